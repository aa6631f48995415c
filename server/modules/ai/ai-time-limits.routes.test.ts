import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleFor } from "../../test/ai-test-fixtures";
import { buildTestApp, send, type TestApp } from "../../test/app";
import { createStory, rowCounts } from "../../test/factories";
import { standInEnv } from "../../test/openai-stand-in";
import { chunkText, parseEvents } from "../../test/sse-events";
import { setUpStandInApp } from "../../test/stand-in-app";

// AI_TIMEOUT_MS is how long the model may stay quiet, AI_TOTAL_TIMEOUT_MS how long a whole call
// may take. Here: 1 s of quiet; a twin app also stops every call after 1.5 s.
const t = setUpStandInApp({ AI_TIMEOUT_MS: "1000", AI_THROTTLE_LIMIT: "10000" });
let capped: TestApp;
type Story = Awaited<ReturnType<typeof createStory>>;
let story: Story;
let cappedStory: Story;
beforeAll(async () => {
  story = await createStory(t.app);
  capped = await buildTestApp({
    ...standInEnv(t.standIn),
    AI_TIMEOUT_MS: "1000",
    AI_TOTAL_TIMEOUT_MS: "1500",
  });
  cappedStory = await createStory(capped.app);
});
afterAll(() => capped.close());

/** Fifteen lines of a scene, a piece each. */
const SCENE = Array.from({ length: 15 }, (_, i) => `Line ${i + 1} of the ferry scene.\n`).join("");
/** The scene, one piece every 200 ms: three seconds in all. */
const SLOW = { kind: "slow", content: SCENE, chunks: 15, intervalMs: 200 } as const;

const IDLE_MESSAGE = "The AI model did not answer within the time limit (1 s). Please try again.";

function stream(app: TestApp, owner: Story) {
  return send(app.app, "POST", "/api/ai/generate-scene/stream", {
    cookie: owner.cookie,
    body: { screenplayId: owner.screenplayId, sceneHeading: "INT. FERRY - NIGHT" },
  });
}

describe("a streamed scene from a slow model", () => {
  it("runs past the idle limit while pieces keep coming, and is kept", async () => {
    const before = await rowCounts(t.app);
    t.standIn.script(SLOW);
    const response = await stream(t, story);
    expect(response.statusCode, response.body).toBe(200);
    const events = parseEvents(response.body);
    expect(chunkText(events)).toBe(SCENE);
    expect(events.at(-1)).toEqual({ event: "done", data: { content: SCENE } });
    expect(await rowCounts(t.app)).toEqual({ ...before, suggestions: before.suggestions + 1 });
  });

  it("that goes quiet past the idle limit ends with a partial 504 error event, keeping nothing", async () => {
    const before = await rowCounts(t.app);
    t.standIn.script({ ...SLOW, stall: { afterChunks: 5, ms: 1500 } });
    const response = await stream(t, story);
    expect(response.statusCode).toBe(200);
    const events = parseEvents(response.body);
    const received = chunkText(events);
    expect(received.length).toBeGreaterThan(0);
    expect(SCENE.startsWith(received)).toBe(true);
    expect(events.at(-1)).toEqual({
      event: "error",
      data: { status: 504, message: IDLE_MESSAGE, partial: true, textLength: received.length },
    });
    expect(await rowCounts(t.app)).toEqual(before);
  });

  it("that outlasts the total limit ends with a partial 504 error event saying so", async () => {
    const before = await rowCounts(capped.app);
    t.standIn.script(SLOW);
    const response = await stream(capped, cappedStory);
    const events = parseEvents(response.body);
    const received = chunkText(events);
    expect(SCENE.startsWith(received)).toBe(true);
    expect(events.at(-1)).toEqual({
      event: "error",
      data: {
        status: 504,
        message: "The AI call took longer than the total time limit (1.5 s). Please try again.",
        partial: true,
        textLength: received.length,
      },
    });
    expect(await rowCounts(capped.app)).toEqual(before);
  });
});

describe("a call answered whole", () => {
  const character = (app: TestApp, owner: Story) =>
    send(app.app, "POST", "/api/ai/generate-character", {
      cookie: owner.cookie,
      body: { screenplayId: owner.screenplayId, name: "Mary" },
    });

  it("waits the idle limit for the answer: a 1.2 s answer is a 504", async () => {
    t.standIn.script({ kind: "slow", content: sampleFor("character"), chunks: 6, intervalMs: 200 });
    const response = await character(t, story);
    expect([response.statusCode, response.json().message]).toEqual([504, IDLE_MESSAGE]);
  });

  it("gives a retry the idle limit again, within the total limit", async () => {
    // An unusable answer after 0.6 s (within the idle limit), then none: the total limit ends
    // the call at 1.5 s, before the retry's own idle limit (1 s from the first answer) would.
    t.standIn.script(
      { kind: "slow", content: "not json", chunks: 3, intervalMs: 200 },
      { kind: "hang" },
    );
    const response = await character(capped, cappedStory);
    expect([response.statusCode, response.json().message]).toEqual([
      504,
      "The AI call took longer than the total time limit (1.5 s). Please try again.",
    ]);
    expect(t.standIn.requests).toHaveLength(2);
  });
});
