// Regenerates shared/domain/screenplay/__golden__/afterwriting-first-lines.json: the first line
// of every script page afterwriting 1.17.3 prints for the fixtures, US Letter and A4.
// Run: npx tsx scripts/golden/afterwriting-first-lines.ts (needs npm and pdftotext).
// afterwriting is installed into a temporary folder from npm; it is not a project dependency.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterwritingCli, installAfterwriting } from "../afterwriting";
import { firstLineKey } from "./first-line-key";

const root = path.resolve(import.meta.dirname, "../..");
const golden = path.join(root, "shared/domain/screenplay/__golden__/afterwriting-first-lines.json");
const awDir = path.join(os.tmpdir(), "scriptwright-golden-afterwriting");
const awCli = afterwritingCli(awDir);

const FIXTURES = ["big-fish", "brick-and-steel"] as const;
/** Our paper names, and the print profile afterwriting calls the same paper. */
const PAPERS = { letter: "usletter", a4: "a4" } as const;

/** afterwriting's PDF of one fixture as text, one string per physical page. */
function afterwritingPages(fixture: string, awProfile: string): string[] {
  const source = path.join(root, "fixtures/screenplays", `${fixture}.fountain`);
  const pdf = path.join(awDir, `${fixture}-${awProfile}.pdf`);
  const config = path.join(awDir, `${awProfile}.json`);
  writeFileSync(config, JSON.stringify({ print_profile: awProfile }));
  execFileSync(
    process.execPath,
    [awCli, "--source", source, "--pdf", pdf, "--config", config, "--overwrite"],
    { stdio: "ignore" },
  );
  const text = execFileSync("pdftotext", ["-layout", pdf, "-"], { encoding: "utf8" });
  return text.split("\f").slice(0, -1);
}

/** The page's first printed line below the page number (afterwriting prints "2." alone on top). */
function firstLine(page: string): string {
  const lines = page.split("\n").map(firstLineKey);
  return lines.find((line) => line !== "" && !/^\d+\.$/.test(line)) ?? "";
}

installAfterwriting(awDir);
const result: Record<string, Record<string, string[]>> = {};
for (const fixture of FIXTURES) {
  result[fixture] = {};
  for (const [paper, awProfile] of Object.entries(PAPERS)) {
    const pages = afterwritingPages(fixture, awProfile);
    // Both fixtures have a title page; the comparison is about the script's pages.
    (result[fixture] as Record<string, string[]>)[paper] = pages.slice(1).map(firstLine);
  }
}
writeFileSync(golden, `${JSON.stringify(result, null, 2)}\n`);
process.stdout.write(`wrote ${path.relative(root, golden)}\n`);
