import { sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { ConflictError, NotFoundError } from "../errors";

/**
 * The new `updatedAt` of a changed row: now, but always later than before, so two saves in
 * one millisecond still differ and a stale `updatedAt` can never match again.
 */
export const bumpedUpdatedAt = (column: AnyPgColumn) =>
  sql`greatest(date_trunc('milliseconds', clock_timestamp()), ${column} + interval '1 millisecond')`;

/** `updated_at = $expected` when the client sent the version it saw, else no condition. */
export const matchesVersion = (column: AnyPgColumn, expected: string | undefined) =>
  expected === undefined ? sql`true` : sql`${column} = ${new Date(expected)}`;

/**
 * Runs an owner-scoped update guarded by the version the client saw. When nothing was updated,
 * tells "not yours or gone" (404) from "changed since you loaded it" (409, with the row as it is).
 */
export async function updateOrExplain<Row, Dto>(options: {
  what: string;
  update: () => Promise<Row | undefined>;
  current: () => Promise<Row | undefined>;
  toDto: (row: Row) => Dto;
}): Promise<Dto> {
  const updated = await options.update();
  if (updated) return options.toDto(updated);
  const current = await options.current();
  if (!current) throw new NotFoundError(options.what);
  throw new ConflictError(
    `This ${options.what.toLowerCase()} was changed elsewhere since you opened it. Your copy has been refreshed; review it and save again.`,
    options.toDto(current),
  );
}
