import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, expect, it } from "vitest";
import { adminQuery } from "./app";
import { type SpawnedServer, spawnServer, stopServer } from "./spawn-server";

// WEB_CONCURRENCY server processes on one port (server/cluster.ts), on PostgreSQL. Runs in the
// PostgreSQL pass of the suite (TEST_DATABASE_URL).
const baseUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const dbName = `sw_cluster_${randomBytes(4).toString("hex")}`;
const dbUrl = Object.assign(new URL(baseUrl), { pathname: `/${dbName}` }).toString();
let server: SpawnedServer;
let origin: string;

/** The supervisor's worker processes, by pid. */
function workersOf(pid: number): number[] {
  try {
    return execFileSync("pgrep", ["-P", String(pid)], { encoding: "utf8" })
      .split("\n")
      .filter(Boolean)
      .map(Number);
  } catch {
    return []; // pgrep exits 1 when there are none
  }
}

async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 100 && !check(); i++) await sleep(100);
  if (!check()) throw new Error(`timed out waiting for ${what}`);
}

beforeAll(async () => {
  await adminQuery(baseUrl, `CREATE DATABASE "${dbName}"`);
  // Both workers start together and take turns at the migrations.
  server = spawnServer({
    DATABASE_URL: dbUrl,
    SESSION_SECRET: "secret-of-the-clustered-servers-0123456789",
    PUBLIC_ORIGIN: "http://scriptwright.test",
    WEB_CONCURRENCY: "2",
  });
  origin = await server.origin;
}, 60_000);

afterAll(async () => {
  await stopServer(server.child);
  await adminQuery(baseUrl, `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
});

it("announces itself once, when both processes listen", () => {
  expect(server.output().match(/ready on/g)).toHaveLength(1);
  expect(server.output()).toContain("2 server processes");
  expect(workersOf(server.child.pid as number)).toHaveLength(2);
});

it("serves a writer across its processes, and replaces one that dies", async () => {
  const registered = await fetch(`${origin}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      username: `cl_${randomBytes(3).toString("hex")}`,
      password: "a long enough passphrase",
    }),
  });
  expect(registered.status).toBe(201);
  const cookie = (registered.headers.get("set-cookie") ?? "").split(";")[0] ?? "";

  const [first, second] = workersOf(server.child.pid as number);
  process.kill(first as number, "SIGKILL");
  await until(() => {
    const now = workersOf(server.child.pid as number);
    return now.length === 2 && !now.includes(first as number);
  }, "a replacement process");
  expect(workersOf(server.child.pid as number)).toContain(second);

  const answers = await Promise.all(
    Array.from({ length: 20 }, () => fetch(`${origin}/api/user`, { headers: { cookie } })),
  );
  expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
});

it("takes its processes down with it, even when killed with -9", async () => {
  const workers = workersOf(server.child.pid as number);
  server.child.kill("SIGKILL");
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  await until(() => !workers.some(alive), "the workers to exit");
});
