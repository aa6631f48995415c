import cookie from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { UnauthorizedError } from "../errors";
import {
  createSession,
  deleteSession,
  findSessionUser,
  SESSION_ABSOLUTE_MS,
  type UserRow,
} from "../modules/auth/session.repository";

export const SESSION_COOKIE = "sid";

declare module "fastify" {
  interface FastifyRequest {
    user: UserRow | null;
  }
}

function sessionToken(request: FastifyRequest): string | null {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid ? unsigned.value : null;
}

/** The signed-in user, or 401. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new UnauthorizedError();
  return request.user;
}

/** Signs a user in with a brand-new session id; the one the browser had is destroyed (fixation). */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
): Promise<void> {
  const { db, clock } = request.server;
  const previous = sessionToken(request);
  if (previous) await deleteSession(db, previous);
  const token = await createSession(db, userId, clock());
  reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: request.protocol === "https",
    signed: true,
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}

export async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = sessionToken(request);
  if (token) await deleteSession(request.server.db, token);
  reply.clearCookie(SESSION_COOKIE, { path: "/" });
}

export async function registerSession(app: FastifyInstance, secret: string): Promise<void> {
  await app.register(cookie, { secret });
  app.decorateRequest("user", null);
  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/api/")) return;
    const token = sessionToken(request);
    request.user = token ? await findSessionUser(app.db, token, app.clock()) : null;
  });
}
