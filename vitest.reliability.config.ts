import { defineConfig } from "vitest/config";
import { RELIABILITY_TESTS, SHARED_TEST_OPTIONS } from "./vitest.config";

// The process-killing tests (crash, restart, load) and the slow-model stream, apart from the everyday loop (decision 0026).
export default defineConfig({
  test: {
    ...SHARED_TEST_OPTIONS,
    name: "reliability",
    include: RELIABILITY_TESTS,
    environment: "node",
    maxWorkers: 2,
  },
});
