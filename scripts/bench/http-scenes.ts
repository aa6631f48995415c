import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { createInterface } from "node:readline";
import autocannon from "autocannon";

const root = path.resolve(import.meta.dirname, "../..");

type Target = { origin: string; cookie: string; path: string; bytes: number };
export type HttpResult = {
  label: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
};

async function startBenchServer({
  kind,
  processes,
  cached,
}: Setup): Promise<{ child: ChildProcess; target: Target }> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "scripts/bench/bench-server.ts", kind, String(processes)],
    {
      cwd: root,
      env: {
        ...process.env,
        SCENE_LIST_CACHE_MB: cached ? "64" : "0",
        TEST_DATABASE_URL:
          process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test",
      },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  if (!child.stdout) throw new Error("bench server has no stdout");
  const lines = createInterface({ input: child.stdout });
  for await (const line of lines) return { child, target: JSON.parse(line) as Target };
  throw new Error("bench server printed nothing");
}

async function run(
  label: string,
  url: string,
  cookie: string,
  connections: number,
  seconds: number,
): Promise<HttpResult> {
  const options = { url, connections, duration: seconds, headers: cookie ? { cookie } : {} };
  await autocannon({ ...options, duration: 2 }); // warm-up: JIT, connection pools
  const result = await autocannon(options);
  return {
    label,
    connections,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/**
 * One server configuration of the bench: its database, its number of processes, and whether
 * it keeps encoded scene lists (decision 0012) or reads the rows on every request.
 */
type Setup = { kind: "postgres" | "pglite"; processes: number; cached: boolean };

const SETUPS: Setup[] = [
  { kind: "postgres", processes: 1, cached: true },
  // WEB_CONCURRENCY=2: one server process per core of this machine.
  { kind: "postgres", processes: 2, cached: true },
  { kind: "pglite", processes: 1, cached: true },
  // SCENE_LIST_CACHE_MB=0: what a list costs right after a write changed it.
  { kind: "postgres", processes: 1, cached: false },
  { kind: "pglite", processes: 1, cached: false },
];

const setupName = ({ kind, processes, cached }: Setup) =>
  [
    kind === "postgres" ? "PostgreSQL" : "PGlite",
    ...(processes > 1 ? [`${processes} processes`] : []),
    ...(cached ? [] : ["no list cache"]),
  ].join(", ");

/**
 * Authenticated scene list of 60 scenes (~85 KB) on each database, beside the framework's
 * ceiling, on one server process and (PostgreSQL) on one per core.
 */
export async function benchHttpScenes(
  seconds = 10,
  setups: readonly Setup[] = SETUPS,
): Promise<{ results: HttpResult[]; bytes: number }> {
  const results: HttpResult[] = [];
  let bytes = 0;
  for (const setup of setups) {
    const { child, target } = await startBenchServer(setup);
    bytes = target.bytes;
    for (const connections of [50, 1]) {
      results.push(
        await run(
          `GET scenes (${setupName(setup)})`,
          `${target.origin}${target.path}`,
          target.cookie,
          connections,
          seconds,
        ),
      );
      if (setup.kind === "postgres" && setup.cached) {
        results.push(
          await run(
            `same bytes, no session/DB (ceiling${setup.processes > 1 ? `, ${setup.processes} processes` : ""})`,
            `${target.origin}/bench/ceiling`,
            "",
            connections,
            seconds,
          ),
        );
      }
    }
    child.kill("SIGTERM");
    await once(child, "exit");
  }
  return { results, bytes };
}
