import { defineConfig } from "vitest/config";

/**
 * The tests that start, kill -9 and restart whole server processes, and the one that streams
 * from a slow model for 90 s: they take minutes, so they run in their own project
 * (vitest.reliability.config.ts, decision 0026), which `npm test` and CI run after this
 * everyday one.
 */
export const RELIABILITY_TESTS = [
  "server/test/restart.test.ts",
  "scripts/reliability/crash.test.ts",
  "scripts/reliability/load.test.ts",
  "scripts/reliability/slow-model.test.ts",
];

/** What every project shares: the timeouts, and a console error fails the test that logged it. */
export const SHARED_TEST_OPTIONS = {
  testTimeout: 20_000,
  hookTimeout: 60_000,
  setupFiles: ["./server/test/fail-on-console-error.ts"],
};

// The everyday loop, `npx vitest run`: the tests of modules on Node, and the client's component
// tests (.tsx) on happy-dom through Testing Library.
export default defineConfig({
  test: {
    // Two cores here: more workers than that only adds contention.
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...SHARED_TEST_OPTIONS,
          name: "node",
          include: ["{client,server,shared,scripts,bin}/**/*.test.ts"],
          exclude: ["**/node_modules/**", "**/*.pg.test.ts", ...RELIABILITY_TESTS],
          environment: "node",
        },
      },
      {
        test: {
          ...SHARED_TEST_OPTIONS,
          name: "dom",
          include: ["client/**/*.test.tsx"],
          environment: "happy-dom",
        },
      },
    ],
  },
});
