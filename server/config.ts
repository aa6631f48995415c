/*
 * Configuration from the environment. The server's own schemas are written in classic zod, one
 * flavour for the whole layer: its error messages and `.transform` read better here, and its
 * size does not matter on a server. shared/ uses zod/mini because the browser loads it
 * (docs/decisions/0008); the server validates requests with those shared schemas as they are.
 */
import { availableParallelism } from "node:os";
import path from "node:path";
import { z } from "zod";
import { AI_PROVIDERS } from "#shared/schemas/ai";
import { DEFAULT_TOTAL_TIMEOUT_MS, STRUCTURED_OUTPUT_MODES } from "./ai/ai-config";
import { AllowedHostsSchema, parseAllowedHosts, TrustProxySchema } from "./config-network";

/** An AI time limit in milliseconds; Node's timers fire at once past 2^31 - 1 ms. */
const aiTimeout = (name: string) =>
  z.coerce
    .number()
    .int(`${name} must be a whole number of milliseconds`)
    .positive(`${name} must be a positive number of milliseconds`)
    .max(3_600_000, `${name} must be at most 3600000 (an hour)`);

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: z.string().url("DATABASE_URL must be a postgres:// URL").optional(),
  DATA_DIR: z.string().default("./data"),
  WEB_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1, "WEB_CONCURRENCY must be a whole number from 1")
    .max(64, "WEB_CONCURRENCY must be at most 64")
    .default(1),
  SCENE_LIST_CACHE_MB: z.coerce
    .number()
    .min(0, "SCENE_LIST_CACHE_MB must be 0 (off) or more")
    .default(64),
  FORMAT_JOB_THREADS: z.coerce
    .number()
    .int()
    .min(1, "FORMAT_JOB_THREADS must be a whole number from 1")
    .max(64, "FORMAT_JOB_THREADS must be at most 64")
    .default(Math.max(1, availableParallelism() - 1)),
  FORMAT_JOB_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .positive("FORMAT_JOB_TIMEOUT_MS must be a positive number of milliseconds")
    // Node's timers fire at once past 2^31 - 1 ms; an hour is more than any export needs.
    .max(3_600_000, "FORMAT_JOB_TIMEOUT_MS must be at most 3600000 (an hour)")
    .default(20_000),
  SCRIPT_FONT_DIR: z.string().optional(),
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional(),
  // Unset means production: the development sign-in must be asked for, never stumbled into.
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PUBLIC_ORIGIN: z.string().url("PUBLIC_ORIGIN must be a URL").optional(),
  TRUST_PROXY: TrustProxySchema,
  ALLOWED_HOSTS: AllowedHostsSchema,
  AI_PROVIDER: z.enum(AI_PROVIDERS).default("offline"),
  AI_MODEL: z.string().optional(),
  AI_API_KEY: z.string().optional(),
  AI_BASE_URL: z.string().url("AI_BASE_URL must be a URL").optional(),
  AI_TIMEOUT_MS: aiTimeout("AI_TIMEOUT_MS").default(60_000),
  // Unset: ten minutes, or AI_TIMEOUT_MS when that is longer (see loadConfig).
  AI_TOTAL_TIMEOUT_MS: aiTimeout("AI_TOTAL_TIMEOUT_MS").optional(),
  AI_STRUCTURED_OUTPUT: z
    .enum(STRUCTURED_OUTPUT_MODES, {
      message: `AI_STRUCTURED_OUTPUT must be one of ${STRUCTURED_OUTPUT_MODES.join(", ")}`,
    })
    .default("json_schema"),
  AI_CONTEXT_TOKENS: z.coerce
    .number({ error: "AI_CONTEXT_TOKENS must be a whole number of tokens" })
    .int("AI_CONTEXT_TOKENS must be a whole number of tokens")
    .min(
      8192,
      "AI_CONTEXT_TOKENS must be at least 8192 (an analysis alone needs about that much for its instructions, the measured statistics and its answer); raise the model server's context size",
    )
    .max(10_000_000, "AI_CONTEXT_TOKENS must be at most 10000000")
    .optional(),
  // Unset: derived from AI_CONTEXT_TOKENS, per call. Set: the budget of every call.
  AI_PROMPT_BUDGET_CHARS: z.coerce
    .number()
    .int("AI_PROMPT_BUDGET_CHARS must be a whole number of characters")
    .min(
      10_000,
      "AI_PROMPT_BUDGET_CHARS must be at least 10000 (the instructions alone need a few thousand)",
    )
    .optional(),
  AI_THROTTLE_LIMIT: z.coerce.number().int().positive().default(60),
  AI_THROTTLE_WINDOW_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 60_000),
});

/** The configuration the app runs with, shaped from the environment by the schema above. */
const ConfigSchema = EnvSchema.transform((e) => ({
  port: e.PORT,
  host: e.HOST,
  databaseUrl: e.DATABASE_URL,
  dataDir: e.DATA_DIR,
  /** Server processes sharing the port; more than one only with PostgreSQL (PGlite is in-process). */
  webConcurrency: e.DATABASE_URL ? e.WEB_CONCURRENCY : 1,
  /** Memory each process may spend on encoded scene lists (docs/decisions/0012); 0 turns it off. */
  sceneListCacheBytes: Math.round(e.SCENE_LIST_CACHE_MB * 1024 * 1024),
  /**
   * Worker threads for parsing, layout and file writing, the time limit of each job, and the
   * folder of fonts the writer adds for characters the script's fonts lack (absolute).
   */
  formatJobs: {
    threads: e.FORMAT_JOB_THREADS,
    timeoutMs: e.FORMAT_JOB_TIMEOUT_MS,
    scriptFontDir: e.SCRIPT_FONT_DIR && path.resolve(e.SCRIPT_FONT_DIR),
  },
  sessionSecret: e.SESSION_SECRET,
  isProduction: e.NODE_ENV === "production",
  /** Only `NODE_ENV=development` offers the development sign-in. */
  isDevelopment: e.NODE_ENV === "development",
  /** Extra origins accepted on state-changing requests besides the request's own host. */
  publicOrigin: e.PUBLIC_ORIGIN,
  /** Hosts (`name[:port]`) that wallet sign-in may name when PUBLIC_ORIGIN is unset. */
  allowedHosts: parseAllowedHosts(e.ALLOWED_HOSTS, e.PORT),
  /** How many proxies, or which addresses, may say who the client is (`X-Forwarded-For`). */
  trustProxy: e.TRUST_PROXY,
  ai: {
    provider: e.AI_PROVIDER,
    model: e.AI_MODEL,
    apiKey: e.AI_API_KEY,
    baseUrl: e.AI_BASE_URL,
    /** The longest wait for the provider's answer, or for its stream's next piece. */
    timeoutMs: e.AI_TIMEOUT_MS,
    /** The longest whole call; never shorter than the idle limit when left unset. */
    totalTimeoutMs: e.AI_TOTAL_TIMEOUT_MS ?? Math.max(DEFAULT_TOTAL_TIMEOUT_MS, e.AI_TIMEOUT_MS),
    /** How structured answers are asked for (json_schema, json_object or prompt). */
    structuredOutput: e.AI_STRUCTURED_OUTPUT,
    /** The model's context window in tokens; unset, the provider's usual one. */
    contextTokens: e.AI_CONTEXT_TOKENS,
    /** Characters every request may carry, overriding the budget derived from the window. */
    promptBudgetChars: e.AI_PROMPT_BUDGET_CHARS,
    throttleLimit: e.AI_THROTTLE_LIMIT,
    throttleWindowMs: e.AI_THROTTLE_WINDOW_MS,
  },
}));

export type Config = z.output<typeof ConfigSchema>;

/** Reads configuration from environment variables only; empty values count as unset. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ""));
  const parsed = ConfigSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    invalid(...problems);
  }
  const config = parsed.data;
  if (config.ai.totalTimeoutMs < config.ai.timeoutMs) {
    // The whole call would end before the model could ever be waited on for the idle limit.
    invalid("AI_TOTAL_TIMEOUT_MS must be at least AI_TIMEOUT_MS (the idle limit)");
  }
  if (config.databaseUrl && config.isProduction) {
    // Servers sharing a database are reached through a name of their own: sessions must be
    // signed alike, and wallets must be told which site they sign in to.
    if (!config.sessionSecret) invalid("SESSION_SECRET is required when DATABASE_URL is set");
    if (!config.publicOrigin) invalid("PUBLIC_ORIGIN is required when DATABASE_URL is set");
  }
  return config;
}

function invalid(...problems: string[]): never {
  throw new Error(`Invalid configuration:\n  ${problems.join("\n  ")}`);
}
