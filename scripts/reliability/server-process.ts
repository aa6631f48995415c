// Starts the real server (server/index.ts, as `npm start` runs it, minus the client build) in its
// own process, on PGlite in a DATA_DIR or on a private PostgreSQL database, and stops or kills it.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { adminQuery } from "#server/test/app";

const root = path.resolve(import.meta.dirname, "../..");
export const POSTGRES_URL =
  process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
export const SESSION_SECRET = "reliability-secret-reliability-secret-0123456789";

export type DbKind = "postgres" | "pglite";

/** Where a server keeps its data; outlives the server processes so restarts find it. */
export type Storage = {
  kind: DbKind;
  dataDir: string;
  databaseUrl?: string;
  dispose(): Promise<void>;
};

export async function createStorage(kind: DbKind): Promise<Storage> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "scriptwright-reliability-"));
  if (kind === "pglite") {
    return {
      kind,
      dataDir,
      dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `sw_reliability_${process.pid}_${randomBytes(3).toString("hex")}`;
  await adminQuery(POSTGRES_URL, `CREATE DATABASE "${name}"`);
  const databaseUrl = Object.assign(new URL(POSTGRES_URL), { pathname: `/${name}` }).toString();
  return {
    kind,
    dataDir,
    databaseUrl,
    dispose: async () => {
      await adminQuery(POSTGRES_URL, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, "close");
  return port;
}

export type ServerProcess = {
  origin: string;
  child: ChildProcess;
  /** From spawn to the first 200 from /readyz. */
  readyMs: number;
  /** SIGTERM and wait: a clean shutdown. */
  stop(): Promise<void>;
  /** SIGKILL and wait: a crash, nothing flushed or released. */
  kill9(): Promise<void>;
  stderr(): string;
};

async function waitForExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await once(child, "exit");
}

export async function startServer(
  storage: Storage,
  options: { env?: Record<string, string>; timeoutMs?: number } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: storage.dataDir,
      DATABASE_URL: storage.databaseUrl ?? "",
      SESSION_SECRET,
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      LOG_LEVEL: "warn",
      ...options.env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = started + (options.timeoutMs ?? 60_000);
  while (performance.now() < deadline) {
    const ok = await fetch(`${origin}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (child.exitCode !== null)
      throw new Error(`the server exited with ${child.exitCode}: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  if (performance.now() >= deadline) {
    child.kill("SIGKILL");
    throw new Error(`the server was not ready within ${options.timeoutMs ?? 60_000} ms: ${stderr}`);
  }
  return {
    origin,
    child,
    readyMs: Math.round(performance.now() - started),
    stop: async () => {
      child.kill("SIGTERM");
      await waitForExit(child);
    },
    kill9: async () => {
      child.kill("SIGKILL");
      await waitForExit(child);
    },
    stderr: () => stderr,
  };
}

/** A small JSON client with a cookie, as the browser's fetch would send it. */
export function client(origin: string, cookie = "", headers: Record<string, string> = {}) {
  return async (method: string, url: string, body?: unknown) => {
    const response = await fetch(`${origin}${url}`, {
      method,
      headers: {
        ...(method === "GET" ? {} : { "content-type": "application/json" }),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return response;
  };
}

export async function registerUser(
  origin: string,
  username: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const response = await client(origin, "", headers)("POST", "/api/register", {
    username,
    password: "reliability passphrase 42",
  });
  if (response.status !== 201)
    throw new Error(`register ${username}: ${response.status} ${await response.text()}`);
  return (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}
