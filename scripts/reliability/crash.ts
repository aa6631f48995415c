// Crash proof: kill -9 the server in the middle of a write loop, restart it on the same data,
// and check that every acknowledged write (201/200 received) is there and the database opens.
import { randomBytes } from "node:crypto";
import {
  client,
  createStorage,
  type DbKind,
  registerUser,
  type ServerProcess,
  startServer,
} from "./server-process";

export type CrashReport = {
  db: DbKind;
  kills: number;
  /** Writes answered 201/200 before the kill. */
  acknowledged: number;
  /** Acknowledged writes missing (or older than acknowledged) after the restart: must be 0. */
  lost: number;
  /** Writes sent but unanswered at the kill that were committed anyway (allowed either way). */
  unansweredButKept: number;
  /** From the kill to the first 200 of /readyz of the new process, per kill. */
  restartMs: number[];
  /** A clean first start to /readyz, for comparison (the lock is free then). */
  coldStartMs: number;
  problems: string[];
};

type SceneRecord = { id: number; acked: string; pending?: string };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A scene number is one scene's in its screenplay: each create, in any loop, takes the next. */
let sceneNumbers = 0;

/**
 * One writer: creates a scene, then edits it with its updatedAt, again and again, until the
 * server stops answering. Records what was acknowledged and what was in flight.
 */
async function writeLoop(
  origin: string,
  cookie: string,
  screenplayId: number,
  tag: string,
  scenes: SceneRecord[],
  acks: { count: number },
) {
  const api = client(origin, cookie);
  for (let n = 0; ; n++) {
    const content = `${tag}-${n} ${randomBytes(6).toString("hex")}`;
    try {
      const created = await api("POST", "/api/scenes", {
        screenplayId,
        sceneNumber: ++sceneNumbers,
        heading: `INT. ${tag}-${n} - NIGHT`,
        content,
      });
      if (created.status !== 201) throw new Error(`create answered ${created.status}`);
      const scene = (await created.json()) as { id: number; updatedAt: string };
      acks.count++;
      const record: SceneRecord = { id: scene.id, acked: content };
      scenes.push(record);
      const edited = `${content} (edited)`;
      record.pending = edited;
      const patched = await api("PATCH", `/api/scenes/${scene.id}`, {
        updatedAt: scene.updatedAt,
        content: edited,
      });
      if (patched.status !== 200) throw new Error(`edit answered ${patched.status}`);
      await patched.arrayBuffer();
      acks.count++;
      record.acked = edited;
      delete record.pending;
    } catch (error) {
      // The kill: connections drop. Anything else is a failure of the proof itself.
      if (error instanceof TypeError) return; // fetch failed
      throw error;
    }
  }
}

async function verify(
  server: ServerProcess,
  cookie: string,
  screenplayId: number,
  scenes: SceneRecord[],
) {
  const response = await client(server.origin, cookie)(
    "GET",
    `/api/screenplays/${screenplayId}/scenes`,
  );
  if (response.status !== 200)
    return { lost: scenes.length, kept: 0, problem: `scene list answered ${response.status}` };
  const stored = new Map(
    ((await response.json()) as { id: number; content: string }[]).map((s) => [s.id, s.content]),
  );
  let lost = 0;
  let kept = 0;
  for (const scene of scenes) {
    const content = stored.get(scene.id);
    if (content === scene.acked) continue;
    if (content !== undefined && content === scene.pending) {
      kept++;
      scene.acked = content;
      delete scene.pending;
      continue;
    }
    lost++;
  }
  return { lost, kept, problem: lost ? `${lost} acknowledged writes missing` : null };
}

/**
 * `kills` rounds of: `writers` concurrent write loops for a random 0.3–1.2 s, kill -9, restart,
 * check. PGlite runs on a DATA_DIR on disk; PostgreSQL on a private database (TEST_DATABASE_URL's
 * server, default postgres://postgres@127.0.0.1:5432/test).
 */
export async function crashRun(options: {
  db: DbKind;
  kills: number;
  writers?: number;
}): Promise<CrashReport> {
  const storage = await createStorage(options.db);
  const report: CrashReport = {
    db: options.db,
    kills: 0,
    acknowledged: 0,
    lost: 0,
    unansweredButKept: 0,
    restartMs: [],
    coldStartMs: 0,
    problems: [],
  };
  let server = await startServer(storage);
  report.coldStartMs = server.readyMs;
  try {
    const cookie = await registerUser(server.origin, `crash_${randomBytes(4).toString("hex")}`);
    const created = await client(server.origin, cookie)("POST", "/api/screenplays", {
      title: "Crash test",
    });
    const { id: screenplayId } = (await created.json()) as { id: number };
    const scenes: SceneRecord[] = [];
    const acks = { count: 0 };
    for (let round = 1; round <= options.kills; round++) {
      const loops = Array.from({ length: options.writers ?? 4 }, (_, w) =>
        writeLoop(server.origin, cookie, screenplayId, `R${round}W${w}`, scenes, acks),
      );
      await pause(300 + Math.random() * 900);
      const killedAt = performance.now();
      await server.kill9();
      await Promise.all(loops);
      report.kills++;
      server = await startServer(storage);
      report.restartMs.push(Math.round(performance.now() - killedAt));
      const result = await verify(server, cookie, screenplayId, scenes);
      report.lost += result.lost;
      report.unansweredButKept += result.kept;
      if (result.problem) report.problems.push(`after kill ${round}: ${result.problem}`);
    }
    report.acknowledged = acks.count;
    return report;
  } catch (error) {
    report.problems.push(`${(error as Error).message}\n${server.stderr().slice(-2000)}`);
    return report;
  } finally {
    await server.stop().catch(() => undefined);
    await storage.dispose();
  }
}

/** The long form for the bench: 20 kills on PGlite and 20 on PostgreSQL. */
export async function crashLong(options: { kills?: number } = {}): Promise<CrashReport[]> {
  const kills = options.kills ?? 20;
  return [await crashRun({ db: "pglite", kills }), await crashRun({ db: "postgres", kills })];
}
