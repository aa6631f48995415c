import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app";
import { type Config, loadConfig } from "./config";
import { type Database, openDatabase } from "./db/client";
import { lockDataDir } from "./db/data-dir-lock";
import { deleteExpiredSessions } from "./modules/auth/session.repository";

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** SESSION_SECRET, or one generated once into DATA_DIR so sessions survive restarts. */
function sessionSecret(config: Config): string {
  if (config.sessionSecret) return config.sessionSecret;
  const file = path.join(config.dataDir, "session-secret");
  fs.mkdirSync(config.dataDir, { recursive: true });
  if (!fs.existsSync(file)) {
    fs.writeFileSync(file, crypto.randomBytes(48).toString("base64url"), {
      mode: 0o600,
      flag: "wx",
    });
  }
  return fs.readFileSync(file, "utf8").trim();
}

async function openConfiguredDatabase(
  config: Config,
): Promise<{ database: Database; release?: () => Promise<void> }> {
  if (config.databaseUrl) {
    return { database: await openDatabase({ kind: "postgres", url: config.databaseUrl }) };
  }
  const release = await lockDataDir(config.dataDir);
  const database = await openDatabase({
    kind: "pglite",
    dataDir: path.join(config.dataDir, "pglite"),
  });
  return { database, release };
}

async function main(): Promise<void> {
  const config = loadConfig();
  const { database, release } = await openConfiguredDatabase(config);
  const app = await buildApp({
    config,
    database,
    sessionSecret: sessionSecret(config),
    clientDir: path.join(rootDir, "dist", "client"),
  });

  // Expired sessions are refused anyway; this only keeps the table small.
  const prune = () =>
    deleteExpiredSessions(database.db, new Date()).catch((error: Error) =>
      app.log.warn({ err: error }, "could not prune expired sessions"),
    );
  void prune();
  setInterval(prune, 60 * 60 * 1000).unref();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await database.close();
    await release?.();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  const { port } = app.server.address() as { port: number };
  const where = config.databaseUrl ? "PostgreSQL" : `PGlite in ${path.resolve(config.dataDir)}`;
  // Plain text whatever the log level: the one line a writer starting the app looks for.
  console.info(`Scriptwright is ready on http://localhost:${port} (database: ${where})`);
}

main().catch((error: Error) => {
  console.error(`Scriptwright could not start: ${error.message}`);
  process.exit(1);
});
