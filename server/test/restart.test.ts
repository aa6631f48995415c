import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";

// The server as `npm start` runs it (scripts/start.mjs imports server/index.ts), on an embedded
// database in a temporary DATA_DIR.
const root = path.resolve(import.meta.dirname, "../..");
const dataDir = mkdtempSync(path.join(os.tmpdir(), "scriptwright-restart-"));
const running: ChildProcess[] = [];

function start(port: number) {
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.push(child);
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  return { child, output: () => output };
}

async function ready(port: number, child: ChildProcess) {
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (
      await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("server did not become ready");
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill("SIGTERM");
  await once(child, "exit");
}

afterAll(async () => {
  for (const child of running) await stop(child);
});

const post = (port: number, url: string, body: unknown, cookie = "") =>
  fetch(`http://127.0.0.1:${port}${url}`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify(body),
  });

it("keeps every row across a restart, and refuses a second server on the same DATA_DIR", async () => {
  const first = start(3431);
  await ready(3431, first.child);
  const registered = await post(3431, "/api/register", {
    username: "restart_writer",
    password: "a long enough passphrase",
  });
  const cookie = (registered.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const created = await post(3431, "/api/screenplays", { title: "Survives restarts" }, cookie);
  expect(created.status).toBe(201);

  const second = start(3432);
  const [code] = await once(second.child, "exit");
  expect(code).toBe(1);
  expect(second.output()).toContain("Another Scriptwright server is already using the data folder");

  await stop(first.child);
  const again = start(3433);
  await ready(3433, again.child);
  // The session secret lives in DATA_DIR too, so the writer is still signed in.
  const list = await fetch("http://127.0.0.1:3433/api/screenplays", { headers: { cookie } });
  expect(list.status).toBe(200);
  expect((await list.json()).map((s: { title: string }) => s.title)).toEqual(["Survives restarts"]);
  await stop(again.child);
}, 60_000);
