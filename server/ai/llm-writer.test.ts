import { describe, expect, it } from "vitest";
import { AppError } from "../errors";
import { SAMPLE_OUTPUTS, sampleFor } from "../test/ai-test-fixtures";
import { promptText } from "../test/openai-stand-in";
import { setUpStandIn } from "../test/stand-in-app";
import { createLlmWriter, type WriterLog } from "./llm-writer";

const stand = setUpStandIn();

// A generous limit for ordinary calls (a loaded machine must not turn them into timeouts) and
// a short one where a test makes the provider hang.
const writer = (timeoutMs = 20_000, promptBudgetChars?: number, log?: WriterLog) =>
  createLlmWriter(
    {
      provider: "openai-compatible",
      model: "stand-in-model",
      baseUrl: stand.standIn.url,
      timeoutMs,
      promptBudgetChars,
    },
    log,
  );

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const loglineTask = {
  genre: "Thriller",
  theme: "trust",
  setting: "Berlin",
  character: "a codebreaker",
};

describe("LLM writer against an OpenAI-compatible server", () => {
  it("sends the JSON schema as response_format json_schema and returns the parsed answer", async () => {
    const result = await writer().generateLogline(loglineTask);
    expect(result).toEqual(SAMPLE_OUTPUTS.logline);
    const [request] = stand.standIn.requests;
    expect(request?.model).toBe("stand-in-model");
    expect(request?.response_format?.type).toBe("json_schema");
    expect(request?.response_format?.json_schema?.name).toBe("logline");
    expect(JSON.stringify(request?.response_format?.json_schema?.schema)).toContain('"logline"');
    // The strict-mode subset: all properties required, closed objects, no length limits; each
    // field says what it holds.
    expect(request?.response_format?.json_schema?.schema).toEqual({
      type: "object",
      properties: {
        logline: {
          type: "string",
          description: "One sentence of 25–50 words: protagonist, goal, conflict and stakes.",
        },
      },
      required: ["logline"],
      additionalProperties: false,
    });
    expect(promptText(request)).toContain("Berlin");
  });

  it("says once in the log that it falls back from a refused json_schema", async () => {
    stand.standIn.setFallback((body) =>
      body.response_format?.type === "json_schema"
        ? { kind: "status", status: 400, message: "Unknown parameter: response_format.json_schema" }
        : { kind: "content", content: sampleFor("logline") },
    );
    const warnings: string[] = [];
    const fallingBack = writer(20_000, undefined, { warn: (message) => warnings.push(message) });
    await fallingBack.generateLogline(loglineTask);
    expect(await fallingBack.generateLogline(loglineTask)).toEqual(SAMPLE_OUTPUTS.logline);
    expect(warnings).toEqual([
      "The AI server refused response_format json_schema; structured calls use json_object from now on (AI_STRUCTURED_OUTPUT=json_object skips the refusal).",
    ]);
    expect(stand.standIn.requests.map((r) => r.response_format?.type)).toEqual([
      "json_schema",
      "json_object",
      "json_object",
    ]);
  });

  it("retries invalid output once, then succeeds", async () => {
    stand.standIn.script({ kind: "content", content: "not json at all" });
    const result = await writer().generateLogline(loglineTask);
    expect(result.logline).toContain("ferry pilot");
    expect(stand.standIn.requests).toHaveLength(2);
  });

  it("answers 502 after two invalid outputs (bad JSON, then the wrong shape)", async () => {
    stand.standIn.script(
      { kind: "content", content: "{" },
      { kind: "content", content: '{"title": 3}' },
    );
    const error = await failure(writer().generateLogline(loglineTask));
    expect(error.statusCode).toBe(502);
    expect(error.message).toMatch(/did not return a usable answer/);
    expect(stand.standIn.requests).toHaveLength(2);
  });

  it("maps provider failures: 500 → 502, 429 → 429 with retry-after, a hang → 504", async () => {
    stand.standIn.script({ kind: "status", status: 500 });
    const bad = await failure(writer().generateLogline(loglineTask));
    expect([bad.statusCode, bad.message]).toEqual([
      502,
      "The AI provider failed (HTTP 500). Please try again.",
    ]);
    expect(stand.standIn.requests).toHaveLength(1);

    stand.standIn.script({ kind: "status", status: 429, headers: { "retry-after": "12" } });
    const throttled = await failure(writer().generateLogline(loglineTask));
    expect(throttled.statusCode).toBe(429);
    expect(throttled.message).toContain("12 seconds");

    stand.standIn.script({ kind: "hang" });
    const started = Date.now();
    const slow = await failure(writer(400).generateLogline(loglineTask));
    expect(slow.statusCode).toBe(504);
    expect(slow.message).toMatch(/did not answer within the time limit \(0.4 s\)/);
    // The deadline stops the call (well before the 20 s of the other tests' writer).
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("shapes dialogue and outline results for the client", async () => {
    const dialogue = await writer().generateDialogue({
      character: { name: "Mary", traits: ["stubborn"] },
      personality: "stubborn",
      situation: "a tense confrontation",
    });
    expect(dialogue.dialogueSamples).toEqual([
      { dialogue: "I don't need help.", parenthetical: "(flat)" },
      { dialogue: "Fine. Come with me." },
    ]);
    const outline = await writer().generateOutline({ logline: "x", genre: "Drama" });
    expect(outline.act2.keyScenes).toEqual([]);
    expect(outline.act1.incitingIncident).toBe("He vanishes.");
  });

  it("streams a scene in several chunks", async () => {
    stand.standIn.script({
      kind: "content",
      content: "Line one.\n\nMARY\nHello.\n\nJOHN\nGoodbye.\n",
    });
    const chunks: string[] = [];
    for await (const part of writer().streamScene({
      sceneHeading: "INT. DOCK - DAY",
      characters: [],
    }))
      chunks.push(part);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.join("")).toContain("MARY\nHello.");
    expect(stand.standIn.requests[0]?.stream).toBe(true);
    expect(stand.standIn.requests[0]?.response_format).toBeUndefined();
  });

  it("surfaces stream failures: an error status, a cut stream, a hang", async () => {
    const drain = async (timeoutMs?: number) => {
      for await (const _ of writer(timeoutMs).streamScene({
        sceneHeading: "INT. DOCK - DAY",
        characters: [],
      })) {
        // consume
      }
    };
    stand.standIn.script({ kind: "status", status: 500 });
    expect((await failure(drain())).statusCode).toBe(502);
    stand.standIn.script({ kind: "cut", content: "a\nb\nc\nd\n", sentChunks: 2 });
    expect((await failure(drain())).statusCode).toBe(502);
    stand.standIn.script({ kind: "hang" });
    expect((await failure(drain(400))).statusCode).toBe(504);
  });

  it("answers 413 without calling the provider when even the instructions exceed the budget", async () => {
    const error = await failure(writer(20_000, 1000).generateLogline(loglineTask));
    expect(error.statusCode).toBe(413);
    expect(error.message).toMatch(/AI prompt budget of 1000 characters \(AI_PROMPT_BUDGET_CHARS\)/);
    const streamed = writer(20_000, 1000).streamScene({
      sceneHeading: "INT. DOCK - DAY",
      characters: [],
    });
    expect((await failure(streamed[Symbol.asyncIterator]().next())).statusCode).toBe(413);
    expect(stand.standIn.requests).toHaveLength(0);
  });
});
