import { afterAll, beforeAll, beforeEach } from "vitest";
import { sampleFor, sampleNameInPrompt } from "./ai-test-fixtures";
import type { TestApp } from "./app";
import {
  type ChatRequestBody,
  type OpenAiStandIn,
  promptText,
  type StandInReply,
  standInEnv,
  startOpenAiStandIn,
} from "./openai-stand-in";
import { setUpTestApp, started } from "./set-up-app";

/** A streamed scene short enough for any budget, long enough to be stored as a suggestion. */
const STREAMED_SCENE = "Rain.\n\nMARY\nNo.\n";

/**
 * The stand-in's answer when a test has scripted none: a streamed request gets a few lines of
 * Fountain, any other a valid sample for the JSON schema it asks for (named in response_format,
 * else recognised by its prompt).
 */
function sampleReply(body: ChatRequestBody): StandInReply {
  const name = body.response_format?.json_schema?.name ?? sampleNameInPrompt(promptText(body));
  return { kind: "content", content: body.stream ? STREAMED_SCENE : sampleFor(name) };
}

/**
 * Registers, for the test file that calls it, an OpenAI stand-in started before all its tests
 * and closed after them. Before each test the stand-in forgets earlier requests and scripted
 * replies and falls back to `sampleReply`, so no test sees what another left behind.
 */
export function setUpStandIn(): { readonly standIn: OpenAiStandIn } {
  let standIn: OpenAiStandIn | undefined;
  beforeAll(async () => {
    standIn = await startOpenAiStandIn();
  });
  afterAll(() => standIn?.close());
  beforeEach(() => {
    const current = started(standIn, "stand-in");
    current.reset();
    current.setFallback(sampleReply);
  });
  return {
    get standIn() {
      return started(standIn, "stand-in");
    },
  };
}

export type StandInApp = TestApp & { readonly standIn: OpenAiStandIn };

/**
 * `setUpStandIn`, plus a test app whose AI calls all go to that stand-in (`env` adds or overrides
 * settings), built after the stand-in starts and closed before it stops.
 */
export function setUpStandInApp(env: Record<string, string> = {}): StandInApp {
  const stand = setUpStandIn();
  const testApp = setUpTestApp(() => ({ ...standInEnv(stand.standIn), ...env }));
  // A getter, not a copy: the stand-in starts only when the file's hooks run.
  return Object.defineProperty(testApp, "standIn", { get: () => stand.standIn }) as StandInApp;
}
