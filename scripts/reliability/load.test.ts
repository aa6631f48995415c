import { expect, it } from "vitest";
import { loadWorkflow } from "./load";

// The short form of the load proof: 10 virtual users for 5 s on PGlite, the server in its own
// process. The long form (200 users × 60 s on PostgreSQL, 50 on PGlite) runs in the bench.
it("runs the writer's workflow for 10 users × 5 s on PGlite without a single error", async () => {
  const report = await loadWorkflow({ db: "pglite", users: 10, seconds: 5 });
  expect(report.errorSamples).toEqual([]);
  expect(report.errors).toBe(0);
  for (const kind of report.kinds) expect(kind.count, kind.kind).toBeGreaterThan(0);
}, 90_000);
