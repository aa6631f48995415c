import { describe, expect, it } from "vitest";
import { SAMPLE_OUTPUTS, structuredCalls } from "../../test/ai-test-fixtures";
import { send } from "../../test/app";
import { createScene, createStory, createWriterWithScreenplay } from "../../test/factories";
import { type ChatRequestBody, promptText, requestChars } from "../../test/openai-stand-in";
import { setUpStandInApp } from "../../test/stand-in-app";

// With AI_CONTEXT_TOKENS (and no AI_PROMPT_BUDGET_CHARS) each request's prompt budget is the
// window less the answer's tokens, at 3.5 characters a token: no request can overflow the
// window. A script the analysis cannot carry whole is analysed per act, or per third of its
// text, and the parts combined into one analysis.

const WINDOW = 8192;
const t = setUpStandInApp({
  AI_TIMEOUT_MS: "20000",
  AI_THROTTLE_LIMIT: "10000",
  AI_CONTEXT_TOKENS: String(WINDOW),
});

/** Characters the request may carry: what its answer leaves of the window. */
const room = (request: ChatRequestBody | undefined) => (WINDOW - Number(request?.max_tokens)) * 3.5;

/** Scenes marked `act-N-scene-M` (about 2,000 characters each), so a test can tell which were sent. */
function actScenes(act: number, count: number) {
  return Array.from({ length: count }, (_, i) => ({
    heading: `INT. HARBOUR OFFICE - DAY ${act}${i}`,
    content: `Mary reads act-${act}-scene-${i + 1} aloud. ${"The rain keeps on. ".repeat(100)}\n\nMARY\nOnward.`,
  }));
}

const category = (rating: number, note: string) => ({
  strengths: [`${note} works`],
  improvements: [`${note} sags`],
  suggestions: [{ title: `Fix ${note}`, description: "Tighten it." }],
  overallRating: rating,
});
const partAnalysis = (rating: number, note: string) => ({
  kind: "content" as const,
  content: JSON.stringify({
    structure: category(rating, note),
    characterDevelopment: category(rating, note),
    dialogue: category(rating, note),
    visuals: category(rating, note),
    overallFeedback: `${note} is promising.`,
    keyStrengths: [`${note} hook`],
    priorityImprovements: [`Cut ${note}`],
  }),
});

describe("AI_CONTEXT_TOKENS", () => {
  it("keeps every request, with its answer, within the context window", async () => {
    const { cookie, screenplayId } = await createStory(t.app);
    const script = actScenes(1, 60)
      .map((s) => `${s.heading}\n\n${s.content}`)
      .join("\n\n");
    const previousScene = "Mary waits by the rail.\n".repeat(5000);
    const calls: [string, Record<string, unknown>][] = [
      ...structuredCalls(screenplayId).filter(([path]) => path !== "analyze-screenplay"),
      ["generate-scene", { screenplayId, sceneHeading: "INT. X - DAY", previousScene }],
      ["generate-scene/stream", { screenplayId, sceneHeading: "INT. X - DAY", previousScene }],
      ["analyze-screenplay", { screenplayId, content: script }],
    ];
    for (const [path, body] of calls) {
      t.standIn.reset();
      const response = await send(t.app, "POST", `/api/ai/${path}`, { cookie, body });
      expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
      for (const request of t.standIn.requests) {
        expect(requestChars(request), path).toBeLessThanOrEqual(room(request));
      }
    }
  });

  it("analyses stored scenes too long for one request act by act, and combines the acts", async () => {
    const { cookie, screenplayId } = await createWriterWithScreenplay(t.app);
    let sceneNumber = 1;
    for (const act of [1, 2, 3]) {
      for (const scene of actScenes(act, 4)) {
        await createScene(t.app, cookie, {
          screenplayId,
          sceneNumber: sceneNumber++,
          act: `Act ${act}`,
          ...scene,
        });
      }
    }
    t.standIn.script(
      partAnalysis(4, "Act one"),
      partAnalysis(6, "Act two"),
      partAnalysis(8, "Act three"),
    );
    const response = await send(t.app, "POST", "/api/ai/analyze-screenplay", {
      cookie,
      body: { screenplayId },
    });
    expect(response.statusCode, response.body).toBe(200);

    expect(t.standIn.requests).toHaveLength(3);
    for (const [i, request] of t.standIn.requests.entries()) {
      expect(requestChars(request)).toBeLessThanOrEqual(room(request));
      const prompt = promptText(request);
      const act = i + 1;
      expect(prompt).toContain(`## Screenplay, Act ${act}\n`);
      // Each act whole, and only that act.
      for (const n of [1, 2, 3, 4]) expect(prompt).toContain(`act-${act}-scene-${n} aloud`);
      for (const other of [1, 2, 3].filter((a) => a !== act)) {
        expect(prompt).not.toContain(`act-${other}-scene-`);
      }
      expect(prompt).toContain("scenes: 12");
    }

    const analysis = response.json();
    expect(analysis.statistics.sceneCount).toBe(12);
    expect(analysis.structure).toEqual({
      strengths: ["Act one works", "Act two works", "Act three works"],
      improvements: ["Act one sags", "Act two sags", "Act three sags"],
      suggestions: ["Act one", "Act two", "Act three"].map((note) => ({
        title: `Fix ${note}`,
        description: "Tighten it.",
      })),
      overallRating: 6,
    });
    expect(analysis.keyStrengths).toEqual(["Act one hook", "Act two hook", "Act three hook"]);
    expect(analysis.overallFeedback).toBe(
      "Act 1: Act one is promising.\n\nAct 2: Act two is promising.\n\nAct 3: Act three is promising.",
    );
  });

  it("analyses a long text without acts in thirds, and averages the ratings", async () => {
    const { cookie, screenplayId } = await createWriterWithScreenplay(t.app);
    const content = [...actScenes(1, 5), ...actScenes(2, 5), ...actScenes(3, 5)]
      .map((s) => `${s.heading}\n\n${s.content}`)
      .join("\n\n");
    t.standIn.script(partAnalysis(5, "One"), partAnalysis(6, "Two"), partAnalysis(6, "Three"));
    const response = await send(t.app, "POST", "/api/ai/analyze-screenplay", {
      cookie,
      body: { screenplayId, content },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(t.standIn.requests.map((r) => promptText(r).match(/Part \d of 3/)?.[0])).toEqual([
      "Part 1 of 3",
      "Part 2 of 3",
      "Part 3 of 3",
    ]);
    for (const request of t.standIn.requests) {
      expect(requestChars(request)).toBeLessThanOrEqual(room(request));
    }
    expect(promptText(t.standIn.requests[0])).toContain("act-1-scene-1 aloud");
    expect(promptText(t.standIn.requests[2])).toContain("act-3-scene-5 aloud");
    expect(response.json().dialogue.overallRating).toBe(5.7);
    expect(response.json().overallFeedback).toMatch(/^Part 1 of 3: One is promising\./);
  });

  it("sends a script that fits in one request, as before", async () => {
    const { cookie, screenplayId } = await createWriterWithScreenplay(t.app);
    const response = await send(t.app, "POST", "/api/ai/analyze-screenplay", {
      cookie,
      body: { screenplayId, content: "INT. X - DAY\n\nAda waits." },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().structure).toEqual(SAMPLE_OUTPUTS.analysis.structure);
    expect(t.standIn.requests).toHaveLength(1);
  });
});
