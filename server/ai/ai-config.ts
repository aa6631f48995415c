import type { AiProvider } from "../../shared/schemas/ai";

/** What picks and drives the writer (from AI_PROVIDER, AI_MODEL, AI_API_KEY, AI_BASE_URL, AI_TIMEOUT_MS). */
export type AiWriterConfig = {
  provider: AiProvider;
  model?: string | undefined;
  apiKey?: string | undefined;
  baseUrl?: string | undefined;
  timeoutMs: number;
};

/** Sensible current models when AI_MODEL is unset; openai-compatible servers have no common default. */
export const DEFAULT_MODELS: Partial<Record<AiProvider, string>> = {
  openai: "gpt-4.1-mini",
  anthropic: "claude-sonnet-4-5",
  google: "gemini-2.5-flash",
};
