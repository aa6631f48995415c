// A server for the HTTP benchmarks: the real app (sessions, validation, ORM), seeded with one
// writer and a screenplay of 60 realistic scenes, plus a route that returns the same bytes with
// no session or database — the framework's ceiling on this machine. Arguments: the database
// (postgres | pglite) and, for PostgreSQL, how many server processes (WEB_CONCURRENCY).
import cluster from "node:cluster";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import path from "node:path";
import { buildApp } from "#server/app";
import { superviseWorkers } from "#server/cluster";
import { loadConfig } from "#server/config";
import { type Database, openDatabase } from "#server/db/client";
import { adminQuery, createTestDatabase } from "#server/test/app";

const root = path.resolve(import.meta.dirname, "../..");
const fixture = path.resolve(root, "fixtures/screenplays/big-fish.fountain");

/** Big Fish cut at its scene headings, each bench scene about 1.3 KB of real screenplay text. */
function realisticScenes(count: number) {
  const body = readFileSync(fixture, "utf8").replace(/\r\n/g, "\n");
  const parts = body.split(/\n(?=(?:INT|EXT|INT\.\/EXT)[. ])/).slice(1);
  return Array.from({ length: count }, (_, i) => {
    const [heading = "INT. HOUSE - DAY", ...rest] = (parts[i % parts.length] ?? "").split("\n");
    let content = rest.join("\n").trim();
    for (let j = 1; content.length < 1300; j++) content += `\n\n${parts[(i + j) % parts.length]}`;
    return { heading: heading.trim(), content: content.slice(0, 1150) };
  });
}

const SESSION_SECRET = "bench-secret-bench-secret-bench-secret-0123";
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** The scene list's bytes, encoded once, as the real route sends them. */
type Ceiling = { body: Buffer };

/** The real app on `database`, plus the ceiling route answering `ceiling.body` as it is. */
async function serve(database: Database, ceiling: Ceiling, port: number) {
  const app = await buildApp({
    // SCENE_LIST_CACHE_MB=0 measures the list read from the database on every request.
    config: loadConfig({
      NODE_ENV: "production",
      SCENE_LIST_CACHE_MB: process.env.SCENE_LIST_CACHE_MB,
    }),
    database,
    sessionSecret: SESSION_SECRET,
    logger: false,
  });
  app.get("/bench/ceiling", async (_request, reply) =>
    reply.type("application/json").send(ceiling.body),
  );
  await app.listen({ port, host: "127.0.0.1" });
  return app;
}

/** Signs a writer up and writes 60 scenes through the API; the target autocannon hits. */
async function seed(origin: string) {
  const post = (url: string, body: unknown, cookie = "") =>
    fetch(`${origin}${url}`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify(body),
    });
  const registered = await post("/api/register", {
    username: `bench_${process.pid}`,
    password: "bench passphrase 123",
  });
  const cookie = (registered.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const screenplay = (await (
    await post("/api/screenplays", { title: "Big Fish (bench)" }, cookie)
  ).json()) as { id: number };
  for (const [i, scene] of realisticScenes(60).entries()) {
    await post(
      "/api/scenes",
      { screenplayId: screenplay.id, sceneNumber: i + 1, act: "Act 1", ...scene },
      cookie,
    );
  }
  const path_ = `/api/screenplays/${screenplay.id}/scenes`;
  const body = await (await fetch(`${origin}${path_}`, { headers: { cookie } })).text();
  return { origin, cookie, path: path_, body };
}

function announce(target: { origin: string; cookie: string; path: string; body: string }) {
  const { body, ...rest } = target;
  process.stdout.write(`${JSON.stringify({ ...rest, bytes: Buffer.byteLength(body) })}\n`);
}

/** One process: the app and its database handle here. */
async function single(kind: "postgres" | "pglite") {
  const database =
    kind === "postgres"
      ? await createTestDatabase()
      : await openDatabase({
          kind: "pglite",
          dataDir: path.join(process.env.BENCH_DIR ?? "/tmp", `bench-pglite-${process.pid}`),
        });
  const ceiling: Ceiling = { body: Buffer.alloc(0) };
  const app = await serve(database, ceiling, 0);
  const target = await seed(`http://127.0.0.1:${(app.server.address() as { port: number }).port}`);
  ceiling.body = Buffer.from(target.body);
  announce(target);
  const stop = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop());
  process.on("SIGINT", () => void stop());
}

/** `workers` processes on one PostgreSQL database, as WEB_CONCURRENCY runs them (server/cluster.ts). */
function clustered(workers: number) {
  if (cluster.isWorker) {
    const url = process.env.BENCH_DATABASE_URL ?? "";
    const ceiling: Ceiling = { body: Buffer.alloc(0) };
    process.on("message", (message: { body: string }) => {
      ceiling.body = Buffer.from(message.body);
      process.send?.("ceiling set");
    });
    void openDatabase({ kind: "postgres", url }).then((database) => serve(database, ceiling, 0));
    return;
  }
  const name = `bench_cluster_${process.pid}`;
  // The workers inherit it.
  process.env.BENCH_DATABASE_URL = Object.assign(new URL(POSTGRES_URL), {
    pathname: `/${name}`,
  }).href;
  void (async () => {
    await adminQuery(POSTGRES_URL, `CREATE DATABASE "${name}"`);
    superviseWorkers(workers, (port) => {
      void (async () => {
        const target = await seed(`http://127.0.0.1:${port}`);
        const all = Object.values(cluster.workers ?? {}).filter((w) => w !== undefined);
        await Promise.all(
          all.map((worker) => {
            worker.send({ body: target.body });
            return once(worker, "message");
          }),
        );
        announce(target);
      })();
    });
    // Once the supervisor has stopped every worker, nothing else keeps this process alive.
    let dropped = false;
    process.on("beforeExit", () => {
      if (dropped) return;
      dropped = true;
      void adminQuery(POSTGRES_URL, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    });
  })();
}

const kind = process.argv[2] === "postgres" ? "postgres" : "pglite";
const workers = Number(process.argv[3] ?? 1);
if (kind === "postgres" && workers > 1) clustered(workers);
else void single(kind);
