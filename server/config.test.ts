import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

const POSTGRES = {
  DATABASE_URL: "postgres://postgres@127.0.0.1:5432/app",
  NODE_ENV: "development",
};

describe("loadConfig", () => {
  it("runs one server process unless WEB_CONCURRENCY asks for more", () => {
    expect(loadConfig({}).webConcurrency).toBe(1);
    expect(loadConfig({ ...POSTGRES }).webConcurrency).toBe(1);
    expect(loadConfig({ ...POSTGRES, WEB_CONCURRENCY: "2" }).webConcurrency).toBe(2);
  });

  it("reads SCRIPT_FONT_DIR as an absolute folder, unset when empty", () => {
    expect(loadConfig({ SCRIPT_FONT_DIR: "fonts" }).formatJobs.scriptFontDir).toBe(
      path.resolve("fonts"),
    );
    expect(loadConfig({ SCRIPT_FONT_DIR: "" }).formatJobs.scriptFontDir).toBeUndefined();
  });

  it("keeps the embedded database in one process whatever WEB_CONCURRENCY says", () => {
    expect(loadConfig({ WEB_CONCURRENCY: "4" }).webConcurrency).toBe(1);
  });

  it("names WEB_CONCURRENCY when it is not a usable number", () => {
    expect(() => loadConfig({ ...POSTGRES, WEB_CONCURRENCY: "0" })).toThrow(
      "WEB_CONCURRENCY: WEB_CONCURRENCY must be a whole number from 1",
    );
    expect(() => loadConfig({ ...POSTGRES, WEB_CONCURRENCY: "many" })).toThrow(/WEB_CONCURRENCY/);
  });

  it("counts an unset NODE_ENV as production, where the development sign-in does not exist", () => {
    expect(loadConfig({})).toMatchObject({ isProduction: true, isDevelopment: false });
    expect(loadConfig({ NODE_ENV: "test" })).toMatchObject({ isDevelopment: false });
    expect(loadConfig({ NODE_ENV: "development" })).toMatchObject({ isDevelopment: true });
    expect(() => loadConfig({ DATABASE_URL: POSTGRES.DATABASE_URL })).toThrow(
      "SESSION_SECRET is required when DATABASE_URL is set",
    );
  });

  it("requires SESSION_SECRET and PUBLIC_ORIGIN with PostgreSQL in production", () => {
    expect(() => loadConfig({ ...POSTGRES, NODE_ENV: "production" })).toThrow(
      "SESSION_SECRET is required when DATABASE_URL is set",
    );
    const secret = { SESSION_SECRET: "s".repeat(32) };
    expect(() => loadConfig({ ...POSTGRES, ...secret, NODE_ENV: "production" })).toThrow(
      "PUBLIC_ORIGIN is required when DATABASE_URL is set",
    );
    const origin = { PUBLIC_ORIGIN: "https://scripts.example.com" };
    expect(
      loadConfig({ ...POSTGRES, ...secret, ...origin, NODE_ENV: "production" }).publicOrigin,
    ).toBe("https://scripts.example.com");
  });

  it("trusts X-Forwarded-For only from named proxies or a number of hops, never from anyone", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.1, 10.1.0.0/16,loopback" }).trustProxy).toEqual([
      "10.0.0.1",
      "10.1.0.0/16",
      "loopback",
    ]);
    for (const value of ["true", "yes", "10.0.0.1/40", "proxy.example"]) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(
        "TRUST_PROXY: TRUST_PROXY must be false, the proxies' addresses",
      );
    }
  });

  it("lets wallets sign in at the loopback names on PORT unless ALLOWED_HOSTS says otherwise", () => {
    expect(loadConfig({ PORT: "4000" }).allowedHosts).toEqual([
      "localhost:4000",
      "127.0.0.1:4000",
      "[::1]:4000",
    ]);
    expect(loadConfig({ ALLOWED_HOSTS: "Scripts.LAN:8080, writers.example" }).allowedHosts).toEqual(
      ["scripts.lan:8080", "writers.example"],
    );
    expect(() => loadConfig({ ALLOWED_HOSTS: "https://writers.example/" })).toThrow(
      "ALLOWED_HOSTS must be a comma-separated list of host names or host:port pairs",
    );
  });

  it("bounds each AI request at AI_PROMPT_BUDGET_CHARS when set, else by the context window", () => {
    expect(loadConfig({}).ai.promptBudgetChars).toBeUndefined();
    expect(loadConfig({ AI_PROMPT_BUDGET_CHARS: "24000" }).ai.promptBudgetChars).toBe(24_000);
    expect(() => loadConfig({ AI_PROMPT_BUDGET_CHARS: "5000" })).toThrow(
      "AI_PROMPT_BUDGET_CHARS: AI_PROMPT_BUDGET_CHARS must be at least 10000",
    );
  });

  it("waits AI_TIMEOUT_MS for the model's next data, and AI_TOTAL_TIMEOUT_MS for a whole call", () => {
    expect(loadConfig({}).ai).toMatchObject({ timeoutMs: 60_000, totalTimeoutMs: 600_000 });
    expect(loadConfig({ AI_TIMEOUT_MS: "5000", AI_TOTAL_TIMEOUT_MS: "900000" }).ai).toMatchObject({
      timeoutMs: 5000,
      totalTimeoutMs: 900_000,
    });
    // An idle limit set above the default total one raises it rather than being cut short.
    expect(loadConfig({ AI_TIMEOUT_MS: "900000" }).ai.totalTimeoutMs).toBe(900_000);
  });

  it("names AI_TIMEOUT_MS and AI_TOTAL_TIMEOUT_MS when they are not usable limits", () => {
    for (const name of ["AI_TIMEOUT_MS", "AI_TOTAL_TIMEOUT_MS"]) {
      expect(() => loadConfig({ [name]: "0" })).toThrow(
        `${name}: ${name} must be a positive number of milliseconds`,
      );
      expect(() => loadConfig({ [name]: "1.5" })).toThrow(
        `${name}: ${name} must be a whole number of milliseconds`,
      );
      expect(() => loadConfig({ [name]: "soon" })).toThrow(name);
      expect(() => loadConfig({ [name]: "3600001" })).toThrow(
        `${name}: ${name} must be at most 3600000 (an hour)`,
      );
    }
    expect(() => loadConfig({ AI_TIMEOUT_MS: "60000", AI_TOTAL_TIMEOUT_MS: "30000" })).toThrow(
      "AI_TOTAL_TIMEOUT_MS must be at least AI_TIMEOUT_MS (the idle limit)",
    );
  });

  it("reads AI_CONTEXT_TOKENS as a whole number of at least 8192, unset by default", () => {
    expect(loadConfig({}).ai.contextTokens).toBeUndefined();
    expect(loadConfig({ AI_CONTEXT_TOKENS: "32768" }).ai.contextTokens).toBe(32_768);
    expect(() => loadConfig({ AI_CONTEXT_TOKENS: "4096" })).toThrow(
      "AI_CONTEXT_TOKENS: AI_CONTEXT_TOKENS must be at least 8192",
    );
    expect(() => loadConfig({ AI_CONTEXT_TOKENS: "8k" })).toThrow(
      "AI_CONTEXT_TOKENS: AI_CONTEXT_TOKENS must be a whole number of tokens",
    );
  });

  it("asks for structured output as AI_STRUCTURED_OUTPUT says, json_schema by default", () => {
    expect(loadConfig({}).ai.structuredOutput).toBe("json_schema");
    expect(loadConfig({ AI_STRUCTURED_OUTPUT: "prompt" }).ai.structuredOutput).toBe("prompt");
    expect(() => loadConfig({ AI_STRUCTURED_OUTPUT: "json" })).toThrow(
      "AI_STRUCTURED_OUTPUT: AI_STRUCTURED_OUTPUT must be one of json_schema, json_object, prompt",
    );
  });
});
