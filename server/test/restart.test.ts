import type { ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { spawnServer, stopServer } from "./spawn-server";

// The server as `npm start` runs it, on an embedded database in a temporary DATA_DIR.
const dataDir = mkdtempSync(path.join(os.tmpdir(), "scriptwright-restart-"));
const running: ChildProcess[] = [];

function start() {
  const server = spawnServer({ DATA_DIR: dataDir });
  running.push(server.child);
  return server;
}

afterAll(async () => {
  for (const child of running) await stopServer(child);
});

const post = (origin: string, url: string, body: unknown, cookie = "") =>
  fetch(`${origin}${url}`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify(body),
  });

it("keeps every row across a restart, and refuses a second server on the same DATA_DIR", async () => {
  const first = start();
  const origin = await first.origin;
  const registered = await post(origin, "/api/register", {
    username: "restart_writer",
    password: "a long enough passphrase",
  });
  const cookie = (registered.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const created = await post(origin, "/api/screenplays", { title: "Survives restarts" }, cookie);
  expect(created.status).toBe(201);

  const second = start();
  const [code] = await once(second.child, "exit");
  expect(code).toBe(1);
  expect(second.output()).toContain("Another Scriptwright server is already using the data folder");

  await stopServer(first.child);
  const again = start();
  // The session secret lives in DATA_DIR too, so the writer is still signed in.
  const list = await fetch(`${await again.origin}/api/screenplays`, { headers: { cookie } });
  expect(list.status).toBe(200);
  expect((await list.json()).map((s: { title: string }) => s.title)).toEqual(["Survives restarts"]);
}, 60_000);
