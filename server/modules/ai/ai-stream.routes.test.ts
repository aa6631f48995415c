import { beforeAll, describe, expect, it } from "vitest";
import { send } from "../../test/app";
import { createStory, rowCounts, STORY } from "../../test/factories";
import { promptText } from "../../test/openai-stand-in";
import { chunkText, parseEvents } from "../../test/sse-events";
import { setUpStandInApp } from "../../test/stand-in-app";

const t = setUpStandInApp({ AI_TIMEOUT_MS: "20000" });
let story: Awaited<ReturnType<typeof createStory>>;
beforeAll(async () => {
  story = await createStory(t.app);
});

const SCENE = "Rain on the ferry deck.\n\nMARY\n(low)\nWhere is he?\n\nJOHN\nGone.\n\nCUT TO:\n";

const stream = () =>
  send(t.app, "POST", "/api/ai/generate-scene/stream", {
    cookie: story.cookie,
    body: {
      screenplayId: story.screenplayId,
      sceneHeading: "INT. FERRY - NIGHT",
      characters: ["Mary", "John"],
      act: "Act 2",
    },
  });

describe("POST /api/ai/generate-scene/stream", () => {
  it("streams the scene as SSE chunk events, then done, and keeps it as a suggestion", async () => {
    const before = await rowCounts(t.app);
    t.standIn.script({ kind: "content", content: SCENE });
    const response = await stream();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
    const events = parseEvents(response.body);
    expect(events.filter((e) => e.event === "chunk").length).toBeGreaterThan(1);
    expect(chunkText(events)).toBe(SCENE);
    expect(events.at(-1)).toEqual({ event: "done", data: { content: SCENE } });

    const [request] = t.standIn.requests;
    expect(request?.stream).toBe(true);
    const prompt = promptText(request);
    for (const fact of [
      "INT. FERRY - NIGHT",
      STORY.risingAction,
      "traits: stubborn, loyal",
      STORY.sceneOne,
    ]) {
      expect(prompt).toContain(fact);
    }
    expect(await rowCounts(t.app)).toEqual({ ...before, suggestions: before.suggestions + 1 });
  });

  it("answers an ordinary JSON error when the provider fails before the first piece", async () => {
    const before = await rowCounts(t.app);
    t.standIn.script({ kind: "status", status: 500 });
    const failed = await stream();
    expect([failed.statusCode, failed.json().message]).toEqual([
      502,
      "The AI provider failed (HTTP 500). Please try again.",
    ]);
    t.standIn.script({ kind: "status", status: 429, headers: { "retry-after": "7" } });
    const throttled = await stream();
    expect([throttled.statusCode, throttled.json().message]).toEqual([
      429,
      "The AI provider is rate-limiting requests. Try again in 7 seconds.",
    ]);
    expect(await rowCounts(t.app)).toEqual(before);
  });

  it("ends with an error event when the stream is cut midway, storing nothing", async () => {
    const before = await rowCounts(t.app);
    t.standIn.script({ kind: "cut", content: SCENE, sentChunks: 3 });
    const response = await stream();
    expect(response.statusCode).toBe(200);
    const events = parseEvents(response.body);
    const received = chunkText(events);
    expect(SCENE.startsWith(received) && received.length > 0).toBe(true);
    expect(events.at(-1)).toEqual({
      event: "error",
      data: {
        status: 502,
        message: "The AI provider's answer was cut off. Please try again.",
        partial: true,
        textLength: received.length,
      },
    });
    expect(events.some((e) => e.event === "done")).toBe(false);
    expect(await rowCounts(t.app)).toEqual(before);
  });
});
