import { randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * A browser that has signed in to an account before holds a signed cookie naming that account
 * and a random device id. Its failed sign-ins are counted per device, apart from strangers', so
 * nobody can lock an owner out of their own browser by failing on purpose (docs/decisions/0013).
 */
export const DEVICE_COOKIE = "device";
const DEVICE_MAX_AGE_S = 365 * 24 * 60 * 60;

export type TrustedDevice = { userId: number; deviceId: string };

export function readTrustedDevice(request: FastifyRequest): TrustedDevice | null {
  const raw = request.cookies[DEVICE_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  const [userId, deviceId] = unsigned.value.split(".");
  if (!userId || !deviceId || !/^\d+$/.test(userId)) return null;
  return { userId: Number(userId), deviceId };
}

/** Marks this browser as the account's own; keeps its device id when it already is. */
export function trustDevice(request: FastifyRequest, reply: FastifyReply, userId: number): void {
  const known = readTrustedDevice(request);
  const deviceId =
    known?.userId === userId ? known.deviceId : randomBytes(16).toString("base64url");
  reply.setCookie(DEVICE_COOKIE, `${userId}.${deviceId}`, {
    path: "/api/",
    httpOnly: true,
    sameSite: "lax",
    secure: request.protocol === "https",
    signed: true,
    maxAge: DEVICE_MAX_AGE_S,
  });
}
