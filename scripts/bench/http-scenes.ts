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

async function startBenchServer(
  kind: "postgres" | "pglite",
): Promise<{ child: ChildProcess; target: Target }> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "scripts/bench/bench-server.ts", kind],
    {
      cwd: root,
      env: {
        ...process.env,
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

/** Authenticated scene list of 60 scenes (~85 KB) on each database, beside the framework's ceiling. */
export async function benchHttpScenes(
  seconds = 10,
  kinds: readonly ("postgres" | "pglite")[] = ["postgres", "pglite"],
): Promise<{ results: HttpResult[]; bytes: number }> {
  const results: HttpResult[] = [];
  let bytes = 0;
  for (const kind of kinds) {
    const { child, target } = await startBenchServer(kind);
    bytes = target.bytes;
    const name = kind === "postgres" ? "PostgreSQL" : "PGlite";
    for (const connections of [50, 1]) {
      results.push(
        await run(
          `GET scenes (${name})`,
          `${target.origin}${target.path}`,
          target.cookie,
          connections,
          seconds,
        ),
      );
      if (kind === "postgres") {
        results.push(
          await run(
            "same bytes, no session/DB (ceiling)",
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
