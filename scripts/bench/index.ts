// `npm run bench`: measures what the issues set targets for and writes docs/benchmarks.md.
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { benchHttpScenes, type HttpResult } from "./http-scenes";

const root = path.resolve(import.meta.dirname, "../..");

function machine(): string {
  const cpu = os.cpus()[0]?.model ?? "unknown CPU";
  const memGiB = Math.round(os.totalmem() / 2 ** 30);
  return `${os.cpus().length} × ${cpu}, ${memGiB} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}`;
}

function httpTable(results: HttpResult[]): string {
  const rows = results.map(
    (r) => `| ${r.label} | ${r.connections} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`,
  );
  return ["| request | connections | requests/s | p50 ms | p99 ms | errors |", "|---|---:|---:|---:|---:|---:|", ...rows].join("\n");
}

async function main() {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const sections: string[] = [];

  const scenes = await benchHttpScenes(seconds);
  sections.push(
    `## Authenticated scene list (60 scenes, ${Math.round(scenes.bytes / 1024)} KB of JSON)\n\n` +
      `autocannon in the bench process, the server in its own process, ${seconds} s per row after a 2 s warm-up. ` +
      "Targets: PostgreSQL ≥ 1,500 requests/s with p99 ≤ 60 ms at 50 connections and p50 ≤ 2 ms at 1 connection; PGlite ≥ 600 requests/s.\n\n" +
      httpTable(scenes.results),
  );

  const header = `# Benchmarks\n\nMeasured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}.\nMachine: ${machine()}. The load generator runs on the same machine.\n`;
  const text = `${header}\n${sections.join("\n\n")}\n`;
  writeFileSync(path.join(root, "docs", "benchmarks.md"), text);
  process.stdout.write(text);
}

await main();
