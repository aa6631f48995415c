import { beforeAll, describe, expect, it } from "vitest";
import {
  AnalyzeScreenplayInputSchema,
  GenerateCharacterInputSchema,
  GenerateDialogueInputSchema,
  GenerateLoglineInputSchema,
  GenerateOutlineInputSchema,
  GenerateSceneInputSchema,
  GenerateStoryIdeasInputSchema,
} from "#shared/schemas/ai";
import { send } from "../../test/app";
import { createUser } from "../../test/factories";
import { setUpStandInApp } from "../../test/stand-in-app";

// Every text an AI call accepts is limited to what the app keeps for that kind of text; a
// longer one is a 400 naming the field, and nothing reaches the provider.

const t = setUpStandInApp({ AI_THROTTLE_LIMIT: "10000" });
let cookie: string;
beforeAll(async () => {
  ({ cookie } = await createUser(t.app));
});

const idea = { genre: "Drama", theme: "trust", setting: "a harbour", character: "a pilot" };
const scene = { sceneHeading: "INT. FERRY - NIGHT" };

/** A valid body for each route, to which the table adds one over-long field. */
const VALID: Record<string, Record<string, unknown>> = {
  "generate-logline": idea,
  "generate-story-ideas": idea,
  "generate-character": { name: "Mary" },
  "generate-dialogue": { character: "Mary" },
  "generate-outline": {},
  "generate-scene": scene,
  "generate-scene/stream": scene,
  "analyze-screenplay": { content: "x" },
};

/** Route, field, its limit and the label its message names it by. */
const FIELDS: [string, string, number, string][] = [
  ["generate-logline", "genre", 50, "Genre"],
  ["generate-logline", "theme", 500, "Theme"],
  ["generate-logline", "setting", 500, "Setting"],
  ["generate-logline", "character", 1000, "Main character description"],
  ["generate-story-ideas", "genre", 50, "Genre"],
  ["generate-story-ideas", "theme", 500, "Theme"],
  ["generate-story-ideas", "setting", 500, "Setting"],
  ["generate-story-ideas", "mainCharacter", 1000, "Main character description"],
  ["generate-character", "name", 100, "Character name"],
  ["generate-character", "role", 100, "Role"],
  ["generate-character", "genre", 50, "Genre"],
  ["generate-dialogue", "character", 100, "Character name"],
  ["generate-dialogue", "personality", 25_100, "Personality"],
  ["generate-dialogue", "situation", 2000, "Situation"],
  ["generate-outline", "title", 100, "Title"],
  ["generate-outline", "logline", 200, "Logline"],
  ["generate-outline", "genre", 50, "Genre"],
  ...["generate-scene", "generate-scene/stream"].flatMap(
    (path): [string, string, number, string][] => [
      [path, "sceneHeading", 200, "Scene heading"],
      [path, "previousScene", 200_000, "Previous scene"],
      [path, "outline", 70_000, "Outline"],
      [path, "act", 50, "Act"],
      [path, "beat", 1000, "Beat"],
      [path, "content", 200_000, "Content"],
    ],
  ),
  ["analyze-screenplay", "content", 500_000, "Content"],
];

const SCHEMAS = {
  "generate-logline": GenerateLoglineInputSchema,
  "generate-story-ideas": GenerateStoryIdeasInputSchema,
  "generate-character": GenerateCharacterInputSchema,
  "generate-dialogue": GenerateDialogueInputSchema,
  "generate-outline": GenerateOutlineInputSchema,
  "generate-scene": GenerateSceneInputSchema,
  "generate-scene/stream": GenerateSceneInputSchema,
  "analyze-screenplay": AnalyzeScreenplayInputSchema,
};
/** Fields that are not free text; their limits are tested on their own below. */
const NOT_TEXT = [
  "screenplayId",
  "characterId",
  "sceneNumber",
  "sceneId",
  "characters",
  "mode",
  "exclude",
];

const post = (path: string, body: unknown) =>
  send(t.app, "POST", `/api/ai/${path}`, { cookie, body });

describe("AI input limits", () => {
  it("lists every text field of every AI route in the table", () => {
    for (const [path, schema] of Object.entries(SCHEMAS)) {
      const fields = Object.keys(schema.shape).filter((key) => !NOT_TEXT.includes(key));
      const tested = FIELDS.filter(([p]) => p === path).map(([, field]) => field);
      expect(tested.sort(), path).toEqual(fields.sort());
    }
  });

  it.each(FIELDS)(
    "POST /api/ai/%s: %s over its limit of %i answers 400 naming it",
    async (path, field, max, label) => {
      const response = await post(path, { ...VALID[path], [field]: "x".repeat(max + 1) });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe(`${label} must be at most ${max} characters`);
      expect(Object.keys(response.json().fieldErrors)).toEqual([field]);
      expect(t.standIn.requests).toHaveLength(0);
    },
  );

  it.each([
    [
      "generate-story-ideas",
      { exclude: "Salt and Iron" },
      "exclude",
      "exclude must be a list of texts",
    ],
    ["generate-story-ideas", { exclude: [42] }, "exclude.0", "exclude must be a list of texts"],
    [
      "generate-story-ideas",
      { exclude: ["  "] },
      "exclude.0",
      "exclude must not contain empty texts",
    ],
    [
      "generate-story-ideas",
      { exclude: ["x".repeat(5001)] },
      "exclude.0",
      "exclude items must be at most 5000 characters",
    ],
    [
      "generate-story-ideas",
      { exclude: Array.from({ length: 21 }, (_, i) => `Idea ${i}`) },
      "exclude",
      "exclude must have at most 20 items",
    ],
    [
      "generate-scene",
      { characters: ["x".repeat(101)] },
      "characters.0",
      "characters items must be at most 100 characters",
    ],
    [
      "generate-scene",
      { characters: Array.from({ length: 101 }, (_, i) => `C${i}`) },
      "characters",
      "characters must have at most 100 items",
    ],
    [
      "generate-scene",
      { characters: [" "] },
      "characters.0",
      "characters must not contain empty names",
    ],
    [
      "generate-scene",
      { sceneNumber: 100_001 },
      "sceneNumber",
      "sceneNumber must be at most 100000",
    ],
    ["generate-scene", { mode: "polish" }, "mode", "mode must be one of write, continue, rewrite"],
  ])("%s: %j answers 400 naming the field", async (path, extra, field, message) => {
    const response = await post(path, { ...VALID[path], ...extra });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(message);
    expect(Object.keys(response.json().fieldErrors)).toEqual([field]);
    expect(t.standIn.requests).toHaveLength(0);
  });

  it("answers 400 naming content for a 999,617-character script, sending nothing", async () => {
    const paragraph = `${"The tide turns against the ferry and the town watches. ".repeat(8)}\n\n`;
    const content = `INT. FERRY - NIGHT\n\n${paragraph.repeat(2300)}`.slice(0, 999_617);
    expect(content).toHaveLength(999_617);
    const response = await post("analyze-screenplay", { content });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe("Content must be at most 500000 characters");
    expect(response.json().fieldErrors).toHaveProperty("content");
    expect(t.standIn.requests).toHaveLength(0);
  });

  it("accepts the longest texts the app itself sends: a character's 50 traits, an act's outline", async () => {
    const traits = Array.from({ length: 50 }, (_, i) => `${i}`.padEnd(500, "t")).join(", ");
    expect(traits).toHaveLength(25_098);
    const dialogue = await post("generate-dialogue", { character: "Mary", personality: traits });
    expect(dialogue.statusCode, dialogue.body).toBe(200);

    const actOutline = `Rising action: ${"r".repeat(5000)}\nKey scenes:\n${`- ${"k".repeat(1000)}\n`.repeat(50)}`;
    const stream = await post("generate-scene/stream", { ...scene, outline: actOutline });
    expect(stream.statusCode, stream.body).toBe(200);
  });
});
