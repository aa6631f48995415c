import type { Db } from "./client";

/**
 * A prepared statement made once per database handle (statements belong to one handle): the
 * hot queries skip query building and, on PostgreSQL, parsing and planning.
 */
export function prepared<T>(made: WeakMap<Db, T>, db: Db, prepare: (db: Db) => T): T {
  let statement = made.get(db);
  if (!statement) {
    statement = prepare(db);
    made.set(db, statement);
  }
  return statement;
}
