import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema";
import { seedMovieQuotes } from "./seed";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

export type DatabaseOptions =
  | { kind: "pglite"; dataDir?: string }
  | {
      kind: "postgres";
      url: string;
      poolSize?: number;
      /** Told when PostgreSQL drops an idle connection (a restart, an administrator). */
      onConnectionLost?: (error: Error) => void;
    };

/** Opens the database, applies migrations and seeds the quotes once. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database =
    options.kind === "pglite" ? await openPglite(options.dataDir) : await openPostgres(options);
  await seedMovieQuotes(database.db);
  return database;
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  const client = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: "pglite", close: () => client.close() };
}

/** Any fixed number: servers starting together take turns to migrate (the migrator itself does not). */
const MIGRATIONS_LOCK = 4_241;

async function whileHoldingLock(pool: pg.Pool, key: number, task: () => Promise<void>) {
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [key]);
    await task();
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [key]).catch(() => {});
    client.release();
  }
}

async function openPostgres(
  options: Extract<DatabaseOptions, { kind: "postgres" }> & { schemaName?: string },
): Promise<Database> {
  const { schemaName } = options;
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    // UTC, whatever the server's default: the scene list re-cuts timestamps as UTC text.
    // A private schema lets each test worker have its own tables in one database.
    options: `-c TimeZone=UTC${schemaName ? ` -c search_path=${schemaName}` : ""}`,
  });
  // An idle connection that PostgreSQL closes is an 'error' event on the pool; unheard, it would
  // crash the server. The pool has already dropped that connection and the next query opens one.
  pool.on("error", (error) => options.onConnectionLost?.(error));
  if (schemaName) await pool.query(`CREATE SCHEMA IF NOT EXISTS "${schemaName}"`);
  const db = drizzlePg(pool, { schema });
  await whileHoldingLock(pool, MIGRATIONS_LOCK, () =>
    migratePg(db, { migrationsFolder, ...(schemaName ? { migrationsSchema: schemaName } : {}) }),
  );
  return { db: db as unknown as Db, kind: "postgres", close: () => pool.end() };
}
