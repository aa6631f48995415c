import type { AiProvider } from "#shared/schemas/ai";

/**
 * Characters a request to a provider may carry (system text, prompt, answer schema) when
 * AI_PROMPT_BUDGET_CHARS is unset: about 100k tokens at ~4 characters a token, within the
 * context window of current hosted models with room left for the answer.
 */
export const DEFAULT_PROMPT_BUDGET_CHARS = 400_000;

/**
 * The whole-call limit when AI_TOTAL_TIMEOUT_MS is unset: ten minutes, room for a long scene
 * from a local model writing 5–10 tokens a second.
 */
export const DEFAULT_TOTAL_TIMEOUT_MS = 600_000;

/** What picks and drives the writer (from AI_PROVIDER, AI_MODEL, AI_API_KEY, AI_BASE_URL, AI_TIMEOUT_MS, AI_TOTAL_TIMEOUT_MS, AI_PROMPT_BUDGET_CHARS). */
export type AiWriterConfig = {
  provider: AiProvider;
  model?: string | undefined;
  apiKey?: string | undefined;
  baseUrl?: string | undefined;
  /** The idle limit: the longest wait for the provider's answer or its stream's next piece. */
  timeoutMs: number;
  /** The whole-call limit; defaults to DEFAULT_TOTAL_TIMEOUT_MS. */
  totalTimeoutMs?: number | undefined;
  /** Defaults to DEFAULT_PROMPT_BUDGET_CHARS. */
  promptBudgetChars?: number | undefined;
};

/** Sensible current models when AI_MODEL is unset; openai-compatible servers have no common default. */
export const DEFAULT_MODELS: Partial<Record<AiProvider, string>> = {
  openai: "gpt-4.1-mini",
  anthropic: "claude-sonnet-4-5",
  google: "gemini-2.5-flash",
};
