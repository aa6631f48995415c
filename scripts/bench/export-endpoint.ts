import { readFileSync } from "node:fs";
import path from "node:path";
import { buildApp } from "#server/app";
import { loadConfig } from "#server/config";
import { openDatabase } from "#server/db/client";

const root = path.resolve(import.meta.dirname, "../..");
const fixture = path.resolve(root, "fixtures/screenplays/big-fish.fountain");

/** p50 of GET …/export?format=pdf for the imported Big Fish, warm, through the real app (inject). */
export async function benchExportEndpoint(
  runs = 30,
): Promise<{ p50: number; p90: number; pages: string }> {
  const database = await openDatabase({ kind: "pglite" });
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: "production" }),
    database,
    sessionSecret: "bench-secret-bench-secret-bench-secret-0123",
    logger: false,
  });
  const json = { "content-type": "application/json" };
  const registered = await app.inject({
    method: "POST",
    url: "/api/register",
    headers: json,
    payload: { username: "bench_export", password: "bench passphrase 123" },
  });
  const cookie = `sid=${registered.cookies.find((c) => c.name === "sid")?.value}`;
  const imported = await app.inject({
    method: "POST",
    url: "/api/screenplays/import",
    headers: { ...json, cookie },
    payload: { filename: "big-fish.fountain", content: readFileSync(fixture, "utf8") },
  });
  const { id } = imported.json() as { id: number };
  const url = `/api/screenplays/${id}/export?format=pdf`;
  for (let i = 0; i < 5; i++) await app.inject({ url, headers: { cookie } });
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const response = await app.inject({ url, headers: { cookie } });
    times.push(performance.now() - start);
    bytes = response.rawPayload.length;
  }
  await app.close();
  await database.close();
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round((times[Math.floor(q * (times.length - 1))] ?? 0) * 10) / 10;
  return { p50: at(0.5), p90: at(0.9), pages: `${Math.round(bytes / 1024)} KB` };
}
