import { defineConfig } from "vitest/config";
import base from "./vitest.config";

// The second pass of CI: the database-backed tests on a real PostgreSQL, plus those that need one.
export default defineConfig({
  test: {
    ...base.test,
    include: ["server/**/*.test.ts"],
    exclude: ["**/node_modules/**"],
  },
});
