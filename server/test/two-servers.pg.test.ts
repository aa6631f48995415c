import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { adminQuery } from "./app";
import { spawnServer, stopServer } from "./spawn-server";

// Two app servers on one PostgreSQL behave like one: sessions and rows live in
// the database. Runs in the PostgreSQL pass of the suite (TEST_DATABASE_URL).
const baseUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const dbName = `sw_two_servers_${randomBytes(4).toString("hex")}`;
const dbUrl = Object.assign(new URL(baseUrl), { pathname: `/${dbName}` }).toString();
const servers: ChildProcess[] = [];

const admin = (sql: string) => adminQuery(baseUrl, sql);

async function startServer(): Promise<string> {
  const server = spawnServer({
    DATABASE_URL: dbUrl,
    SESSION_SECRET: "shared-secret-of-both-servers-0123456789abcdef",
    PUBLIC_ORIGIN: "http://scriptwright.test",
  });
  servers.push(server.child);
  return server.origin;
}

let first: string;
let second: string;
beforeAll(async () => {
  await admin(`CREATE DATABASE "${dbName}"`);
  // Started one after the other: the first applies the migrations, the second finds them done.
  first = await startServer();
  second = await startServer();
}, 60_000);

afterAll(async () => {
  for (const child of servers) await stopServer(child);
  await admin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
});

/** A JSON request as the browser sends it, with the writer's session cookie. */
const call = (origin: string, cookie: string, method: string, url: string, body?: unknown) =>
  fetch(`${origin}${url}`, {
    method,
    headers: { "content-type": "application/json", cookie },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

/** Registers a new writer through `origin`; their username and session cookie. */
async function register(origin: string, prefix: string) {
  const username = `${prefix}_${randomBytes(3).toString("hex")}`;
  const registered = await call(origin, "", "POST", "/api/register", {
    username,
    password: "a long enough passphrase",
  });
  expect(registered.status).toBe(201);
  return { username, cookie: (registered.headers.get("set-cookie") ?? "").split(";")[0] ?? "" };
}

it("honours on one server a session made through the other, and shares rows", async () => {
  const { username, cookie } = await register(first, "two");
  const me = await call(second, cookie, "GET", "/api/user");
  expect(me.status).toBe(200);
  expect((await me.json()).username).toBe(username);

  const created = await call(second, cookie, "POST", "/api/screenplays", {
    title: "Written through the second server",
  });
  expect(created.status).toBe(201);
  const { id } = await created.json();

  const read = await call(first, cookie, "GET", `/api/screenplays/${id}`);
  expect(read.status).toBe(200);
  expect((await read.json()).title).toBe("Written through the second server");

  expect((await call(first, cookie, "POST", "/api/logout", {})).status).toBe(204);
  expect((await call(second, cookie, "GET", "/api/user")).status).toBe(401);
});

it("keeps serving when PostgreSQL closes its connections", async () => {
  const { cookie } = await register(first, "drop");
  await admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${dbName}'`);
  for (const origin of [first, second]) {
    // A query can meet a closed connection before the server has heard it was closed; the
    // server must not go down and must be ready again within moments.
    await expect.poll(async () => (await fetch(`${origin}/readyz`)).status).toBe(200);
    await expect
      .poll(async () => (await call(origin, cookie, "GET", "/api/user")).status)
      .toBe(200);
  }
  expect(servers.map((child) => child.exitCode)).toEqual([null, null]);
});

it("shows on one server a scene list changed through the other", async () => {
  const { cookie } = await register(first, "list");
  const send = (origin: string, method: string, url: string, body?: unknown) =>
    call(origin, cookie, method, url, body);
  const { id } = await (
    await send(first, "POST", "/api/screenplays", { title: "Two lists" })
  ).json();
  const scene = await (
    await send(first, "POST", "/api/scenes", {
      screenplayId: id,
      sceneNumber: 1,
      heading: "INT. A - DAY",
    })
  ).json();
  const headingsOn = async (origin: string) =>
    (
      (await (await send(origin, "GET", `/api/screenplays/${id}/scenes`)).json()) as {
        heading: string;
      }[]
    ).map((s) => s.heading);
  // Both servers have read (and keep) the list before it changes.
  expect(await headingsOn(first)).toEqual(["INT. A - DAY"]);
  expect(await headingsOn(second)).toEqual(["INT. A - DAY"]);

  await send(first, "PATCH", `/api/scenes/${scene.id}`, { heading: "EXT. B - NIGHT" });
  expect(await headingsOn(second)).toEqual(["EXT. B - NIGHT"]);
  await send(second, "POST", "/api/scenes", {
    screenplayId: id,
    sceneNumber: 2,
    heading: "INT. C - DAY",
  });
  expect(await headingsOn(first)).toEqual(["EXT. B - NIGHT", "INT. C - DAY"]);
  await send(first, "DELETE", `/api/scenes/${scene.id}`);
  expect(await headingsOn(second)).toEqual(["INT. C - DAY"]);
});
