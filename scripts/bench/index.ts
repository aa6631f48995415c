// `npm run bench`: measures what the issues set targets for and writes docs/benchmarks.md.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { benchReliability } from "../reliability/index";
import { benchAiStream } from "./ai-stream";
import { benchCliVsAfterwriting } from "./cli-vs-afterwriting";
import { benchDrafts } from "./drafts";
import { benchEditorTyping } from "./editor-typing";
import { benchExportEndpoint } from "./export-endpoint";
import { benchHealthzUnderExport } from "./healthz-under-export";
import { benchHttpScenes, type HttpResult } from "./http-scenes";
import { pageMapSection } from "./page-map";
import { benchParserScaling } from "./parser-scaling";
import { benchRevisedExport } from "./revised-export";

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
    "## JavaScript sent to the browser (gzip)\n\nTargets: landing page ≤ 100 KB, dashboard ≤ 115 KB, whole app ≤ 250 KB. The screenplay editor is a chunk of its own, loaded only by the screens that write a script.\n\n" +
    table(
      ["what", "KB gzip"],
      [
        ["landing page (/)", sizes.landingKb],
        ["dashboard", sizes.dashboardKb],
        ["whole app", sizes.appKb],
      ],
    )
  );
}

const kilobytes = (bytes: number) => Math.round(bytes / 1024);

/** The figures from before the PDF embedded its fonts (decision 0021), kept to compare with. */
const FONTS_BEFORE =
  "Before embedded fonts (built-in Courier, WinAnsi only, uncompressed), measured 2026-11-24 on this machine: ours 0.18–0.25× afterwriting's time, Big Fish PDF 439 KB.";

async function formatSection(): Promise<string> {
  const cli = benchCliVsAfterwriting();
  const exported = await benchExportEndpoint();
  const revised = benchRevisedExport();
  return (
    "## Screenplay format engine\n\n" +
    "Big Fish to PDF (ours: 123 pages, speeches broken between sentences; afterwriting's: 122), whole process, median of 7 runs alternating with afterwriting 1.17.3's CLI (installed in a temporary folder). Target ≤ 0.5× afterwriting.\n\n" +
    table(
      ["converter", "median s", "PDF KB"],
      [
        ["scriptwright export", cli.ours.toFixed(3), kilobytes(cli.bytes.ours)],
        ["afterwriting awc.js", cli.afterwriting.toFixed(3), kilobytes(cli.bytes.afterwriting)],
        ["ratio", cli.ratio.toFixed(2), (cli.bytes.ours / cli.bytes.afterwriting).toFixed(2)],
      ],
    ) +
    `\n\nExport endpoint, imported Big Fish as PDF (${exported.pages}), warm, 30 requests: p50 ${exported.p50} ms, p90 ${exported.p90} ms (target p50 ≤ 100 ms).` +
    `\n\nRevision pages (decision 0036), Big Fish with a heading and a word of a speech changed, in one process (parse, layout, PDF), median of 15 run alternately: plain ${revised.plain.toFixed(0)} ms, revised against the earlier version ${revised.revised.toFixed(0)} ms (${(revised.revised / revised.plain).toFixed(2)}×).` +
    `\n\n${FONTS_BEFORE}`
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

async function editorSection(): Promise<string> {
  const typing = await benchEditorTyping();
  return (
    "## Typing in the Script view of Big Fish\n\n" +
    `Headless Chromium at 1440×900 on the built app, Big Fish imported (${typing.scenes} scenes), 200 characters typed in the middle of the script at 10 a second, pausing 0.6 s after every 20. ` +
    "Key to paint: from the key event to the frame after it. Page layout: the engine's pagination of the whole script, mapped onto its lines, which the editor redoes once typing pauses. Target: key to paint p95 ≤ 50 ms.\n\n" +
    table(
      ["measure", "median ms", "p95 ms"],
      [
        ["key to paint", typing.keyToPaint.median, typing.keyToPaint.p95],
        [
          `page layout (${typing.pageLayout.runs} runs)`,
          typing.pageLayout.median,
          typing.pageLayout.p95,
        ],
      ],
    )
  );
}

/** A section of the report; `heading` is how its part of the written file begins. */
type Section = { name: string; heading: string; measure: () => string | Promise<string> };

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const SECTIONS: Section[] = [
  { name: "scenes", heading: "## Authenticated scene list", measure: () => scenesSection(seconds) },
  { name: "bundle", heading: "## JavaScript sent to the browser", measure: bundleSection },
  { name: "format", heading: "## Screenplay format engine", measure: formatSection },
  { name: "page-map", heading: "## Pages in the editor", measure: pageMapSection },
  { name: "parser", heading: "## Parser on hostile input", measure: benchParserScaling },
  { name: "healthz", heading: "## /healthz while", measure: benchHealthzUnderExport },
  { name: "ai", heading: "## AI scene streaming", measure: aiSection },
  { name: "drafts", heading: "## Drafts of Big Fish", measure: () => benchDrafts() },
  { name: "editor", heading: "## Typing in the Script view", measure: editorSection },
  // The long forms of the reliability proofs (docs/reliability.md explains each).
  {
    name: "reliability",
    heading: "## Reliability",
    measure: async () => (await benchReliability()).markdown,
  },
];

/** Each section says when and on what it was measured, so a partial run can replace only its own. */
async function measure(section: Section): Promise<string> {
  const [heading = "", ...rest] = (await section.measure()).split("\n");
  const date = new Date().toISOString().slice(0, 10);
  return [heading, "", `Measured ${date} on ${machine()}.`, ...rest].join("\n");
}

/** The parts of the last written report, each from one `## ` heading to the next. */
function previousParts(file: string): string[] {
  const previous = existsSync(file) ? readFileSync(file, "utf8") : "";
  return previous
    .split(/^(?=## )/m)
    .slice(1)
    .map((part) => part.trimEnd());
}

/** `npm run bench` measures every section; `npm run bench -- parser healthz` only those. */
async function main() {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((name) => !SECTIONS.some((s) => s.name === name));
  if (unknown.length > 0) {
    const known = SECTIONS.map((s) => s.name).join(", ");
    throw new Error(`Unknown bench sections: ${unknown.join(", ")} (known: ${known})`);
  }
  const file = path.join(root, "docs", "benchmarks.md");
  const previous = previousParts(file);
  const parts: string[] = [];
  for (const section of SECTIONS) {
    if (wanted.length === 0 || wanted.includes(section.name)) parts.push(await measure(section));
    else parts.push(...previous.filter((part) => part.startsWith(section.heading)));
  }
  const header =
    "# Benchmarks\n\nMeasured by `npm run bench` (or `npm run bench -- <section>…` for some); each section gives its date and machine.\n" +
    "Load generators run on the same machine.\n";
  const text = `${header}\n${parts.join("\n\n")}\n`;
  writeFileSync(file, text);
  process.stdout.write(text);
}

await main();
