// Load proof: virtual users run a writer's workflow against the real server in its own process
// (sign in, list screenplays, open one, list scenes, edit one with its updatedAt, save the outline,
// export a PDF) for a fixed time. Every answer must be the expected one; latency per request kind.

import { outlineBody } from "#server/test/factories";
import { client, createStorage, type DbKind, registerUser, startServer } from "./server-process";

export type Kind =
  | "sign in"
  | "list screenplays"
  | "open screenplay"
  | "list scenes"
  | "edit scene"
  | "save outline"
  | "export PDF";
const KINDS: Kind[] = [
  "sign in",
  "list screenplays",
  "open screenplay",
  "list scenes",
  "edit scene",
  "save outline",
  "export PDF",
];

export type KindStats = { kind: Kind; count: number; p50: number; p99: number; max: number };
export type LoadReport = {
  db: DbKind;
  users: number;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  errors: number;
  /** The first few unexpected answers, for the failure message. */
  errorSamples: string[];
  kinds: KindStats[];
};

const PASSWORD = "reliability passphrase 42";
const SCENES_PER_USER = 8;

type Vu = { username: string; ip: string; screenplayId: number; sceneIds: number[] };

/** Each virtual user comes from its own address (TRUST_PROXY, as behind a load balancer), so the
 * per-IP registration throttle sees 200 people, not one. */
const ipOf = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

async function seedUser(origin: string, i: number, runId: string): Promise<Vu> {
  const username = `load_${runId}_${i}`;
  const ip = ipOf(i + 1);
  const cookie = await registerUser(origin, username, { "x-forwarded-for": ip });
  const api = client(origin, cookie, { "x-forwarded-for": ip });
  const created = await api("POST", "/api/screenplays", {
    title: `Load test ${i}`,
    genre: "Drama",
    logline: "A keeper, a storm, a secret.",
  });
  const { id: screenplayId } = (await created.json()) as { id: number };
  const sceneIds: number[] = [];
  for (let n = 1; n <= SCENES_PER_USER; n++) {
    const scene = await api("POST", "/api/scenes", {
      screenplayId,
      sceneNumber: n,
      heading: `INT. LIGHTHOUSE ${n} - NIGHT`,
      content:
        `The lamp turns.\n\nMARY\nWho's there?\n\nJOHN (O.S.)\nOnly the wind, ${n} times over.\n`.repeat(
          6,
        ),
      act: "Act 1",
    });
    if (scene.status !== 201)
      throw new Error(`seeding scene: ${scene.status} ${await scene.text()}`);
    sceneIds.push(((await scene.json()) as { id: number }).id);
  }
  return { username, ip, screenplayId, sceneIds };
}

async function inBatches<T>(
  count: number,
  concurrency: number,
  make: (i: number) => Promise<T>,
): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) {
        const i = next++;
        results[i] = await make(i);
      }
    }),
  );
  return results;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return Math.round(
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0,
  );
}

/**
 * `users` virtual users for `seconds` on a fresh server: PostgreSQL (a private database on
 * TEST_DATABASE_URL's server) or PGlite (a DATA_DIR). Users start over the first quarter of the
 * run (at most 5 s), sign in once, then repeat the workflow until the time is up.
 */
export async function loadWorkflow(options: {
  db: DbKind;
  users: number;
  seconds: number;
}): Promise<LoadReport> {
  const { db, users, seconds } = options;
  const storage = await createStorage(db);
  const server = await startServer(storage, { env: { TRUST_PROXY: "loopback" } });
  const latencies = new Map<Kind, number[]>(KINDS.map((k) => [k, []]));
  const errorSamples: string[] = [];
  let errors = 0;
  try {
    const runId = Math.random().toString(36).slice(2, 8);
    const vus = await inBatches(users, 8, (i) => seedUser(server.origin, i, runId));

    const started = performance.now();
    const endsAt = started + seconds * 1000;
    const rampMs = Math.min(5_000, (seconds * 1000) / 4);

    /** One request: timed, and anything but the expected status is an error. */
    async function step<T>(
      kind: Kind,
      expected: number,
      send: () => Promise<Response>,
      read: (r: Response) => Promise<T>,
    ): Promise<T | null> {
      const t0 = performance.now();
      try {
        const response = await send();
        const value = response.status === expected ? await read(response) : null;
        latencies.get(kind)?.push(performance.now() - t0);
        if (response.status !== expected) {
          errors++;
          if (errorSamples.length < 5)
            errorSamples.push(
              `${kind}: ${response.status} ${(await response.text()).slice(0, 200)}`,
            );
        }
        return value;
      } catch (error) {
        errors++;
        if (errorSamples.length < 5) errorSamples.push(`${kind}: ${(error as Error).message}`);
        return null;
      }
    }

    async function runVu(vu: Vu, index: number) {
      await new Promise((resolve) => setTimeout(resolve, (rampMs * index) / users));
      const anonymous = client(server.origin, "", { "x-forwarded-for": vu.ip });
      const cookie = await step(
        "sign in",
        200,
        () => anonymous("POST", "/api/login", { username: vu.username, password: PASSWORD }),
        async (r) => {
          await r.arrayBuffer();
          return (r.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
        },
      );
      if (!cookie) return;
      const api = client(server.origin, cookie, { "x-forwarded-for": vu.ip });
      const drain = async (r: Response) => {
        await r.arrayBuffer();
        return true;
      };
      for (let n = 0; performance.now() < endsAt; n++) {
        await step("list screenplays", 200, () => api("GET", "/api/screenplays"), drain);
        await step(
          "open screenplay",
          200,
          () => api("GET", `/api/screenplays/${vu.screenplayId}`),
          drain,
        );
        const scenes = await step(
          "list scenes",
          200,
          () => api("GET", `/api/screenplays/${vu.screenplayId}/scenes`),
          (r) => r.json() as Promise<{ id: number; updatedAt: string; content: string }[]>,
        );
        const scene = scenes?.[n % SCENES_PER_USER];
        if (scene) {
          await step(
            "edit scene",
            200,
            () =>
              api("PATCH", `/api/scenes/${scene.id}`, {
                updatedAt: scene.updatedAt,
                content: `${scene.content.slice(0, 900)}\nRevision ${n}.`,
              }),
            drain,
          );
        }
        await step(
          "save outline",
          200,
          () => api("POST", "/api/outlines", outlineBody(vu.screenplayId, n)),
          drain,
        );
        await step(
          "export PDF",
          200,
          () => api("GET", `/api/screenplays/${vu.screenplayId}/export?format=pdf`),
          drain,
        );
      }
    }

    await Promise.all(vus.map(runVu));
    const elapsed = (performance.now() - started) / 1000;
    const kinds = KINDS.map((kind) => {
      const sorted = [...(latencies.get(kind) ?? [])].sort((a, b) => a - b);
      return {
        kind,
        count: sorted.length,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        max: Math.round(sorted.at(-1) ?? 0),
      };
    });
    const requests = kinds.reduce((sum, k) => sum + k.count, 0);
    return {
      db,
      users,
      seconds,
      requests,
      requestsPerSecond: Math.round(requests / elapsed),
      errors,
      errorSamples,
      kinds,
    };
  } finally {
    await server.stop();
    await storage.dispose();
  }
}

export function loadTable(reports: LoadReport[]): string {
  const rows = reports.flatMap((r) =>
    r.kinds.map(
      (k) => `| ${r.db} | ${r.users} | ${k.kind} | ${k.count} | ${k.p50} | ${k.p99} | ${k.max} |`,
    ),
  );
  const totals = reports.map(
    (r) =>
      `${r.db}, ${r.users} users × ${r.seconds} s: ${r.requests} requests (${r.requestsPerSecond}/s), ${r.errors} errors`,
  );
  return [
    "| database | users | request | count | p50 ms | p99 ms | max ms |",
    "|---|---:|---|---:|---:|---:|---:|",
    ...rows,
    "",
    ...totals.map((t) => `- ${t}`),
  ].join("\n");
}
