import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { IdParamsSchema } from "../../../shared/schemas/common";
import { CreateScreenplaySchema, UpdateScreenplaySchema } from "../../../shared/schemas/screenplay";
import { requireUser } from "../../plugins/session";
import {
  createScreenplay,
  deleteScreenplay,
  findScreenplay,
  listScreenplays,
  updateScreenplay,
} from "./screenplay.repository";

export const screenplayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/screenplays", async (request) => listScreenplays(app.db, requireUser(request).id));

  app.post(
    "/api/screenplays",
    { schema: { body: CreateScreenplaySchema } },
    async (request, reply) => {
      const screenplay = await createScreenplay(app.db, requireUser(request).id, request.body);
      return reply.status(201).send(screenplay);
    },
  );

  app.get("/api/screenplays/:id", { schema: { params: IdParamsSchema } }, async (request) =>
    findScreenplay(app.db, requireUser(request).id, request.params.id),
  );

  app.patch(
    "/api/screenplays/:id",
    { schema: { params: IdParamsSchema, body: UpdateScreenplaySchema } },
    async (request) =>
      updateScreenplay(app.db, requireUser(request).id, request.params.id, request.body),
  );

  app.delete(
    "/api/screenplays/:id",
    { schema: { params: IdParamsSchema } },
    async (request, reply) => {
      await deleteScreenplay(app.db, requireUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  );
};
