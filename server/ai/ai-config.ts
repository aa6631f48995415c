import type { AiProvider } from "#shared/schemas/ai";

/**
 * How a structured answer is asked for: `json_schema` sends the answer's JSON schema
 * (response_format json_schema), `json_object` asks only for JSON (response_format
 * json_object), `prompt` sends no response_format and relies on the prompt's answer format.
 * In this order each asks less of the server, which is the order of the automatic fallback.
 */
export const STRUCTURED_OUTPUT_MODES = ["json_schema", "json_object", "prompt"] as const;
export type StructuredOutputMode = (typeof STRUCTURED_OUTPUT_MODES)[number];

/**
 * The whole-call limit when AI_TOTAL_TIMEOUT_MS is unset: ten minutes, room for a long scene
 * from a local model writing 5–10 tokens a second.
 */
export const DEFAULT_TOTAL_TIMEOUT_MS = 600_000;

/**
 * The context window (tokens) assumed when AI_CONTEXT_TOKENS is unset: the window of each
 * hosted provider's default model, and 8192 for a local server, a common window of Ollama,
 * LM Studio and llama.cpp set-ups.
 */
export const LOCAL_CONTEXT_TOKENS = 8192;
export const DEFAULT_CONTEXT_TOKENS: Partial<Record<AiProvider, number>> = {
  openai: 128_000,
  "openai-compatible": LOCAL_CONTEXT_TOKENS,
  anthropic: 200_000,
  google: 1_000_000,
};

/** What picks and drives the writer (from the AI_* variables of server/config.ts). */
export type AiWriterConfig = {
  provider: AiProvider;
  model?: string | undefined;
  apiKey?: string | undefined;
  baseUrl?: string | undefined;
  /** The idle limit: the longest wait for the provider's answer or its stream's next piece. */
  timeoutMs: number;
  /** The whole-call limit; defaults to DEFAULT_TOTAL_TIMEOUT_MS. */
  totalTimeoutMs?: number | undefined;
  /** Defaults to json_schema. */
  structuredOutput?: StructuredOutputMode | undefined;
  /** The model's context window; defaults to DEFAULT_CONTEXT_TOKENS of the provider. */
  contextTokens?: number | undefined;
  /** An explicit prompt budget for every call; unset, it is derived from the context window. */
  promptBudgetChars?: number | undefined;
};

/** Sensible current models when AI_MODEL is unset; openai-compatible servers have no common default. */
export const DEFAULT_MODELS: Partial<Record<AiProvider, string>> = {
  openai: "gpt-4.1-mini",
  anthropic: "claude-sonnet-4-5",
  google: "gemini-2.5-flash",
};
