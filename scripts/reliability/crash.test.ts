import { expect, it } from "vitest";
import { crashRun } from "./crash";

// kill -9 during a write loop, then restart on the same data (crash.ts): PGlite on a DATA_DIR
// in the process-killing pass (vitest.reliability.config.ts), PostgreSQL in the TEST_DATABASE_URL pass.
// The long form (`crashLong`, 20 kills on each) runs in the bench.
const db = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";

it(`keeps every acknowledged write through 3 kill -9s on ${db}, and opens every time`, async () => {
  const report = await crashRun({ db, kills: 3, writers: 3 });
  expect(report.problems).toEqual([]);
  expect(report.kills).toBe(3);
  expect(report.acknowledged).toBeGreaterThan(0);
  expect(report.lost).toBe(0);
}, 120_000);
