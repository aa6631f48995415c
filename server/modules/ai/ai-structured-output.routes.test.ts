import { describe, expect, it } from "vitest";
import { sampleFor, sampleNameInPrompt, structuredCalls } from "../../test/ai-test-fixtures";
import { send } from "../../test/app";
import { createStory } from "../../test/factories";
import { type ChatRequestBody, promptText, type StandInReply } from "../../test/openai-stand-in";
import { type StandInApp, setUpStandInApp } from "../../test/stand-in-app";

// AI_STRUCTURED_OUTPUT picks the response_format structured calls send; a server that refuses
// one with a 400 naming it gets the next simpler one, from then on, without failing the call.

const ENV = { AI_TIMEOUT_MS: "20000", AI_THROTTLE_LIMIT: "10000" };

/** A valid answer for the call the request is for, told from its prompt. */
const answer = (body: ChatRequestBody): StandInReply => ({
  kind: "content",
  content: sampleFor(sampleNameInPrompt(promptText(body))),
});

/** A server that answers 400 to the response_format types given, as vLLM or LM Studio do. */
function refusing(...types: string[]) {
  return (body: ChatRequestBody): StandInReply => {
    const type = body.response_format?.type;
    return type && types.includes(type)
      ? { kind: "status", status: 400, message: `response_format ${type} is not supported` }
      : answer(body);
  };
}

/** Runs every structured call on a new story; each must answer 200. */
async function everyCallAnswers(t: StandInApp): Promise<void> {
  const story = await createStory(t.app);
  for (const [path, body] of structuredCalls(story.screenplayId)) {
    const response = await send(t.app, "POST", `/api/ai/${path}`, { cookie: story.cookie, body });
    expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
  }
}

const CALLS = structuredCalls(0).length;
const formats = (t: StandInApp) => t.standIn.requests.map((r) => r.response_format?.type ?? "none");

describe("AI_STRUCTURED_OUTPUT=json_object", () => {
  const t = setUpStandInApp({ ...ENV, AI_STRUCTURED_OUTPUT: "json_object" });

  it("asks for a JSON object without a schema, the shape named in the prompt", async () => {
    const story = await createStory(t.app);
    t.standIn.setFallback(answer);
    const [path, body] = structuredCalls(story.screenplayId)[0] ?? [];
    const response = await send(t.app, "POST", `/api/ai/${path}`, { cookie: story.cookie, body });
    expect(response.statusCode, response.body).toBe(200);
    expect(t.standIn.requests[0]?.response_format).toEqual({ type: "json_object" });
    expect(promptText(t.standIn.requests[0])).toContain(
      'Answer with one JSON object of this shape and nothing else (no code fences, no comments):\n{"logline": string}\n- logline: One sentence of 25–50 words',
    );
  });
});

describe("AI_STRUCTURED_OUTPUT=prompt", () => {
  const t = setUpStandInApp({ ...ENV, AI_STRUCTURED_OUTPUT: "prompt" });

  it("sends no response_format, and every call works from the prompt's answer format alone", async () => {
    t.standIn.setFallback(answer);
    await everyCallAnswers(t);
    expect(formats(t)).toEqual(Array(CALLS).fill("none"));
    const analysis = promptText(t.standIn.requests.at(-1));
    expect(analysis).toContain('"overallRating": number}');
    expect(analysis).toContain(
      "- overallRating: The category's rating, where 5 is a competent draft. (from 0 to 10)",
    );
  });
});

describe("a server that refuses response_format json_schema", () => {
  const t = setUpStandInApp(ENV);

  it("gets the call again as json_object, and every later call as json_object", async () => {
    t.standIn.setFallback(refusing("json_schema"));
    await everyCallAnswers(t);
    expect(formats(t)).toEqual(["json_schema", ...Array(CALLS).fill("json_object")]);
  });
});

describe("a server that refuses json_schema and json_object", () => {
  const t = setUpStandInApp(ENV);

  it("falls back twice within the first call, then sends no response_format", async () => {
    t.standIn.setFallback(refusing("json_schema", "json_object"));
    await everyCallAnswers(t);
    expect(formats(t)).toEqual(["json_schema", "json_object", ...Array(CALLS).fill("none")]);
  });

  it("still answers a 400 that names no response_format as a provider failure, sent once", async () => {
    const story = await createStory(t.app);
    t.standIn.script({ kind: "status", status: 400, message: "model not loaded" });
    const [path, body] = structuredCalls(story.screenplayId)[0] ?? [];
    const response = await send(t.app, "POST", `/api/ai/${path}`, { cookie: story.cookie, body });
    expect([response.statusCode, response.json().message]).toEqual([
      502,
      "The AI provider failed (HTTP 400). Please try again.",
    ]);
    expect(t.standIn.requests).toHaveLength(1);
  });
});
