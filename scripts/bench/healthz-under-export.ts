// /healthz latency while PDF exports keep the server busy: exports run in the format pool's
// worker threads (server/lib/format-pool.ts), so the event loop should stay free for everyone
// else. The server runs in its own process (bench-server.ts), the load comes from this one.
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";

const root = path.resolve(import.meta.dirname, "../..");
const fixture = path.resolve(root, "fixtures/screenplays/big-fish.fountain");
const CONCURRENT_EXPORTS = 4;

type Kind = "pglite" | "postgres";

async function startBenchServer(kind: Kind): Promise<{
  child: ChildProcess;
  origin: string;
  cookie: string;
}> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "scripts/bench/bench-server.ts", kind],
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

type Row = { label: string; times: number[] };

/** Idle /healthz, then /healthz and the exports under load, on one server with `kind`. */
async function measure(kind: Kind, seconds: number): Promise<Row[]> {
  const { child, origin, cookie } = await startBenchServer(kind);
  try {
    const id = await importLongScript(origin, cookie);
    const url = `${origin}/api/screenplays/${id}/export?format=pdf`;
    await exportLoad(url, cookie, performance.now() + 1_000); // warm-up: threads, JIT
    const idle = await healthzLatencies(origin, performance.now() + 1_000);
    const until = performance.now() + seconds * 1_000;
    const [exports, healthz] = await Promise.all([
      exportLoad(url, cookie, until),
      healthzLatencies(origin, until),
    ]);
    return [
      { label: `${kind}: /healthz, server idle`, times: idle },
      { label: `${kind}: **/healthz, during the exports**`, times: healthz },
      { label: `${kind}: PDF export, ${CONCURRENT_EXPORTS} at once`, times: exports },
    ];
  } finally {
    child.kill("SIGTERM");
    await once(child, "exit");
  }
}

function row({ label, times }: Row): string {
  const sorted = [...times].sort((a, b) => a - b);
  const ms = (q: number) => percentile(sorted, q).toFixed(1);
  return `| ${label} | ${sorted.length} | ${ms(0.5)} | ${ms(0.99)} | ${(sorted.at(-1) ?? 0).toFixed(1)} |`;
}

export async function benchHealthzUnderExport(seconds = 5): Promise<string> {
  const rows = [...(await measure("pglite", seconds)), ...(await measure("postgres", seconds))];
  const kb = Math.round(Buffer.byteLength(longScript()) / 1024);
  return (
    "## /healthz while four exports run\n\n" +
    `Big Fish three times over (${kb} KB of Fountain, 570 scenes) exported as PDF by ${CONCURRENT_EXPORTS} clients at once for ${seconds} s, ` +
    "while another client asks `/healthz` every 10 ms. The server runs in its own process, one per database, with `FORMAT_JOB_THREADS` at its default (cores − 1); " +
    "parsing, layout and PDF writing run in its worker threads; what is left on the event loop is reading the scenes and sending the file, and with PGlite the database itself, which runs in the server's process. " +
    "Target: /healthz p99 ≤ 50 ms.\n\n" +
    "| measure | requests | p50 ms | p99 ms | max ms |\n|---|---:|---:|---:|---:|\n" +
    rows.map(row).join("\n")
  );
}
