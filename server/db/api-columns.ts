import { type Column, getTableColumns, type SQL, sql, type Table } from "drizzle-orm";
import type { PgArray } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { ApiRow } from "#shared/schemas/common";
import { isoTimestamp } from "../lib/iso-timestamp";

/*
 * A table's row as the API sends it, derived from the Drizzle table itself: the select list,
 * the JSON the database writes and the response schema all come from the table's columns, so
 * a new column is added in server/db/schema.ts (and its migration) and nowhere else.
 */

type Columns<T extends Table> = T["_"]["columns"];
const isTimestamp = (column: Column) => column.dataType === "date";

/** Each column under its API name; timestamps as ISO text, cut from PostgreSQL's own text. */
export type ApiSelection<T extends Table> = {
  [K in keyof Columns<T>]: Columns<T>[K]["_"]["dataType"] extends "date"
    ? SQL<ApiRow<T["$inferSelect"]>[K & keyof T["$inferSelect"]]>
    : Columns<T>[K];
};

export function apiSelection<T extends Table>(table: T): ApiSelection<T> {
  const entries = Object.entries(getTableColumns(table)).map(([key, column]) => [
    key,
    isTimestamp(column) ? sql`${column}`.mapWith(nullableIso) : column,
  ]);
  return Object.fromEntries(entries) as ApiSelection<T>;
}

const nullableIso = (value: string | null) => (value === null ? null : isoTimestamp(value));

/**
 * `json_build_object('id', id, …)` over the same columns, for a database that writes the JSON
 * itself. Timestamps come out in PostgreSQL's JSON form; `isoTimestampsIn` re-cuts them.
 * The keys are the table's own property names (identifiers), never user text.
 */
export function apiJsonObject(table: Table): SQL {
  const pairs = Object.entries(getTableColumns(table)).map(
    ([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`,
  );
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/**
 * Rewrites the table's timestamps in JSON written by `apiJsonObject` to `Date.toISOString()`
 * form. Keys are matched with their quotes, which cannot occur unescaped inside a JSON string;
 * one pass, no nested quantifier (docs/decisions/0018).
 */
export function isoTimestampsIn(table: Table): (json: string) => string {
  const keys = Object.entries(getTableColumns(table))
    .filter(([, column]) => isTimestamp(column))
    .map(([key]) => key);
  const field = new RegExp(`"(${keys.join("|")})" : "([^"]+)"`, "g");
  return (json) =>
    json.replace(field, (_, key: string, value: string) => `"${key}":"${isoTimestamp(value)}"`);
}

/** The zod schema of a column's value; a column type not listed here fails at startup. */
function valueSchema(column: Column): z.ZodType {
  if (column.enumValues?.length) return z.enum(column.enumValues as [string, ...string[]]);
  switch (column.columnType) {
    case "PgSerial":
    case "PgInteger":
      return z.number().int();
    case "PgText":
    case "PgTimestamp":
      return z.string();
    case "PgBoolean":
      return z.boolean();
    // The app's arrays hold no nulls: their elements take the element column's value schema.
    case "PgArray":
      return z.array(valueSchema((column as PgArray<never, never>).baseColumn));
    // Checked on the way in by the request schemas; sent as stored.
    case "PgJsonb":
      return z.unknown();
    default:
      throw new Error(`no API schema for ${column.columnType} column ${column.name}`);
  }
}

const columnSchema = (column: Column) =>
  column.notNull ? valueSchema(column) : valueSchema(column).nullable();

/**
 * The response schema of the table's rows as the API sends them, `omit` left out. Strict: a
 * row with a field the table does not have fails its response instead of losing the field.
 */
export function apiRowSchema<T extends Table, O extends keyof T["$inferSelect"] = never>(
  table: T,
  options: { omit?: readonly O[] } = {},
): z.ZodType<ApiRow<Omit<T["$inferSelect"], O>>> {
  const omitted = new Set<string>(options.omit as readonly string[] | undefined);
  const shape = Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(([key]) => !omitted.has(key))
      .map(([key, column]) => [key, columnSchema(column)]),
  );
  return z.strictObject(shape) as unknown as z.ZodType<ApiRow<Omit<T["$inferSelect"], O>>>;
}
