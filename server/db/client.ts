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
  | { kind: "postgres"; url: string; poolSize?: number };

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

async function openPostgres(options: {
  url: string;
  schemaName?: string;
  poolSize?: number;
}): Promise<Database> {
  const { schemaName } = options;
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    // A private schema lets each test worker have its own tables in one database.
    ...(schemaName ? { options: `-c search_path=${schemaName}` } : {}),
  });
  if (schemaName) await pool.query(`CREATE SCHEMA IF NOT EXISTS "${schemaName}"`);
  const db = drizzlePg(pool, { schema });
  await migratePg(db, {
    migrationsFolder,
    ...(schemaName ? { migrationsSchema: schemaName } : {}),
  });
  return { db: db as unknown as Db, kind: "postgres", close: () => pool.end() };
}
