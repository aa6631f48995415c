import { beforeAll, describe, expect, it } from "vitest";
import { send } from "../../test/app";
import { createStory } from "../../test/factories";
import { promptText } from "../../test/openai-stand-in";
import { setUpStandInApp } from "../../test/stand-in-app";

/* The Idea step's theme, setting and main character are stored with the screenplay; every later
 * AI call that builds its prompt from the screenplay must carry them, though no request sends them. */

const ELEMENTS = {
  theme: "Loyalty tested by the sea",
  setting: "A fog-bound Cornish fishing town, 1962",
  mainCharacter: "A ferry pilot who never asks for help",
};

const t = setUpStandInApp({ AI_TIMEOUT_MS: "20000", AI_THROTTLE_LIMIT: "10000" });
let story: Awaited<ReturnType<typeof createStory>>;

beforeAll(async () => {
  story = await createStory(t.app);
  const patched = await send(t.app, "PATCH", `/api/screenplays/${story.screenplayId}`, {
    cookie: story.cookie,
    body: ELEMENTS,
  });
  if (patched.statusCode !== 200) throw new Error(`setup failed: ${patched.body}`);
});

const CALLS: { path: string; body: (screenplayId: number) => Record<string, unknown> }[] = [
  { path: "generate-outline", body: (screenplayId) => ({ screenplayId }) },
  { path: "generate-character", body: (screenplayId) => ({ screenplayId, name: "Pete" }) },
  { path: "generate-dialogue", body: (screenplayId) => ({ screenplayId, character: "Mary" }) },
  {
    path: "generate-scene",
    body: (screenplayId) => ({ screenplayId, sceneHeading: "INT. FERRY - NIGHT", sceneNumber: 2 }),
  },
  {
    path: "analyze-screenplay",
    body: (screenplayId) => ({ screenplayId, content: "EXT. DOCK - NIGHT\n\nRain." }),
  },
];

describe.each(CALLS)("POST /api/ai/$path after the story elements are saved", (call) => {
  it("puts the stored theme, setting and main character in the prompt", async () => {
    const response = await send(t.app, "POST", `/api/ai/${call.path}`, {
      cookie: story.cookie,
      body: call.body(story.screenplayId),
    });
    expect(response.statusCode, response.body).toBe(200);
    const prompt = promptText(t.standIn.requests[0]);
    expect(prompt).toContain(`Theme: ${ELEMENTS.theme}`);
    expect(prompt).toContain(`Setting: ${ELEMENTS.setting}`);
    expect(prompt).toContain(`Main character: ${ELEMENTS.mainCharacter}`);
  });
});

describe("POST /api/ai/generate-scene/stream after the story elements are saved", () => {
  it("puts them in the streamed scene's prompt too", async () => {
    t.standIn.setFallback(() => ({ kind: "content", content: "Rain lashes the ferry." }));
    const response = await send(t.app, "POST", "/api/ai/generate-scene/stream", {
      cookie: story.cookie,
      body: { screenplayId: story.screenplayId, sceneHeading: "INT. FERRY - NIGHT" },
    });
    expect(response.statusCode, response.body).toBe(200);
    const prompt = promptText(t.standIn.requests[0]);
    expect(prompt).toContain(`Theme: ${ELEMENTS.theme}`);
    expect(prompt).toContain(`Main character: ${ELEMENTS.mainCharacter}`);
  });
});
