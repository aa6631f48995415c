import { readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "#server/app";
import { loadConfig } from "#server/config";
import { type Database, openDatabase } from "#server/db/client";

const root = path.resolve(import.meta.dirname, "../..");
export const BIG_FISH = path.resolve(root, "fixtures/screenplays/big-fish.fountain");

/** The real app on a fresh PGlite with one writer who has imported Big Fish (through the API). */
export async function appWithBigFish(
  username: string,
  { clientDir }: { clientDir?: string } = {},
): Promise<{
  app: FastifyInstance;
  database: Database;
  cookie: string;
  id: number;
}> {
  const database = await openDatabase({ kind: "pglite" });
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: "production" }),
    database,
    sessionSecret: "bench-secret-bench-secret-bench-secret-0123",
    logger: false,
    clientDir,
  });
  const json = { "content-type": "application/json" };
  const registered = await app.inject({
    method: "POST",
    url: "/api/register",
    headers: json,
    payload: { username, password: "bench passphrase 123" },
  });
  const cookie = `sid=${registered.cookies.find((c) => c.name === "sid")?.value}`;
  const imported = await app.inject({
    method: "POST",
    url: "/api/screenplays/import",
    headers: { ...json, cookie },
    payload: { filename: "big-fish.fountain", content: readFileSync(BIG_FISH, "utf8") },
  });
  const { id } = imported.json() as { id: number };
  return { app, database, cookie, id };
}
