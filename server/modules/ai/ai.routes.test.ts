import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AnalysisResultSchema,
  CharacterResultSchema,
  LoglineResultSchema,
  OutlineResultSchema,
  SceneResultSchema,
  StoryIdeasResultSchema,
} from "#shared/schemas/ai-results";
import { SAMPLE_OUTPUTS, type SampleName } from "../../test/ai-test-fixtures";
import { buildTestApp, send, type TestApp } from "../../test/app";
import { createStory, rowCounts, STORY } from "../../test/factories";
import { promptText, standInEnv } from "../../test/openai-stand-in";
import { setUpStandInApp } from "../../test/stand-in-app";

const t = setUpStandInApp({ AI_TIMEOUT_MS: "20000", AI_THROTTLE_LIMIT: "10000" });
type Seeded = Awaited<ReturnType<typeof createStory>>;
let story: Seeded;
// A twin app with a short AI_TIMEOUT_MS for the hang tests, answered by the same stand-in; the
// main one keeps a generous limit so ordinary calls never time out on a loaded machine.
let slow: TestApp;
let slowStory: Seeded;

beforeAll(async () => {
  story = await createStory(t.app);
  slow = await buildTestApp({ ...standInEnv(t.standIn), AI_TIMEOUT_MS: "500" });
  slowStory = await createStory(slow.app);
});
afterAll(() => slow.close());

type Call = {
  path: string;
  schemaName: SampleName;
  body: (s: Seeded) => Record<string, unknown>;
  /** Context the prompt must carry (point 2 of the issue: Dramatron-style levels). */
  context: () => string[];
  check: (json: unknown) => void;
};

const CALLS: Call[] = [
  {
    path: "generate-logline",
    schemaName: "logline",
    body: (s) => ({
      screenplayId: s.screenplayId,
      genre: "Thriller",
      theme: "trust",
      setting: "Lisbon",
      character: "a ferry pilot",
    }),
    context: () => [
      "Thriller",
      "trust",
      "Lisbon",
      "a ferry pilot",
      STORY.title,
      "MARY (role: protagonist",
    ],
    check: (json) => expect(LoglineResultSchema.parse(json)).toEqual(SAMPLE_OUTPUTS.logline),
  },
  {
    path: "generate-story-ideas",
    schemaName: "story_ideas",
    body: (s) => ({
      screenplayId: s.screenplayId,
      genre: "Thriller",
      theme: "trust",
      setting: "Lisbon",
    }),
    context: () => ["Thriller", "trust", "Lisbon", STORY.logline],
    check: (json) => expect(StoryIdeasResultSchema.parse(json).ideas).toHaveLength(3),
  },
  {
    path: "generate-character",
    schemaName: "character",
    body: (s) => ({ screenplayId: s.screenplayId, name: "Pete" }),
    // Role falls back to 'protagonist'; genre comes from the screenplay (Drama).
    context: () => [
      "Develop the character Pete, the protagonist of this Drama screenplay",
      STORY.logline,
      "MARY (role: protagonist; traits: stubborn, loyal",
      "JOHN (role: antagonist",
    ],
    check: (json) => expect(CharacterResultSchema.parse(json)).toEqual(SAMPLE_OUTPUTS.character),
  },
  {
    path: "generate-dialogue",
    schemaName: "dialogue",
    body: (s) => ({ screenplayId: s.screenplayId, character: "Mary" }),
    context: () => [
      "traits: stubborn, loyal",
      "motivations: Find her brother",
      "flaws: Never asks for help",
      "arc: From going it alone",
      STORY.logline,
      "a tense confrontation",
    ],
    check: (json) =>
      expect(json).toEqual({
        dialogueSamples: [
          { dialogue: "I don't need help.", parenthetical: "(flat)" },
          { dialogue: "Fine. Come with me." },
        ],
      }),
  },
  {
    path: "generate-outline",
    schemaName: "outline",
    body: (s) => ({ screenplayId: s.screenplayId }),
    context: () => [
      `## Title\n${STORY.title}`,
      `## Logline\n${STORY.logline}`,
      "## Genre\nDrama",
      "MARY (role: protagonist",
    ],
    check: (json) =>
      expect(OutlineResultSchema.parse(json).act1.incitingIncident).toBe("He vanishes."),
  },
  {
    path: "generate-scene",
    schemaName: "scene",
    body: (s) => ({
      screenplayId: s.screenplayId,
      sceneHeading: "INT. FERRY - NIGHT",
      characters: ["Mary", "John"],
      act: "Act 2",
      sceneNumber: 2,
    }),
    context: () => [
      "INT. FERRY - NIGHT",
      "Act 2",
      STORY.risingAction,
      "MARY (role: protagonist; traits: stubborn, loyal",
      "JOHN (role: antagonist; traits: smooth",
      "EXT. DOCK - NIGHT",
      STORY.sceneOne,
    ],
    check: (json) => expect(SceneResultSchema.parse(json)).toEqual(SAMPLE_OUTPUTS.scene),
  },
  {
    path: "analyze-screenplay",
    schemaName: "analysis",
    body: (s) => ({
      screenplayId: s.screenplayId,
      content: `EXT. DOCK - NIGHT\n\n${STORY.sceneOne}`,
    }),
    context: () => [
      "Pages: 1",
      "Act balance (from scene-act)",
      "JOHN 1 speeches in 1 scenes",
      "Cast members who never speak: Mary",
      STORY.sceneOne,
      STORY.logline,
    ],
    check: (json) => {
      const analysis = AnalysisResultSchema.parse(json);
      expect(analysis.structure.overallRating).toBe(6);
      expect(analysis.statistics).toMatchObject({ sceneCount: 1, silentCharacters: ["Mary"] });
    },
  },
];

const post = (call: Call, app = t.app, seeded = story) =>
  send(app, "POST", `/api/ai/${call.path}`, { cookie: seeded.cookie, body: call.body(seeded) });

describe.each(CALLS)("POST /api/ai/$path", (call) => {
  it("sends the context and the JSON schema, answers the documented shape and keeps a suggestion", async () => {
    const before = await rowCounts(t.app);
    const response = await post(call);
    expect(response.statusCode, response.body).toBe(200);
    call.check(response.json());

    const [request] = t.standIn.requests;
    expect(request?.response_format?.type).toBe("json_schema");
    expect(request?.response_format?.json_schema?.name).toBe(call.schemaName);
    expect(request?.response_format?.json_schema?.strict).toBe(true);
    const prompt = promptText(request);
    for (const fact of call.context()) expect(prompt).toContain(fact);

    expect(await rowCounts(t.app)).toEqual({ ...before, suggestions: before.suggestions + 1 });
    const history = await send(t.app, "GET", `/api/screenplays/${story.screenplayId}/suggestions`, {
      cookie: story.cookie,
    });
    expect(history.json()[0]).toMatchObject({ content: response.json(), isApplied: false });
  });

  it("retries invalid output once, then answers 502, storing nothing", async () => {
    const before = await rowCounts(t.app);
    t.standIn.script(
      { kind: "content", content: "Sure! Here is your JSON:" },
      { kind: "content", content: '{"unexpected": true}' },
    );
    const response = await post(call);
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe(
      "The AI model did not return a usable answer (twice in a row). Please try again.",
    );
    expect(t.standIn.requests).toHaveLength(2);
    expect(await rowCounts(t.app)).toEqual(before);
  });

  it("recovers when only the first answer is invalid", async () => {
    t.standIn.script({ kind: "content", content: "{not json" });
    const response = await post(call);
    expect(response.statusCode).toBe(200);
    expect(t.standIn.requests).toHaveLength(2);
  });

  it("maps provider failures to 502, 429 and 504 with readable messages, storing nothing", async () => {
    const before = await rowCounts(t.app);
    t.standIn.script({ kind: "status", status: 500 });
    const failed = await post(call);
    expect([failed.statusCode, failed.json().message]).toEqual([
      502,
      "The AI provider failed (HTTP 500). Please try again.",
    ]);

    t.standIn.script({ kind: "status", status: 429, headers: { "retry-after": "20" } });
    const throttled = await post(call);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().message).toBe(
      "The AI provider is rate-limiting requests. Try again in 20 seconds.",
    );
    expect(throttled.headers["retry-after"]).toBe("20");

    expect(await rowCounts(t.app)).toEqual(before);
  });

  it("answers 504 when the provider hangs past AI_TIMEOUT_MS, storing nothing", async () => {
    const before = await rowCounts(slow.app);
    t.standIn.script({ kind: "hang" });
    const response = await post(call, slow.app, slowStory);
    expect([response.statusCode, response.json().message]).toEqual([
      504,
      "The AI model did not answer within the time limit (0.5 s). Please try again.",
    ]);
    expect(await rowCounts(slow.app)).toEqual(before);
  });
});

describe("GET /api/ai/status", () => {
  it("names the configured provider and model", async () => {
    const response = await send(t.app, "GET", "/api/ai/status", { cookie: story.cookie });
    expect(response.json()).toEqual({
      provider: "openai-compatible",
      model: "stand-in-model",
      offline: false,
      label: "stand-in-model via OpenAI-compatible server",
    });
  });
});

describe("POST /api/ai/generate-scene/stream with a hanging provider", () => {
  it("answers 504 as JSON before any event is sent, storing nothing", async () => {
    const before = await rowCounts(slow.app);
    t.standIn.script({ kind: "hang" });
    const response = await send(slow.app, "POST", "/api/ai/generate-scene/stream", {
      cookie: slowStory.cookie,
      body: { screenplayId: slowStory.screenplayId, sceneHeading: "INT. FERRY - NIGHT" },
    });
    expect(response.statusCode).toBe(504);
    expect(response.json().message).toMatch(/did not answer within the time limit/);
    expect(await rowCounts(slow.app)).toEqual(before);
  });
});
