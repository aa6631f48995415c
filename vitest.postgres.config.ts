import { defineConfig } from "vitest/config";
import { SHARED_TEST_OPTIONS } from "./vitest.config";

// The second pass of CI: the database-backed tests on a real PostgreSQL (the process-killing
// ones included), plus those that need one.
export default defineConfig({
  test: {
    ...SHARED_TEST_OPTIONS,
    name: "postgres",
    include: ["server/**/*.test.ts", "scripts/reliability/{crash,fuzz}.test.ts"],
    exclude: ["**/node_modules/**"],
    environment: "node",
    maxWorkers: 2,
  },
});
