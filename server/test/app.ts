import { randomBytes } from "node:crypto";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import pg from "pg";
import { buildApp } from "../app";
import { type Config, loadConfig } from "../config";
import { type Database, openDatabase } from "../db/client";

/**
 * Each test file gets its own database: an in-memory PGlite by default, or, when
 * TEST_DATABASE_URL is set (CI), a private database in that PostgreSQL server that is dropped
 * afterwards. (A private schema is not enough: drizzle-kit writes `"public".` into foreign keys.)
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openDatabase({ kind: "pglite" });
  const name = `test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = (statement: string) => adminQuery(url, statement);
  await admin(`CREATE DATABASE "${name}"`);
  const privateUrl = new URL(url);
  privateUrl.pathname = `/${name}`;
  const database = await openDatabase({ kind: "postgres", url: privateUrl.href, poolSize: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/** Runs one statement on a fresh connection (CREATE/DROP DATABASE cannot run in a pool's transaction). */
export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  /** Moves the app's clock; starts at the real time. */
  advanceClock(ms: number): void;
  close(): Promise<void>;
};

export async function buildTestApp(
  env: Record<string, string> = {},
  options: { clientDir?: string } = {},
): Promise<TestApp> {
  // Development, so the development sign-in is tested too; production is asked for by name.
  const config: Config = loadConfig({ NODE_ENV: "development", ...env });
  const database = await createTestDatabase();
  let offsetMs = 0;
  const app = await buildApp({
    config,
    database,
    sessionSecret: "test-secret-that-is-long-enough-for-signing-cookies",
    clock: () => new Date(Date.now() + offsetMs),
    logger: false,
    clientDir: options.clientDir,
  }).catch(async (error: unknown) => {
    // A test of a configuration that stops the start must not leave its database behind.
    await database.close();
    throw error;
  });
  await app.ready();
  return {
    app,
    database,
    advanceClock: (ms) => {
      offsetMs += ms;
    },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/** A request as the browser sends it: JSON body and content type, the session cookie if any. */
export function send(
  app: FastifyInstance,
  method: Method,
  url: string,
  options: { body?: unknown; cookie?: string; headers?: Record<string, string>; ip?: string } = {},
): Promise<LightMyRequestResponse> {
  const request: InjectOptions = {
    method,
    url,
    headers: {
      ...(method === "GET" ? {} : { "content-type": "application/json" }),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  };
  if (options.body !== undefined) request.payload = JSON.stringify(options.body);
  return app.inject(request);
}

export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === "sid");
  if (!cookie) throw new Error(`no session cookie in the response (status ${response.statusCode})`);
  return `sid=${cookie.value}`;
}
