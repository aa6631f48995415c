// /healthz latency while PDF exports keep the server busy: exports run in the format pool's
// worker threads (server/lib/format-pool.ts), so the event loop should stay free for everyone
// else. The server runs in its own process (bench-server.ts), the load comes from this one.
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";

const root = path.resolve(import.meta.dirname, "../..");
const fixture = path.resolve(root, "../shared/fixtures/screenplays/big-fish.fountain");
const CONCURRENT_EXPORTS = 4;

async function startBenchServer(): Promise<{
  child: ChildProcess;
  origin: string;
  cookie: string;
}> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "scripts/bench/bench-server.ts", "pglite"],
    { cwd: root, stdio: ["ignore", "pipe", "inherit"] },
  );
  if (!child.stdout) throw new Error("bench server has no stdout");
  for await (const line of createInterface({ input: child.stdout })) {
    const { origin, cookie } = JSON.parse(line) as { origin: string; cookie: string };
    return { child, origin, cookie };
  }
  throw new Error("bench server printed nothing");
}

/** Big Fish three times over (about 570 scenes, 440 KB): each export is real work. */
function longScript(): string {
  const bigFish = readFileSync(fixture, "utf8").replace(/\r\n/g, "\n");
  const body = bigFish.replace(/^Title:[\s\S]*?\n\n/, "");
  return [bigFish, body, body].join("\n\n");
}

async function importLongScript(origin: string, cookie: string): Promise<number> {
  const response = await fetch(`${origin}/api/screenplays/import`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ filename: "big-fish-x3.fountain", content: longScript() }),
  });
  if (response.status !== 201) throw new Error(`import failed: ${await response.text()}`);
  return ((await response.json()) as { id: number }).id;
}

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/** Keeps `CONCURRENT_EXPORTS` PDF exports in flight until `until`; returns each one's time. */
async function exportLoad(url: string, cookie: string, until: number): Promise<number[]> {
  const times: number[] = [];
  const one = async () => {
    while (performance.now() < until) {
      const start = performance.now();
      const response = await fetch(url, { headers: { cookie } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`export answered ${response.status}`);
      times.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT_EXPORTS }, one));
  return times;
}

/** Asks /healthz every 10 ms until `until`; returns each answer's latency. */
async function healthzLatencies(origin: string, until: number): Promise<number[]> {
  const times: number[] = [];
  while (performance.now() < until) {
    const start = performance.now();
    const response = await fetch(`${origin}/healthz`);
    await response.arrayBuffer();
    times.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return times;
}

export async function benchHealthzUnderExport(seconds = 5): Promise<string> {
  const { child, origin, cookie } = await startBenchServer();
  try {
    const id = await importLongScript(origin, cookie);
    const url = `${origin}/api/screenplays/${id}/export?format=pdf`;
    await exportLoad(url, cookie, performance.now() + 1_000); // warm-up: threads, JIT
    const idle = (await healthzLatencies(origin, performance.now() + 1_000)).sort((a, b) => a - b);
    const until = performance.now() + seconds * 1_000;
    const [exports, healthz] = await Promise.all([
      exportLoad(url, cookie, until),
      healthzLatencies(origin, until),
    ]);
    healthz.sort((a, b) => a - b);
    exports.sort((a, b) => a - b);
    const ms = (value: number) => value.toFixed(1);
    return (
      `## /healthz while four exports run\n\n` +
      `Big Fish three times over (${Math.round(Buffer.byteLength(longScript()) / 1024)} KB of Fountain) exported as PDF by ${CONCURRENT_EXPORTS} clients at once for ${seconds} s, ` +
      "while another client asks `/healthz` every 10 ms; the server (PGlite, one process, `FORMAT_JOB_THREADS` at its default of cores − 1) runs in its own process. " +
      "Target: /healthz p99 ≤ 50 ms.\n\n" +
      "| measure | requests | p50 ms | p99 ms | max ms |\n|---|---:|---:|---:|---:|\n" +
      `| /healthz, server idle | ${idle.length} | ${ms(percentile(idle, 0.5))} | ${ms(percentile(idle, 0.99))} | ${ms(idle.at(-1) ?? 0)} |\n` +
      `| /healthz, during the exports | ${healthz.length} | ${ms(percentile(healthz, 0.5))} | ${ms(percentile(healthz, 0.99))} | ${ms(healthz.at(-1) ?? 0)} |\n` +
      `| PDF export (${CONCURRENT_EXPORTS} at once) | ${exports.length} | ${ms(percentile(exports, 0.5))} | ${ms(percentile(exports, 0.99))} | ${ms(exports.at(-1) ?? 0)} |`
    );
  } finally {
    child.kill("SIGTERM");
    await once(child, "exit");
  }
}
