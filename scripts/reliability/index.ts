// The long forms of the reliability proofs, for `npm run bench` (scripts/bench/index.ts calls
// benchReliability) or on their own: `npx tsx scripts/reliability/index.ts [--no-lighthouse]`.
import { type CrashReport, crashRun } from "./crash";
import { type FuzzReport, fuzzLong } from "./fuzz";
import { lighthouseScores, type PageScores } from "./lighthouse";
import { type LoadReport, loadTable, loadWorkflow } from "./load";

export type ReliabilityOptions = {
  /** Fuzz cases in all (default 10,000). */
  fuzzRuns?: number;
  /** Seconds per load run (default 60): 200 users on PostgreSQL, 50 on PGlite. */
  loadSeconds?: number;
  postgresUsers?: number;
  pgliteUsers?: number;
  /** kill -9s per database (default 20). */
  kills?: number;
  /** Lighthouse needs the client build in dist/ and Chromium (default true). */
  lighthouse?: boolean;
};

export type ReliabilityResults = {
  fuzz: FuzzReport;
  load: LoadReport[];
  crash: CrashReport[];
  lighthouse: PageScores[] | null;
  /** Every proof that failed, in words; empty when all passed. */
  failures: string[];
  markdown: string;
};

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function crashTable(reports: CrashReport[]): string {
  const rows = reports.map(
    (r) =>
      `| ${r.db} | ${r.kills} | ${r.acknowledged} | ${r.lost} | ${r.unansweredButKept} | ${r.coldStartMs} | ${median(r.restartMs)} | ${Math.max(...r.restartMs, 0)} |`,
  );
  return [
    "| database | kill -9s | acknowledged writes | lost | unanswered but kept | cold start ms | restart ms (median) | restart ms (max) |",
    "|---|---:|---:|---:|---:|---:|---:|---:|",
    ...rows,
  ].join("\n");
}

function lighthouseTable(pages: PageScores[]): string {
  const rows = pages.map(
    (p) =>
      `| ${p.page} | ${p.formFactor} | ${p.performance} | ${p.accessibility} | ${p.bestPractices} | ${p.failing
        .filter((f) => f.weight > 0)
        .slice(0, 4)
        .map((f) => f.id)
        .join(", ")} |`,
  );
  return [
    "| page | form factor | performance | accessibility | best practices | audits costing points |",
    "|---|---|---:|---:|---:|---|",
    ...rows,
  ].join("\n");
}

function failuresOf(
  fuzz: FuzzReport | null,
  load: LoadReport[],
  crash: CrashReport[],
  pages: PageScores[] | null,
): string[] {
  const failures: string[] = [];
  if (!fuzz) failures.push("fuzzing found a broken property (see the error above)");
  for (const r of load)
    if (r.errors)
      failures.push(`load on ${r.db}: ${r.errors} errors (${r.errorSamples.join("; ")})`);
  for (const r of crash) {
    if (r.lost || r.problems.length)
      failures.push(`crash on ${r.db}: ${r.lost} lost; ${r.problems.join("; ")}`);
  }
  for (const p of pages ?? []) {
    const misses = [
      p.performance < 95 ? `performance ${p.performance} < 95` : "",
      p.accessibility < 100 ? `accessibility ${p.accessibility} < 100` : "",
      p.bestPractices < 95 ? `best practices ${p.bestPractices} < 95` : "",
    ].filter(Boolean);
    if (misses.length)
      failures.push(`Lighthouse ${p.page} (${p.formFactor}): ${misses.join(", ")}`);
  }
  return failures;
}

/**
 * Runs the long forms one after the other (they would only disturb each other's figures):
 * fuzzLong, loadWorkflow on PostgreSQL and PGlite, crashRun on each, lighthouseScores. Returns
 * the figures and a markdown section; `failures` lists the targets missed.
 */
export async function benchReliability(
  options: ReliabilityOptions = {},
): Promise<ReliabilityResults> {
  const seconds = options.loadSeconds ?? 60;
  const kills = options.kills ?? 20;
  let fuzz: FuzzReport | null = null;
  let fuzzError = "";
  try {
    fuzz = await fuzzLong({ runs: options.fuzzRuns ?? 10_000 });
  } catch (error) {
    fuzzError = (error as Error).message;
  }
  const load = [
    await loadWorkflow({ db: "postgres", users: options.postgresUsers ?? 200, seconds }),
    await loadWorkflow({ db: "pglite", users: options.pgliteUsers ?? 50, seconds }),
  ];
  const crash = [
    await crashRun({ db: "pglite", kills }),
    await crashRun({ db: "postgres", kills }),
  ];
  const pages = options.lighthouse === false ? null : await lighthouseScores();
  const failures = failuresOf(fuzz, load, crash, pages);
  if (fuzzError) failures.push(fuzzError);

  const markdown = [
    "## Reliability (scripts/reliability)",
    fuzz
      ? `Fuzzing: ${fuzz.cases} malformed requests over ${fuzz.routes} routes (plus random paths) in ${(fuzz.ms / 1000).toFixed(1)} s; no 5xx, no stack trace, the bystander's rows unchanged. Statuses: ${Object.entries(
          fuzz.statusCounts,
        )
          .map(([status, count]) => `${status} × ${count}`)
          .join(", ")}.`
      : `Fuzzing FAILED: ${fuzzError.slice(0, 500)}`,
    `### Load: the writer's workflow, ${seconds} s per database\n\n${loadTable(load)}`,
    `### kill -9 during writes\n\n${crashTable(crash)}`,
    pages ? `### Lighthouse 12\n\n${lighthouseTable(pages)}` : "",
    failures.length
      ? `**Targets missed:**\n${failures.map((f) => `- ${f}`).join("\n")}`
      : "All reliability targets met.",
  ]
    .filter(Boolean)
    .join("\n\n");
  return {
    fuzz: fuzz ?? { cases: 0, routes: 0, statusCounts: {}, ms: 0 },
    load,
    crash,
    lighthouse: pages,
    failures,
    markdown,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await benchReliability({ lighthouse: !process.argv.includes("--no-lighthouse") });
  process.stdout.write(`${results.markdown}\n\n${JSON.stringify(results, null, 1)}\n`);
}
