// The unit and integration suite: the everyday projects and then the process-killing ones
// (decision 0026) on the embedded PGlite, and, when TEST_DATABASE_URL is set (CI), once more on
// that real PostgreSQL together with the tests that need one.
import { spawnSync } from "node:child_process";

function vitest(args, env) {
  const result = spawnSync("npx", ["vitest", "run", ...args], { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { TEST_DATABASE_URL, ...withoutPostgres } = process.env;
console.info("\n▶ Unit and integration tests on PGlite\n");
vitest([], withoutPostgres);
console.info("\n▶ Crash, restart and load tests on PGlite, server processes of their own\n");
vitest(["--config", "vitest.reliability.config.ts"], withoutPostgres);

if (TEST_DATABASE_URL) {
  console.info(`\n▶ Integration tests again on PostgreSQL (${TEST_DATABASE_URL})\n`);
  vitest(["--config", "vitest.postgres.config.ts"], process.env);
}
