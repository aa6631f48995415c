import cluster from "node:cluster";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app";
import { superviseWorkers } from "./cluster";
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
    const database = await openDatabase({
      kind: "postgres",
      url: config.databaseUrl,
      onConnectionLost: (error) =>
        console.warn(
          `PostgreSQL closed a connection (${error.message}); the next query reconnects`,
        ),
    });
    return { database };
  }
  const release = await lockDataDir(config.dataDir);
  const database = await openDatabase({
    kind: "pglite",
    dataDir: path.join(config.dataDir, "pglite"),
  });
  return { database, release };
}

// Plain text whatever the log level: the one line a writer starting the app looks for.
function announceReady(config: Config, port: number): void {
  const where = config.databaseUrl ? "PostgreSQL" : `PGlite in ${path.resolve(config.dataDir)}`;
  const processes = config.webConcurrency > 1 ? `, ${config.webConcurrency} server processes` : "";
  console.info(
    `Scriptwright is ready on http://localhost:${port} (database: ${where}${processes})`,
  );
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (cluster.isPrimary && config.webConcurrency > 1) {
    sessionSecret(config); // generated here once, not raced for by the workers
    superviseWorkers(config.webConcurrency, (port) => announceReady(config, port));
    return;
  }
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
  // A worker whose supervisor is gone (even by kill -9) must not linger.
  if (cluster.isWorker) process.on("disconnect", () => void stop("supervisor gone"));

  await app.listen({ port: config.port, host: config.host });
  // With several processes the supervisor announces, once all of them listen.
  if (cluster.isPrimary) announceReady(config, (app.server.address() as { port: number }).port);
}

main().catch((error: Error) => {
  console.error(`Scriptwright could not start: ${error.message}`);
  process.exit(1);
});
