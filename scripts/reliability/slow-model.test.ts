import { beforeAll, expect, it } from "vitest";
import { send } from "#server/test/app";
import { createStory, rowCounts } from "#server/test/factories";
import { chunkText, parseEvents } from "#server/test/sse-events";
import { setUpStandInApp } from "#server/test/stand-in-app";

// A local model writing a scene slowly: a piece every second for 90 s, with an idle limit of
// 5 s. It takes 90 s of wall time, so it runs in the reliability project (decision 0026); the
// everyday loop has the same check at 3 s (server/modules/ai/ai-time-limits.routes.test.ts).
const t = setUpStandInApp({ AI_TIMEOUT_MS: "5000" });
let story: Awaited<ReturnType<typeof createStory>>;
beforeAll(async () => {
  story = await createStory(t.app);
});

const SCENE = Array.from(
  { length: 90 },
  (_, i) => `Line ${i + 1} of a long night on the ferry.\n`,
).join("");

it("streams a 90-second scene to the end with AI_TIMEOUT_MS=5000, and keeps it", async () => {
  const before = await rowCounts(t.app);
  t.standIn.script({ kind: "slow", content: SCENE, chunks: 90, intervalMs: 1000 });
  const response = await send(t.app, "POST", "/api/ai/generate-scene/stream", {
    cookie: story.cookie,
    body: { screenplayId: story.screenplayId, sceneHeading: "INT. FERRY - NIGHT" },
  });
  expect(response.statusCode, response.body).toBe(200);
  const events = parseEvents(response.body);
  expect(chunkText(events)).toBe(SCENE);
  expect(events.at(-1)).toEqual({ event: "done", data: { content: SCENE } });
  expect(await rowCounts(t.app)).toEqual({ ...before, suggestions: before.suggestions + 1 });
}, 150_000);
