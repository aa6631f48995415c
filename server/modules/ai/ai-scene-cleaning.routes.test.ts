import { beforeAll, describe, expect, it } from "vitest";
import { send } from "../../test/app";
import { createStory, rowCounts } from "../../test/factories";
import { chunkText, parseEvents } from "../../test/sse-events";
import { setUpStandInApp } from "../../test/stand-in-app";

// What a chatty model wraps a scene in comes off before the scene is shown or kept.
const t = setUpStandInApp({ AI_TIMEOUT_MS: "20000", AI_THROTTLE_LIMIT: "10000" });
let story: Awaited<ReturnType<typeof createStory>>;
beforeAll(async () => {
  story = await createStory(t.app);
});

const SCENE = "Rain on the ferry deck.\n\nMARY\n(low)\nWhere is he?\n\nJOHN\nGone.\n\nCUT TO:\n";
const CHATTY = `Sure! Here's the scene:\n\n\`\`\`fountain\nINT. FERRY - NIGHT\n\n${SCENE}\`\`\`\n\nI hope this works!\n`;
/** A scene whose speech says the sign-off: the speech is the scene's, so it stays. */
const SAYS_IT = "Rain.\n\nMARY\nI hope this works!\n\nJOHN\nIt won't.\n";

const body = () => ({
  screenplayId: story.screenplayId,
  sceneHeading: "INT. FERRY - NIGHT",
  characters: ["Mary", "John"],
});

/** The newest suggestion's content, as the AI history lists it. */
async function keptScene(): Promise<unknown> {
  const history = await send(t.app, "GET", `/api/screenplays/${story.screenplayId}/suggestions`, {
    cookie: story.cookie,
  });
  return history.json()[0].content;
}

async function streamed(content: string) {
  t.standIn.script({ kind: "content", content });
  const response = await send(t.app, "POST", "/api/ai/generate-scene/stream", {
    cookie: story.cookie,
    body: body(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return parseEvents(response.body);
}

describe("a streamed scene", () => {
  it("is sent and kept without the fence, the repeated heading, the lead-in and the sign-off", async () => {
    const events = await streamed(CHATTY);
    expect(chunkText(events)).toBe(SCENE);
    expect(events.at(-1)).toEqual({ event: "done", data: { content: SCENE } });
    expect(await keptScene()).toEqual({ content: SCENE });
  });

  it("keeps a speech that says 'I hope this works!'", async () => {
    const events = await streamed(SAYS_IT);
    expect(chunkText(events)).toBe(SAYS_IT);
    expect(events.at(-1)).toEqual({ event: "done", data: { content: SAYS_IT } });
  });
});

describe("a scene asked for whole", () => {
  async function generated(content: string) {
    t.standIn.script({ kind: "content", content: JSON.stringify({ content }) });
    const response = await send(t.app, "POST", "/api/ai/generate-scene", {
      cookie: story.cookie,
      body: body(),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  it("is answered and kept without the fence, the repeated heading, the lead-in and the sign-off", async () => {
    expect(await generated(CHATTY)).toEqual({ content: SCENE.trim() });
    expect(await keptScene()).toEqual({ content: SCENE.trim() });
  });

  it("keeps a speech that says 'I hope this works!'", async () => {
    expect(await generated(SAYS_IT)).toEqual({ content: SAYS_IT.trim() });
  });

  it("answers 502 when nothing but chatter came back, keeping nothing", async () => {
    t.standIn.script({
      kind: "content",
      content: JSON.stringify({
        content: "```fountain\nINT. FERRY - NIGHT\n```\nI hope this works!",
      }),
    });
    const before = await rowCounts(t.app);
    const response = await send(t.app, "POST", "/api/ai/generate-scene", {
      cookie: story.cookie,
      body: body(),
    });
    expect([response.statusCode, response.json().message]).toEqual([
      502,
      "The AI model returned an empty scene. Please try again.",
    ]);
    expect(await rowCounts(t.app)).toEqual(before);
  });
});
