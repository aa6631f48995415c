import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { LoginSchema, PublicUserSchema, RegisterSchema } from "#shared/schemas/user";
import { ERROR_RESPONSES, NoContentSchema } from "../../lib/responses";
import { endSession, requireUser, startSession } from "../../plugins/session";
import { login, register } from "./auth.service";
import { readTrustedDevice, trustDevice } from "./trusted-device";
import { findUserByUsername, insertUser, recordLogin, toPublicUser } from "./user.repository";

/** The development account: its name fails the username rule, so nobody can register it. */
export const DEV_USERNAME = "Dev User";

const userResponse = { 200: PublicUserSchema, ...ERROR_RESPONSES };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/user", { schema: { response: userResponse } }, async (request) =>
    toPublicUser(requireUser(request)),
  );

  const registerSchema = {
    body: RegisterSchema,
    response: { 201: PublicUserSchema, ...ERROR_RESPONSES },
  };
  app.post("/api/register", { schema: registerSchema }, async (request, reply) => {
    const user = await register(app.db, request.body, request.ip, app.clock());
    await startSession(request, reply, user.id);
    trustDevice(request, reply, user.id);
    return reply.status(201).send(toPublicUser(user));
  });

  app.post(
    "/api/login",
    { schema: { body: LoginSchema, response: userResponse } },
    async (request, reply) => {
      const attempt = { ip: request.ip, device: readTrustedDevice(request), now: app.clock() };
      const user = await login(app.db, request.body, attempt);
      await startSession(request, reply, user.id);
      trustDevice(request, reply, user.id);
      return toPublicUser(await recordLogin(app.db, user.id, app.clock()));
    },
  );

  const logoutSchema = { response: { 204: NoContentSchema, ...ERROR_RESPONSES } };
  app.post("/api/logout", { schema: logoutSchema }, async (request, reply) => {
    await endSession(request, reply);
    return reply.status(204).send();
  });

  if (app.config.isDevelopment) {
    app.post(
      "/api/dev-bypass",
      { schema: { body: z.object({}).optional(), response: userResponse } },
      async (request, reply) => {
        const user =
          (await findUserByUsername(app.db, DEV_USERNAME)) ??
          (await insertUser(app.db, { username: DEV_USERNAME })) ??
          (await findUserByUsername(app.db, DEV_USERNAME));
        if (!user) throw new Error("could not create the development account");
        await startSession(request, reply, user.id);
        return toPublicUser(await recordLogin(app.db, user.id, app.clock()));
      },
    );
  }
};
