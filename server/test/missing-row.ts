import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { send } from "./app";
import { createUser } from "./factories";

/** The largest value of a Postgres integer id: a valid id in a URL that no stored row has. */
export const MISSING_ID = 2147483647;

/**
 * A writer's PATCH of a row that does not exist answers 404 with the message that names the
 * kind of row (`Scene not found`), the same whoever asks.
 */
export async function expectPatchOfMissingRow(
  app: FastifyInstance,
  path: string,
  body: Record<string, unknown>,
  message: string,
) {
  const { cookie } = await createUser(app);
  const response = await send(app, "PATCH", `${path}/${MISSING_ID}`, { cookie, body });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ message });
}
