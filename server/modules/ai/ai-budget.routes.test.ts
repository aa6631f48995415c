import { beforeAll, describe, expect, it } from "vitest";
import { EARLIER_OMITTED } from "../../ai/prompts/prompt-budget";
import { structuredCalls } from "../../test/ai-test-fixtures";
import { send } from "../../test/app";
import {
  createScene,
  createScreenplay,
  createStory,
  createUser,
  rowCounts,
} from "../../test/factories";
import { promptText, requestChars } from "../../test/openai-stand-in";
import { setUpStandInApp } from "../../test/stand-in-app";

// AI_PROMPT_BUDGET_CHARS, when set, bounds every request to the provider: long context is cut
// from its older end with a marker, the instructions and the newest text are kept, and a
// provider that still refuses a request as too large gets it once, not twice.

const BUDGET = 20_000;
const t = setUpStandInApp({
  AI_TIMEOUT_MS: "20000",
  AI_THROTTLE_LIMIT: "10000",
  AI_PROMPT_BUDGET_CHARS: String(BUDGET),
});
let story: Awaited<ReturnType<typeof createStory>>;
beforeAll(async () => {
  story = await createStory(t.app);
});

/** Numbered scenes up to `length` characters, so the test can tell which ones were sent. */
function numberedScript(length: number): { content: string; scenes: number } {
  const parts: string[] = [];
  let size = 0;
  for (let n = 1; ; n++) {
    const id = `scene-${String(n).padStart(5, "0")}`;
    const part = `INT. HARBOUR OFFICE - DAY\n\nMary reads ${id} aloud. ${"The rain keeps on. ".repeat(12)}\n\nMARY\nThis is ${id}.\n\n`;
    if (size + part.length > length) return { content: parts.join(""), scenes: n - 1 };
    parts.push(part);
    size += part.length;
  }
}

const post = (path: string, body: unknown) =>
  send(t.app, "POST", `/api/ai/${path}`, { cookie: story.cookie, body });

describe("the prompt budget", () => {
  it("analyses a script far longer than the budget in three parts, each the end of its third, with the whole script's statistics", async () => {
    const { content, scenes } = numberedScript(499_900);
    const last = `scene-${String(scenes).padStart(5, "0")}`;
    const response = await post("analyze-screenplay", { content });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().statistics.sceneCount).toBe(scenes);

    expect(t.standIn.requests).toHaveLength(3);
    for (const [i, request] of t.standIn.requests.entries()) {
      expect(requestChars(request)).toBeLessThanOrEqual(BUDGET);
      // As much of the script as fits: the budget is used, not left empty.
      expect(requestChars(request)).toBeGreaterThan(BUDGET * 0.9);
      const prompt = promptText(request);
      expect(prompt).toContain(`Part ${i + 1} of 3`);
      expect(prompt).not.toContain("scene-00001");
      expect(prompt).toContain(EARLIER_OMITTED);
      expect(prompt).toContain("an excerpt");
      expect(prompt).toContain(`scenes: ${scenes}`);
      expect(prompt).toContain("Return JSON in that shape.");
    }
    expect(promptText(t.standIn.requests[2])).toContain(`This is ${last}.`);
  });

  it.each(["generate-scene", "generate-scene/stream"])(
    "POST /api/ai/%s keeps the end of a long previous scene",
    async (path) => {
      const previousScene = `FIRST LINE OF THE SCENE\n${"Mary waits by the rail.\n".repeat(8300)}LAST LINE OF THE SCENE`;
      expect(previousScene.length).toBeLessThanOrEqual(200_000);
      const response = await post(path, { sceneHeading: "INT. FERRY - NIGHT", previousScene });
      expect(response.statusCode, response.body).toBe(200);
      const [request] = t.standIn.requests;
      expect(requestChars(request)).toBeLessThanOrEqual(BUDGET);
      const prompt = promptText(request);
      expect(prompt).toContain("LAST LINE OF THE SCENE");
      expect(prompt).not.toContain("FIRST LINE OF THE SCENE");
      expect(prompt).toContain(`${EARLIER_OMITTED}\nMary waits by the rail.`);
      expect(prompt).toContain("INT. FERRY - NIGHT");
      expect(prompt).toContain("Write the next scene of the screenplay.");
    },
  );

  it("keeps the latest scenes of a long story so far, and the scene's own text whole", async () => {
    const { cookie } = await createUser(t.app);
    const { id: screenplayId } = await createScreenplay(t.app, cookie, "Long Road");
    // 70 one-line accounts of about 350 characters: more than the budget holds.
    const heading = `EXT. ROAD ${"PAST THE SALT FLATS ".repeat(8)}- DAY`;
    for (let n = 1; n <= 70; n++) {
      const beat = `Beat of scene ${n}. ${"The road goes on. ".repeat(50)}`.slice(0, 1000);
      await createScene(t.app, cookie, { screenplayId, sceneNumber: n, heading, beat });
    }
    const content = "Mary stops the truck.\n\nMARY\nNot one more mile.";
    const response = await send(t.app, "POST", "/api/ai/generate-scene", {
      cookie,
      body: { screenplayId, sceneHeading: "EXT. ROAD - NIGHT", content, mode: "continue" },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [request] = t.standIn.requests;
    expect(requestChars(request)).toBeLessThanOrEqual(BUDGET);
    const prompt = promptText(request);
    expect(prompt).toContain(
      "## The story so far (its latest scenes; the earlier ones are omitted)",
    );
    expect(prompt).toContain(`Scene 69. ${heading}: Beat of scene 69.`);
    expect(prompt).not.toContain("Beat of scene 1.");
    expect(prompt).toContain(`## The scene so far (continue from its last line)\n${content}`);
  });

  it("keeps every call within the budget when the stored story is far larger", async () => {
    const long = (prefix: string) =>
      Array.from({ length: 50 }, (_, i) => `${prefix} ${i} `.padEnd(500, "."));
    for (const name of ["Ada", "Cole"]) {
      const created = await send(t.app, "POST", "/api/characters", {
        cookie: story.cookie,
        body: {
          screenplayId: story.screenplayId,
          name,
          traits: long("trait"),
          motivations: long("motive"),
          flaws: long("flaw"),
          arc: "a".repeat(10_000),
        },
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    const beat = "b".repeat(5000);
    const keyScenes = Array.from({ length: 50 }, () => "k".repeat(1000));
    const outline = await send(t.app, "POST", "/api/outlines", {
      cookie: story.cookie,
      body: {
        screenplayId: story.screenplayId,
        act1: { incitingIncident: beat, firstPlotPoint: beat, keyScenes },
        act2: { risingAction: beat, midpoint: beat, secondPlotPoint: beat, keyScenes },
        act3: { climax: beat, resolution: beat, keyScenes },
        themesAndMotifs: [],
      },
    });
    expect(outline.statusCode, outline.body).toBe(200);
    const screenplayId = story.screenplayId;
    const calls: [string, Record<string, unknown>][] = [
      ...structuredCalls(screenplayId),
      [
        "generate-scene/stream",
        { screenplayId, sceneHeading: "INT. X - DAY", characters: ["Ada", "Cole"], act: "Act 2" },
      ],
    ];
    for (const [path, body] of calls) {
      t.standIn.reset();
      const response = await post(path, body);
      expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
      expect(requestChars(t.standIn.requests[0]), path).toBeLessThanOrEqual(BUDGET);
    }
  });
});

describe("a request the provider refuses as too large", () => {
  const tooLong = {
    kind: "status" as const,
    status: 400,
    message:
      "This model's maximum context length is 8192 tokens. However, your messages resulted in 9120 tokens. Please reduce the length of the messages.",
  };
  const message =
    "The text is too long for the AI model's context window, so the provider refused it. Shorten it, or set AI_PROMPT_BUDGET_CHARS below the model's context size.";

  it("is sent once and answers 413, storing nothing", async () => {
    const before = await rowCounts(t.app);
    t.standIn.script(tooLong);
    const response = await post("analyze-screenplay", {
      screenplayId: story.screenplayId,
      content: "INT. X - DAY\n\nAda waits.",
    });
    expect([response.statusCode, response.json().message]).toEqual([413, message]);
    expect(t.standIn.requests).toHaveLength(1);
    expect(await rowCounts(t.app)).toEqual(before);
  });

  it("answers 413 as JSON on the streaming route, and for a proxy's HTTP 413", async () => {
    t.standIn.script(tooLong, { kind: "status", status: 413, message: "Request Entity Too Large" });
    const streamed = await post("generate-scene/stream", { sceneHeading: "INT. X - DAY" });
    expect([streamed.statusCode, streamed.json().message]).toEqual([413, message]);
    const proxied = await post("generate-logline", {
      genre: "Drama",
      theme: "t",
      setting: "s",
      character: "c",
    });
    expect([proxied.statusCode, proxied.json().message]).toEqual([413, message]);
    expect(t.standIn.requests).toHaveLength(2);
  });
});
