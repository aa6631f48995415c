import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  paginate,
  parseFountain,
  profiles,
  screenplayToFountain,
  writeFdx,
  writeText,
} from "#shared/domain/screenplay/index";
import { loadScriptFonts } from "#shared/domain/screenplay/load-script-fonts";
import { writePdf } from "#shared/domain/screenplay/write-pdf";
import { buildTestApp, send, type TestApp } from "../../test/app";
import { createScreenplay, createUser } from "../../test/factories";

const fixtures = path.resolve(import.meta.dirname, "../../../fixtures/screenplays");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A legal but long script: `count` scenes of just under 200,000 characters each. */
async function longScreenplay(t: TestApp, cookie: string, count: number) {
  const { id } = await createScreenplay(t.app, cookie, "The Long One");
  const block =
    "MARY\n(quietly)\nA line of dialogue that runs long enough to wrap across the column twice.\n\n" +
    "She crosses to the window and looks down at the street, where the rain has not stopped.\n\n";
  const content = block.repeat(Math.floor(199_000 / block.length));
  for (let i = 1; i <= count; i++) {
    const body = { screenplayId: id, sceneNumber: i, heading: `INT. ROOM ${i} - DAY`, content };
    const response = await send(t.app, "POST", "/api/scenes", { cookie, body });
    expect(response.statusCode).toBe(201);
  }
  return id;
}

/**
 * Asks /healthz over and over until `pending` settles; returns the longest time between two
 * answers (or between one and the end). On a blocked event loop that is the whole blockage.
 */
async function longestHealthzGap(t: TestApp, pending: Promise<unknown>) {
  let settled = false;
  void pending.finally(() => {
    settled = true;
  });
  let last = performance.now();
  let longest = 0;
  let answers = 0;
  while (!settled) {
    expect((await send(t.app, "GET", "/healthz")).statusCode).toBe(200);
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
    answers++;
    await sleep(20);
  }
  return { longest: Math.max(longest, performance.now() - last), answers };
}

/** CPU time this process spends over `ms`: the app's worker threads are threads of it. */
async function cpuMsOver(ms: number) {
  const start = process.cpuUsage();
  await sleep(ms);
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

describe("exports in worker threads, with a time limit", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ FORMAT_JOB_TIMEOUT_MS: "2500" });
  });
  afterAll(() => t.close());

  it("keeps /healthz answering, stops a job past the limit, then exports again", async () => {
    const { cookie } = await createUser(t.app);
    // About 14 MB of screenplay: 5+ s of layout and PDF writing on this machine.
    const longId = await longScreenplay(t, cookie, 72);
    const started = performance.now();
    const exporting = send(t.app, "GET", `/api/screenplays/${longId}/export?format=pdf`, {
      cookie,
    });
    const { longest, answers } = await longestHealthzGap(t, exporting);
    const stopped = await exporting;
    expect(longest).toBeLessThan(1_000);
    expect(answers).toBeGreaterThan(5);
    expect(stopped.statusCode).toBe(503);
    expect(stopped.json().message).toBe(
      "The PDF export took longer than 2.5 seconds and was stopped",
    );
    expect(performance.now() - started).toBeLessThan(10_000);
    // The stopped job's thread is terminated, not left to finish the job on its own.
    expect(await cpuMsOver(1_000)).toBeLessThan(500);

    const { id } = await createScreenplay(t.app, cookie);
    const scene = { screenplayId: id, sceneNumber: 1, heading: "INT. HALL - DAY" };
    await send(t.app, "POST", "/api/scenes", { cookie, body: { ...scene, content: "Hello." } });
    const next = await send(t.app, "GET", `/api/screenplays/${id}/export?format=pdf`, { cookie });
    expect(next.statusCode).toBe(200);
    expect(next.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });
});

describe("exports in worker threads", () => {
  let t: TestApp;
  beforeAll(async () => {
    // One thread, as on a 2-core machine, so four clients always queue.
    t = await buildTestApp({ FORMAT_JOB_THREADS: "1" });
  });
  afterAll(() => t.close());

  it("serves exports in the order they come: no client waits behind the others", async () => {
    const { cookie } = await createUser(t.app);
    const content = readFileSync(path.join(fixtures, "big-fish.fountain"), "utf8");
    const imported = await send(t.app, "POST", "/api/screenplays/import", {
      cookie,
      body: { filename: "big-fish.fountain", content },
    });
    const url = `/api/screenplays/${imported.json().id}/export?format=pdf`;
    const until = performance.now() + 3_000;
    const client = async () => {
      let exports = 0;
      while (performance.now() < until) {
        expect((await send(t.app, "GET", url, { cookie })).statusCode).toBe(200);
        exports++;
      }
      return exports;
    };
    const counts = await Promise.all([client(), client(), client(), client()]);
    // In turn, four clients get the same share however fast the machine; out of order, two
    // of them got one export each in 3 s while the other two got dozens.
    expect(
      Math.max(...counts) - Math.min(...counts),
      `exports per client: ${counts}`,
    ).toBeLessThanOrEqual(2);
  });

  it("writes the same bytes as the format engine does in this process", async () => {
    const { cookie, user } = await createUser(t.app);
    const content = readFileSync(path.join(fixtures, "big-fish.fountain"), "utf8");
    const imported = await send(t.app, "POST", "/api/screenplays/import", {
      cookie,
      body: { filename: "big-fish.fountain", content },
    });
    const { id, title, titlePage, opening } = imported.json();
    const scenes = (await send(t.app, "GET", `/api/screenplays/${id}/scenes`, { cookie })).json();
    const fountain = screenplayToFountain({
      title,
      author: user.username,
      titlePage,
      opening,
      scenes,
    });
    const doc = parseFountain(fountain);
    for (const paper of ["letter", "a4"] as const) {
      const pagination = paginate(doc, profiles[paper]);
      const expected = {
        fountain: Buffer.from(fountain),
        fdx: Buffer.from(writeFdx(doc, { profile: profiles[paper] })),
        txt: Buffer.from(writeText(pagination)),
        pdf: Buffer.from(writePdf(pagination, loadScriptFonts(), { title, author: user.username })),
      };
      for (const [format, bytes] of Object.entries(expected)) {
        const url = `/api/screenplays/${id}/export?format=${format}&paper=${paper}`;
        const response = await send(t.app, "GET", url, { cookie });
        expect(response.rawPayload.equals(bytes), `${format} on ${paper}`).toBe(true);
      }
    }
  });
});

describe("a job past the time limit", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ FORMAT_JOB_TIMEOUT_MS: "1" });
  });
  afterAll(() => t.close());

  it("answers 503 saying the import was stopped, and stores nothing", async () => {
    const { cookie } = await createUser(t.app);
    const response = await send(t.app, "POST", "/api/screenplays/import", {
      cookie,
      body: { content: "INT. HALL - DAY\n\nShe waits." },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe("The import took longer than 1 ms and was stopped");
    expect((await send(t.app, "GET", "/api/screenplays", { cookie })).json()).toEqual([]);
  });

  it("answers 503 naming the format of the stopped export", async () => {
    const { cookie } = await createUser(t.app);
    const { id } = await createScreenplay(t.app, cookie);
    const response = await send(t.app, "GET", `/api/screenplays/${id}/export?format=fdx`, {
      cookie,
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe("The FDX export took longer than 1 ms and was stopped");
  });
});
