import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["{client,server,shared,scripts,bin}/**/*.test.{ts,tsx}"],
    exclude: ["**/node_modules/**", "**/*.pg.test.ts"],
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Two cores here: more workers than that only adds contention.
    maxWorkers: 2,
    setupFiles: ["./server/test/fail-on-console-error.ts"],
  },
});
