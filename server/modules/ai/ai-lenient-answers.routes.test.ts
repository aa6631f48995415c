import { beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_OUTPUTS, structuredCalls } from "../../test/ai-test-fixtures";
import { send } from "../../test/app";
import { createStory } from "../../test/factories";
import { setUpStandInApp } from "../../test/stand-in-app";

// A model's answer is used when it is usable: JSON inside a code fence or amid prose is read,
// a rating outside 0–10 is clamped and extra ideas are dropped; a list too short is retried.
// Every call also says how hot to sample and how long its answer may be.

const t = setUpStandInApp({ AI_TIMEOUT_MS: "20000", AI_THROTTLE_LIMIT: "10000" });
let story: Awaited<ReturnType<typeof createStory>>;
beforeAll(async () => {
  story = await createStory(t.app);
});

const post = (path: string, body: unknown) =>
  send(t.app, "POST", `/api/ai/${path}`, { cookie: story.cookie, body });
const logline = () =>
  post("generate-logline", { genre: "Drama", theme: "t", setting: "s", character: "c" });
const ideas = () => post("generate-story-ideas", { genre: "Drama", theme: "t", setting: "s" });
const analysis = () => post("analyze-screenplay", { content: "INT. X - DAY\n\nAda waits." });

const json = (value: unknown) => JSON.stringify(value);
const idea = (n: number) => ({
  title: `Idea ${n}`,
  logline: `Logline ${n}`,
  premise: `Premise ${n}`,
});

describe("an answer with its JSON wrapped", () => {
  it.each([
    ["a json code fence", `\`\`\`json\n${json(SAMPLE_OUTPUTS.logline)}\n\`\`\``],
    ["a fence on one line", `\`\`\`json ${json(SAMPLE_OUTPUTS.logline)}\`\`\``],
    ["prose around it", `Here is your logline: ${json(SAMPLE_OUTPUTS.logline)} Hope it helps!`],
    [
      "a fence amid prose",
      `Sure.\n\`\`\`\n${json(SAMPLE_OUTPUTS.logline)}\n\`\`\`\nAnything else?`,
    ],
  ])("is read from %s, in one request", async (_, content) => {
    t.standIn.script({ kind: "content", content });
    const response = await logline();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(SAMPLE_OUTPUTS.logline);
    expect(t.standIn.requests).toHaveLength(1);
  });

  it("whose braces sit inside its strings is read whole", async () => {
    const tricky = { logline: 'She says "}" and {leaves}, then returns.' };
    t.standIn.script({ kind: "content", content: `Answer: ${json(tricky)} (as asked {ok})` });
    const response = await logline();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(tricky);
  });
});

describe("an answer outside the schema's limits", () => {
  it("has a rating above 10 clamped to 10 and one below 0 to 0", async () => {
    const { structure, dialogue } = SAMPLE_OUTPUTS.analysis;
    t.standIn.script({
      kind: "content",
      content: json({
        ...SAMPLE_OUTPUTS.analysis,
        structure: { ...structure, overallRating: 11 },
        dialogue: { ...dialogue, overallRating: -2 },
      }),
    });
    const response = await analysis();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().structure.overallRating).toBe(10);
    expect(response.json().dialogue.overallRating).toBe(0);
    expect(response.json().visuals.overallRating).toBe(6);
    expect(t.standIn.requests).toHaveLength(1);
  });

  it("keeps the first three of four ideas", async () => {
    t.standIn.script({ kind: "content", content: json({ ideas: [1, 2, 3, 4].map(idea) }) });
    const response = await ideas();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().ideas).toEqual([1, 2, 3].map(idea));
    expect(t.standIn.requests).toHaveLength(1);
  });

  it("retries two ideas once and uses the three of the second answer", async () => {
    t.standIn.script(
      { kind: "content", content: json({ ideas: [1, 2].map(idea) }) },
      { kind: "content", content: json({ ideas: [4, 5, 6].map(idea) }) },
    );
    const response = await ideas();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().ideas).toEqual([4, 5, 6].map(idea));
    expect(t.standIn.requests).toHaveLength(2);
  });

  it("answers 502 when both answers have too few ideas", async () => {
    const two = { kind: "content" as const, content: json({ ideas: [1, 2].map(idea) }) };
    t.standIn.script(two, two);
    const response = await ideas();
    expect([response.statusCode, response.json().message]).toEqual([
      502,
      "The AI model did not return a usable answer (twice in a row). Please try again.",
    ]);
  });
});

describe("sampling and answer length", () => {
  it("sets a temperature and max_tokens on every call, from the table", async () => {
    const sent: Record<string, [unknown, unknown]> = {};
    const calls = [
      ...structuredCalls(story.screenplayId),
      ["generate-scene/stream", { screenplayId: story.screenplayId, sceneHeading: "INT. X - DAY" }],
    ] as const;
    for (const [path, body] of calls) {
      t.standIn.reset();
      const response = await post(path, body);
      expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
      const [request] = t.standIn.requests;
      sent[path] = [request?.temperature, request?.max_tokens];
    }
    expect(sent).toEqual({
      "generate-logline": [0.9, 300],
      "generate-story-ideas": [0.9, 1200],
      "generate-character": [0.8, 1500],
      "generate-dialogue": [0.9, 800],
      "generate-outline": [0.8, 1500],
      "generate-scene": [0.8, 2500],
      "generate-scene/stream": [0.8, 2500],
      "plan-scenes": [0.7, 4500],
      "analyze-screenplay": [0.3, 2500],
    });
  });
});
