// `npm run bench`: measures what the issues set targets for and writes docs/benchmarks.md.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { benchReliability } from "../reliability/index";
import { benchAiStream } from "./ai-stream";
import { benchCliVsAfterwriting } from "./cli-vs-afterwriting";
import { benchExportEndpoint } from "./export-endpoint";
import { benchHealthzUnderExport } from "./healthz-under-export";
import { benchHttpScenes, type HttpResult } from "./http-scenes";
import { benchParserScaling } from "./parser-scaling";

const root = path.resolve(import.meta.dirname, "../..");

function machine(): string {
  const cpu = os.cpus()[0]?.model ?? "unknown CPU";
  const memGiB = Math.round(os.totalmem() / 2 ** 30);
  return `${os.cpus().length} × ${cpu}, ${memGiB} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}`;
}

function table(header: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;
  return [
    line(header),
    line(header.map((_, i) => (i === 0 ? "---" : "---:"))),
    ...rows.map(line),
  ].join("\n");
}

const httpRows = (results: HttpResult[]) =>
  results.map((r) => [r.label, r.connections, r.rps, r.p50, r.p99, r.errors]);

async function scenesSection(seconds: number): Promise<string> {
  const { results, bytes } = await benchHttpScenes(seconds);
  return (
    `## Authenticated scene list (60 scenes, ${Math.round(bytes / 1024)} KB of JSON)\n\n` +
    `autocannon in the bench process, the server in its own process(es), ${seconds} s per row after a 2 s warm-up. ` +
    "PostgreSQL is measured with one server process and with two (`WEB_CONCURRENCY=2`, one per core of this machine); PGlite always runs in one. " +
    'Each server keeps the encoded lists it has sent under the revision the database keeps for them (docs/decisions/0012); the rows marked "no list cache" run with `SCENE_LIST_CACHE_MB=0`, reading and serialising the rows on every request, as the first read after a write does. ' +
    "Targets: PostgreSQL ≥ 1,500 requests/s with p99 ≤ 60 ms at 50 connections and p50 ≤ 2 ms at 1 connection; PGlite ≥ 600 requests/s.\n\n" +
    table(["request", "connections", "requests/s", "p50 ms", "p99 ms", "errors"], httpRows(results))
  );
}

function bundleSection(): string {
  execFileSync(
    process.execPath,
    [path.join(root, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "error"],
    { cwd: root, stdio: "inherit" },
  );
  const sizes = JSON.parse(
    execFileSync(process.execPath, [path.join(root, "scripts/bundle-size.mjs")], {
      encoding: "utf8",
    }),
  );
  return (
    "## JavaScript sent to the browser (gzip)\n\nTargets: landing page ≤ 100 KB, whole app ≤ 250 KB.\n\n" +
    table(
      ["what", "KB gzip"],
      [
        ["landing page (/)", sizes.landingKb],
        ["whole app", sizes.appKb],
      ],
    )
  );
}

async function formatSection(): Promise<string> {
  const cli = benchCliVsAfterwriting();
  const exported = await benchExportEndpoint();
  return (
    "## Screenplay format engine\n\n" +
    "Big Fish (122 pages) to PDF, whole process, median of 7 runs alternating with afterwriting 1.17.3's CLI (installed in a temporary folder). Target ≤ 0.5× afterwriting.\n\n" +
    table(
      ["converter", "median s"],
      [
        ["scriptwright export", cli.ours.toFixed(3)],
        ["afterwriting awc.js", cli.afterwriting.toFixed(3)],
        ["ratio", cli.ratio.toFixed(2)],
      ],
    ) +
    `\n\nExport endpoint, imported Big Fish as PDF (${exported.pages}), warm, 30 requests: p50 ${exported.p50} ms, p90 ${exported.p90} ms (target p50 ≤ 100 ms).`
  );
}

async function aiSection(): Promise<string> {
  const ai = await benchAiStream();
  return (
    "## AI scene streaming\n\nTime to the first streamed chunk through our server vs straight from the OpenAI-compatible stand-in (median). Target: ≤ 10 ms added.\n\n" +
    table(
      ["path", "ms"],
      [
        ["stand-in directly", ai.directMs.toFixed(2)],
        ["through /api/ai/generate-scene/stream", ai.viaServerMs.toFixed(2)],
        ["added by the server", ai.overheadMs.toFixed(2)],
      ],
    )
  );
}

async function main() {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const sections = [
    await scenesSection(seconds),
    bundleSection(),
    await formatSection(),
    benchParserScaling(),
    await benchHealthzUnderExport(),
    await aiSection(),
    // The long forms of the reliability proofs (docs/reliability.md explains each).
    (await benchReliability()).markdown,
  ];
  const header =
    `# Benchmarks\n\nMeasured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}.\n` +
    `Machine: ${machine()}. Load generators run on the same machine.\n`;
  const text = `${header}\n${sections.join("\n\n")}\n`;
  writeFileSync(path.join(root, "docs", "benchmarks.md"), text);
  process.stdout.write(text);
}

await main();
