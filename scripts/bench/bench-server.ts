// A server process for the HTTP benchmarks: the real app (sessions, validation, ORM), seeded with
// one writer and a screenplay of 60 realistic scenes, plus a route that returns the same bytes
// with no session or database — the framework's ceiling on this machine.
import { readFileSync } from "node:fs";
import path from "node:path";
import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { openDatabase } from "../../server/db/client";
import { createTestDatabase } from "../../server/test/app";

const root = path.resolve(import.meta.dirname, "../..");
const fixture = path.resolve(root, "../shared/fixtures/screenplays/big-fish.fountain");

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

async function main() {
  const kind = process.argv[2] === "postgres" ? "postgres" : "pglite";
  const database =
    kind === "postgres"
      ? await createTestDatabase()
      : await openDatabase({
          kind: "pglite",
          dataDir: path.join(process.env.BENCH_DIR ?? "/tmp", `bench-pglite-${process.pid}`),
        });
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: "production" }),
    database,
    sessionSecret: "bench-secret-bench-secret-bench-secret-0123",
    logger: false,
  });
  let ceilingBody = "";
  app.get("/bench/ceiling", async (_request, reply) =>
    reply.type("application/json").send(ceilingBody),
  );
  await app.listen({ port: 0, host: "127.0.0.1" });
  const origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

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
  ceilingBody = await (await fetch(`${origin}${path_}`, { headers: { cookie } })).text();
  process.stdout.write(
    `${JSON.stringify({ origin, cookie, path: path_, bytes: Buffer.byteLength(ceilingBody) })}\n`,
  );

  const stop = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop());
  process.on("SIGINT", () => void stop());
}

void main();
