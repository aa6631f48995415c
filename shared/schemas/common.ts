import * as z from "zod/mini";

/*
 * Shared schemas are written with zod/mini (docs/decisions/0008): the browser loads them for
 * its forms, and mini's functions tree-shake where classic zod's methods pull in the whole
 * library. The server validates with the same schemas.
 */

/** Ids are positive integers; path params arrive as strings. Messages name the `field`. */
export const idField = (field: string) =>
  z.coerce
    .number({ error: `${field} must be a number` })
    .check(
      z.int(`${field} must be a whole number`),
      z.positive(`${field} must be positive`),
      z.maximum(2_147_483_647, `${field} is too large`),
    );

export const IdSchema = idField("id");

export const IdParamsSchema = z.object({ id: IdSchema });

const EARLIEST_UPDATE = Date.UTC(2000, 0, 1);
const LATEST_UPDATE = Date.UTC(9999, 11, 31);

/**
 * The `updatedAt` the client last saw; a mismatch means someone else saved in between (409).
 * It is a time this server wrote, so one outside 2000–9999 is bad input, not a database error.
 */
export const UpdatedAtSchema = z.iso
  .datetime({ offset: true, error: "updatedAt must be an ISO date-time" })
  .check(
    z.refine((value) => {
      const time = Date.parse(value);
      return time >= EARLIEST_UPDATE && time <= LATEST_UPDATE;
    }, "updatedAt must be a date-time between the years 2000 and 9999"),
  );

/** Optional free text: empty strings are kept, null clears. */
export function optionalText(field: string, max: number) {
  return z.nullish(
    z
      .string({ error: `${field} must be text` })
      .check(z.maxLength(max, `${field} must be at most ${max} characters`)),
  );
}

export function textList(field: string, maxItems = 50, maxLength = 500) {
  return z
    .array(
      z
        .string({ error: `${field} must be a list of text` })
        .check(z.maxLength(maxLength, `${field} items must be at most ${maxLength} characters`)),
      { error: `${field} must be a list of text` },
    )
    .check(z.maxLength(maxItems, `${field} must have at most ${maxItems} items`));
}

/**
 * Required text of at most `max` characters, every message naming `label`. It is trimmed first,
 * since a name of spaces is no name, unless `trim` is false: a password or a signed message
 * counts exactly as typed.
 */
export function requiredText(label: string, max: number, { trim = true } = {}) {
  const required = `${label} is required`;
  const fits = [
    z.minLength(1, required),
    z.maxLength(max, `${label} must be at most ${max} characters`),
  ];
  return z.string({ error: required }).check(...(trim ? [z.trim(), ...fits] : fits));
}

/** Trimmed text of 1 to `max` characters. */
export function trimmedText(max: number) {
  return z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
}

/** Every error answer (server/plugins/error-handler.ts): 4xx and 5xx alike. */
export const ErrorResponseSchema = z.object({
  message: z.string(),
  /** A 400's rule broken per field, the field named by its path (`act1.keyScenes`). */
  fieldErrors: z.optional(z.record(z.string(), z.array(z.string()))),
  /** A 409's row as it is now, so the client can show what someone else saved. */
  current: z.optional(z.unknown()),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/** A database row as the API sends it: every timestamp as ISO 8601 text. */
export type ApiRow<Row> = {
  [K in keyof Row]: Row[K] extends Date
    ? string
    : Row[K] extends Date | null
      ? string | null
      : Row[K];
};
