import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { lockDataDir } from "./data-dir-lock";

// That a second live server is refused is tested end to end in server/test/restart.test.ts.
const dataDir = mkdtempSync(path.join(os.tmpdir(), "scriptwright-lock-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it("takes over at once (not after the 5 s stale time) when the owner was killed with -9", async () => {
  const holder = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "--input-type=module",
      "-e",
      `const { lockDataDir } = await import(${JSON.stringify(path.resolve(import.meta.dirname, "data-dir-lock.ts"))});
       await lockDataDir(${JSON.stringify(dataDir)}); console.info("locked"); setInterval(() => {}, 1000);`,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const [chunk] = await once(holder.stdout, "data");
  expect(String(chunk)).toContain("locked");
  holder.kill("SIGKILL");
  await once(holder, "exit");

  const started = performance.now();
  const release = await lockDataDir(dataDir);
  expect(performance.now() - started).toBeLessThan(2_000);
  await release();
}, 30_000);
