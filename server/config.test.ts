import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

const POSTGRES = { DATABASE_URL: "postgres://postgres@127.0.0.1:5432/app" };

describe("loadConfig", () => {
  it("runs one server process unless WEB_CONCURRENCY asks for more", () => {
    expect(loadConfig({}).webConcurrency).toBe(1);
    expect(loadConfig({ ...POSTGRES }).webConcurrency).toBe(1);
    expect(loadConfig({ ...POSTGRES, WEB_CONCURRENCY: "2" }).webConcurrency).toBe(2);
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

  it("requires SESSION_SECRET with PostgreSQL in production", () => {
    expect(() => loadConfig({ ...POSTGRES, NODE_ENV: "production" })).toThrow(
      "SESSION_SECRET is required when DATABASE_URL is set",
    );
  });
});
