import { Readable } from "node:stream";
import { z } from "zod";
import { ErrorResponseSchema } from "#shared/schemas/common";

/*
 * Pieces of every route's `response` schema. Fastify serialises each answer by the schema of
 * its status, so an answer that drifts from its schema fails (500, and the test that sent it)
 * instead of reaching the client changed.
 */

/** The error handler's `{ message, fieldErrors?, current? }`, for any 4xx or 5xx. */
export const ERROR_RESPONSES = { "4xx": ErrorResponseSchema, "5xx": ErrorResponseSchema } as const;

/** 204: no body. */
export const NoContentSchema = z.undefined().describe("No content");

/**
 * A body sent as it is (a file, an event stream, JSON encoded ahead): Fastify passes strings
 * and buffers with their own content type through, so this only documents the answer.
 */
export const sentAsIs = (description: string) =>
  z
    .union([z.string(), z.instanceof(Buffer), z.instanceof(Uint8Array), z.instanceof(Readable)])
    .describe(description);
