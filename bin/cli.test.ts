import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const cli = path.join(repoRoot, "bin/scriptwright.js");
const fixtures = path.resolve(repoRoot, "fixtures/screenplays");
const tmp = mkdtempSync(path.join(tmpdir(), "scriptwright-cli-"));

const run = (...args: string[]) =>
  spawnSync(process.execPath, [cli, ...args], { encoding: "utf8" });

describe("scriptwright export", () => {
  it("converts Fountain to a PDF with afterwriting's page count", () => {
    const out = path.join(tmp, "big-fish.pdf");
    const result = run("export", path.join(fixtures, "big-fish.fountain"), out);
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(execFileSync("/usr/bin/pdfinfo", [out], { encoding: "utf8" })).toMatch(/Pages:\s+122/);
  });

  it("converts FDX to Fountain, and Fountain to FDX and A4 text", () => {
    const fountain = path.join(tmp, "bs.fountain");
    expect(run("export", path.join(fixtures, "brick-and-steel.fdx"), fountain).status).toBe(0);
    expect(readFileSync(fountain, "utf8")).toContain("EXT. BRICK'S PATIO - DAY");
    const fdx = path.join(tmp, "bs.fdx");
    expect(run("export", path.join(fixtures, "brick-and-steel.fountain"), fdx).status).toBe(0);
    expect(readFileSync(fdx, "utf8")).toContain('<Paragraph Type="Scene Heading">');
    const txt = path.join(tmp, "bs.txt");
    expect(
      run("export", path.join(fixtures, "brick-and-steel.fountain"), txt, "--paper", "a4").status,
    ).toBe(0);
    expect(readFileSync(txt, "utf8")).toContain("EXT. BRICK'S PATIO - DAY");
  });

  it.each([
    [[], /Missing command/],
    [["print", "a", "b"], /Unknown command: print/],
    [["export", "in.fountain"], /needs an input and an output/],
    [["export", "in.fountain", "out.docx"], /use \.pdf, \.fdx, \.fountain or \.txt/],
    [["export", "in.fountain", "out.pdf", "--paper", "legal"], /--paper must be letter or a4/],
  ])("exits 2 with usage for %j", (args, message) => {
    const result = run(...args);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).toContain("Usage: scriptwright export");
  });

  it("exits 1 with a clear message for a missing file", () => {
    const result = run("export", path.join(tmp, "nope.fountain"), path.join(tmp, "x.pdf"));
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/file not found: .*nope\.fountain/);
  });
});
