// afterwriting 1.17.3, the reference the benches and golden files compare the page layout
// with. It is installed from the npm registry into a temporary folder: never a project
// dependency.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";

/** afterwriting's CLI once installed into `dir`. */
export const afterwritingCli = (dir: string) =>
  path.join(dir, "node_modules", "afterwriting", "awc.js");

/** Installs afterwriting into `dir` unless it is there already. */
export function installAfterwriting(dir: string): void {
  if (existsSync(afterwritingCli(dir))) return;
  mkdirSync(dir, { recursive: true });
  execFileSync(
    "npm",
    ["install", "--prefix", dir, "--no-audit", "--no-fund", "afterwriting@1.17.3"],
    { stdio: "ignore" },
  );
}
