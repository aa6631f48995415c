import { afterAll, beforeAll } from "vitest";
import { buildTestApp, type TestApp } from "./app";

/** Settings for the test app, or a function that gives them once what they name has started. */
export type TestEnv = Record<string, string> | (() => Record<string, string>);

/**
 * Registers, for the test file that calls it, a test app built before all its tests and closed
 * after them; the answer reads that app, so it can be named at the top of the file.
 */
export function setUpTestApp(env: TestEnv = {}): TestApp {
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    testApp = await buildTestApp(typeof env === "function" ? env() : env);
  });
  afterAll(() => testApp?.close());
  const built = () => started(testApp, "test app");
  return {
    get app() {
      return built().app;
    },
    get database() {
      return built().database;
    },
    advanceClock: (ms) => built().advanceClock(ms),
    close: () => built().close(),
  };
}

/** The value a beforeAll hook set, or a clear failure when a test reads it before the hook ran. */
export function started<T>(value: T | undefined, name: string): T {
  if (!value) throw new Error(`the ${name} is used before its beforeAll hook ran`);
  return value;
}
