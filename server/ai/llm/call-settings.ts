import { type AiWriterConfig, DEFAULT_CONTEXT_TOKENS, LOCAL_CONTEXT_TOKENS } from "../ai-config";

/** The AI calls, by the name their answer's schema is sent under. */
export type AiCall =
  | "logline"
  | "story_ideas"
  | "character"
  | "dialogue"
  | "outline"
  | "scene"
  | "scene_plan"
  | "analysis";

export type CallSettings = { temperature: number; maxOutputTokens: number };

/*
 * Sampling and the answer's length, per call. Invention (loglines, ideas, dialogue) samples
 * hottest, for variety between tries; characters, outlines and scenes a little cooler, as they
 * must stay true to the story so far, and a scene plan cooler still, as it follows the outline
 * beat by beat; the analysis coolest, as a judgement should not change
 * from one try to the next. Each answer's token limit is its longest useful length with room
 * for the JSON around it: it stops a model that rambles, and it is what the prompt budget keeps
 * free of the context window.
 */
export const CALL_SETTINGS: Record<AiCall, CallSettings> = {
  logline: { temperature: 0.9, maxOutputTokens: 300 },
  story_ideas: { temperature: 0.9, maxOutputTokens: 1200 },
  character: { temperature: 0.8, maxOutputTokens: 1500 },
  dialogue: { temperature: 0.9, maxOutputTokens: 800 },
  outline: { temperature: 0.8, maxOutputTokens: 1500 },
  scene: { temperature: 0.8, maxOutputTokens: 2500 },
  scene_plan: { temperature: 0.7, maxOutputTokens: 4500 },
  analysis: { temperature: 0.3, maxOutputTokens: 2500 },
};

/**
 * Characters per token when turning a context window into a prompt budget: English prose runs
 * near 4, Fountain's capitals, JSON and other languages fewer, so 3.5 keeps a margin.
 */
export const CHARS_PER_TOKEN = 3.5;

/**
 * Characters one request of `call` may carry (system text, prompt and schema): what
 * AI_PROMPT_BUDGET_CHARS says when it is set, else the context window less the answer's
 * tokens, in characters.
 */
export function promptBudget(config: AiWriterConfig, call: AiCall): number {
  if (config.promptBudgetChars) return config.promptBudgetChars;
  const window =
    config.contextTokens ?? DEFAULT_CONTEXT_TOKENS[config.provider] ?? LOCAL_CONTEXT_TOKENS;
  return Math.floor((window - CALL_SETTINGS[call].maxOutputTokens) * CHARS_PER_TOKEN);
}
