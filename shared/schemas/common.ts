import { z } from "zod";

/** Ids are positive integers; path params arrive as strings. */
export const IdSchema = z.coerce
  .number({ error: "id must be a number" })
  .int("id must be a whole number")
  .positive("id must be positive")
  .max(2_147_483_647, "id is too large");

export const IdParamsSchema = z.object({ id: IdSchema });

/** The `updatedAt` the client last saw; a mismatch means someone else saved in between (409). */
export const UpdatedAtSchema = z.iso.datetime({
  offset: true,
  error: "updatedAt must be an ISO date-time",
});

/** Optional free text: empty strings are kept, null clears. */
export function optionalText(field: string, max: number) {
  return z
    .string({ error: `${field} must be text` })
    .max(max, `${field} must be at most ${max} characters`)
    .nullish();
}

export function textList(field: string, maxItems = 50, maxLength = 500) {
  return z
    .array(
      z
        .string({ error: `${field} must be a list of text` })
        .max(maxLength, `${field} items must be at most ${maxLength} characters`),
      { error: `${field} must be a list of text` },
    )
    .max(maxItems, `${field} must have at most ${maxItems} items`);
}

export const ErrorResponseSchema = z.object({
  message: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
