// Front-end quality: Lighthouse 12 (its CLI, with the system Chromium) on the landing page and the
// signed-in dashboard of the built app, started as `npm start` starts it.
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, registerUser } from "./server-process";

const root = path.resolve(import.meta.dirname, "../..");
const CATEGORIES = ["performance", "accessibility", "best-practices"] as const;

export type FailingAudit = {
  id: string;
  title: string;
  score: number | null;
  category: string;
  weight: number;
  /** What Lighthouse points at (an element's snippet, an issue type, a URL), when it says. */
  examples: string[];
};
export type PageScores = {
  page: string;
  formFactor: "mobile" | "desktop";
  performance: number;
  accessibility: number;
  bestPractices: number;
  failing: FailingAudit[];
};

type Lhr = {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    {
      title: string;
      score: number | null;
      scoreDisplayMode: string;
      details?: { items?: Record<string, unknown>[] };
    }
  >;
  runtimeError?: { message: string };
};

function runLighthouse(
  url: string,
  formFactor: "mobile" | "desktop",
  cookie?: string,
): Promise<Lhr> {
  const args = [
    path.join(root, "node_modules", "lighthouse", "cli", "index.js"),
    url,
    "--quiet",
    "--output=json",
    "--output-path=stdout",
    `--only-categories=${CATEGORIES.join(",")}`,
    "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
    ...(formFactor === "desktop" ? ["--preset=desktop"] : []),
    ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
  ];
  const child = spawn(process.execPath, args, {
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  child.stdout.on("data", (chunk) => {
    out += chunk;
  });
  child.stderr.on("data", (chunk) => {
    err += chunk;
  });
  return new Promise((resolve, reject) => {
    child.on("exit", (code) => {
      if (code !== 0)
        return reject(new Error(`lighthouse exited with ${code}: ${err.slice(-1000)}`));
      try {
        resolve(JSON.parse(out) as Lhr);
      } catch {
        reject(new Error(`lighthouse printed no report: ${err.slice(-1000)}`));
      }
    });
  });
}

function describeItem(item: Record<string, unknown>): string {
  const node = item.node as { snippet?: string } | undefined;
  const text = node?.snippet ?? item.issueType ?? item.url ?? item.description ?? "";
  return String(text).slice(0, 160);
}

function scores(page: string, formFactor: "mobile" | "desktop", lhr: Lhr): PageScores {
  if (lhr.runtimeError) throw new Error(`lighthouse on ${page}: ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failing: FailingAudit[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || !["binary", "numeric", "metricSavings"].includes(audit.scoreDisplayMode))
        continue;
      if (audit.score !== null && audit.score >= 0.9) continue;
      const examples = (audit.details?.items ?? []).slice(0, 3).map(describeItem).filter(Boolean);
      failing.push({
        id: ref.id,
        title: audit.title,
        score: audit.score,
        category,
        weight: ref.weight,
        examples,
      });
    }
  }
  failing.sort((a, b) => b.weight - a.weight || (a.score ?? 0) - (b.score ?? 0));
  return {
    page,
    formFactor,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    failing,
  };
}

/** The whole report, to see why a metric is slow (LCP element and phases, request chains). */
function saveReport(dir: string, page: string, formFactor: string, lhr: Lhr): void {
  mkdirSync(dir, { recursive: true });
  const name = `${page === "/" ? "landing" : page.slice(1)}-${formFactor}-${Date.now()}.json`;
  writeFileSync(path.join(dir, name), JSON.stringify(lhr));
}

async function startApp(): Promise<{ origin: string; child: ChildProcess; dataDir: string }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "scriptwright-lighthouse-"));
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 1200; i++) {
    if (
      await fetch(`${origin}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { origin, child, dataDir };
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error("the app did not start for Lighthouse");
}

/**
 * Lighthouse sometimes fails to record a trace on a busy machine ("NO_NAVSTART"), a failure of
 * the measurement rather than of the page: one more try before giving up.
 */
async function runTwice(...args: Parameters<typeof runLighthouse>) {
  try {
    return await runLighthouse(...args);
  } catch {
    return runLighthouse(...args);
  }
}

/**
 * Lighthouse scores (0–100) of the landing page and the signed-in dashboard, for each form
 * factor asked (default: mobile, Lighthouse's default emulation with simulated throttling, and
 * desktop), with the audits that cost points. Uses the client build in dist/ (`npm run build`).
 */
export async function lighthouseScores(
  options: {
    formFactors?: ("mobile" | "desktop")[];
    pages?: ("/" | "/dashboard")[];
    /** Where to write each whole report (JSON), to see why a metric is what it is. */
    reportDir?: string;
  } = {},
): Promise<PageScores[]> {
  const { origin, child, dataDir } = await startApp();
  try {
    const cookie = await registerUser(origin, `lighthouse_${Date.now().toString(36)}`);
    // A writer with screenplays: the dashboard shows their cards instead of creating a first one.
    for (const title of ["Harbor Lights", "Night Ferry", "Blank Page"]) {
      await fetch(`${origin}/api/screenplays`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({ title, genre: "Drama", logline: "A keeper, a storm, a secret." }),
      });
    }
    const results: PageScores[] = [];
    for (const formFactor of options.formFactors ?? ["mobile", "desktop"]) {
      for (const page of options.pages ?? ["/", "/dashboard"]) {
        const lhr = await runTwice(
          `${origin}${page}`,
          formFactor,
          page === "/" ? undefined : cookie,
        );
        if (options.reportDir) saveReport(options.reportDir, page, formFactor, lhr);
        results.push(scores(page, formFactor, lhr));
      }
    }
    return results;
  } finally {
    child.kill("SIGTERM");
    if (child.exitCode === null) await once(child, "exit");
    rmSync(dataDir, { recursive: true, force: true });
  }
}
