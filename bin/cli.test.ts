import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { pdfFonts, pdfLines } from "#shared/test/read-pdf";
import { SUPPLIED_FONT_CHARACTER, suppliedFontDir } from "#shared/test/supplied-font";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const cli = path.join(repoRoot, "bin/scriptwright.js");
const fixtures = path.resolve(repoRoot, "fixtures/screenplays");
const tmp = mkdtempSync(path.join(tmpdir(), "scriptwright-cli-"));

const run = (...args: string[]) =>
  spawnSync(process.execPath, [cli, ...args], { encoding: "utf8" });

/** Runs the CLI with SCRIPT_FONT_DIR set, as a writer with fonts of their own would. */
const runWithFonts = (fontDir: string, ...args: string[]) =>
  spawnSync(process.execPath, [cli, ...args], {
    encoding: "utf8",
    env: { ...process.env, SCRIPT_FONT_DIR: fontDir },
  });

/** A Fountain file in the temporary folder; its path. */
function fountainFile(name: string, text: string): string {
  const file = path.join(tmp, `${name}.fountain`);
  writeFileSync(file, text);
  return file;
}

describe("scriptwright export", () => {
  it("converts Fountain to a PDF with afterwriting's page count", () => {
    const out = path.join(tmp, "big-fish.pdf");
    const source = path.join(fixtures, "big-fish.fountain");
    const result = run("export", source, out, "--breaks", "anywhere");
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
    [
      ["export", "in.fountain", "out.pdf", "--breaks", "words"],
      /--breaks must be sentences or anywhere, not "words"\./,
    ],
    [["export", "in.fountain", "out.pdf", "--revision", "Blue"], /--revision needs --revised-from/],
    [
      ["export", "in.fountain", "out.pdf", "--changed-pages-only"],
      /--changed-pages-only needs --revised-from <earlier file>\./,
    ],
    [
      ["export", "in.fountain", "out.fdx", "--revised-from", "old.fountain"],
      /--revised-from marks changed lines in \.pdf or \.txt output only\./,
    ],
    [
      [
        "export",
        "in.fountain",
        "out.pdf",
        "--revised-from",
        "old.fountain",
        "--revision",
        "x".repeat(51),
      ],
      /--revision must be 1 to 50 characters\./,
    ],
  ])("exits 2 with usage for %j", (args, message) => {
    const result = run(...args);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).toContain("Usage: scriptwright export");
  });

  it("prints a script that opens on FADE IN: without a title page", () => {
    const source = path.join(tmp, "fade-in.fountain");
    writeFileSync(source, "FADE IN:\n\nINT. OFFICE - DAY\n\nAction.\n");
    const pdf = path.join(tmp, "fade-in.pdf");
    expect(run("export", source, pdf).status).toBe(0);
    expect(execFileSync("/usr/bin/pdfinfo", [pdf], { encoding: "utf8" })).toMatch(/Pages:\s+1\n/);
    const text = execFileSync("/usr/bin/pdftotext", ["-layout", pdf, "-"], { encoding: "utf8" });
    expect(text.trimStart().split("\n")[0]).toBe("FADE IN:");
  });

  it("breaks speeches between sentences by default, anywhere with --breaks anywhere", () => {
    const source = path.join(fixtures, "big-fish.fountain");
    const exported = (...options: string[]) => {
      const out = path.join(tmp, `breaks${options.join("")}.txt`);
      expect(run("export", source, out, ...options).status).toBe(0);
      return readFileSync(out, "utf8");
    };
    const midSentence = /it could kind\n {25}\(MORE\)\n/;
    expect(exported()).not.toMatch(midSentence);
    expect(exported("--breaks", "sentences")).not.toMatch(midSentence);
    expect(exported("--breaks=anywhere")).toMatch(midSentence);
  });

  describe("revision pages", () => {
    const earlier = path.join(fixtures, "big-fish.fountain");
    // Big Fish with a heading renamed (page 9) and one word of a long speech changed (page 50s).
    const revised = fountainFile(
      "big-fish-revised",
      readFileSync(earlier, "utf8")
        .replace("INT.  HOSPITAL HALLWAY - DAY", "INT.  HOSPITAL CORRIDOR - DAY")
        .replace("he was picking oranges in Florida", "he was picking lemons in Florida"),
    );
    const HEADER = /Blue Revision — \d{1,2} [A-Z][a-z]{2} \d{4}/;
    /** The PDF's pages as pdftotext lays them out. */
    const layoutPages = (pdf: string) =>
      execFileSync("/usr/bin/pdftotext", ["-layout", pdf, "-"], { encoding: "utf8" }).split("\f");
    const markedLines = (pages: string[]) =>
      pages.flatMap((page) => page.split("\n").filter((line) => /\S\s+\*$/.test(line)));

    it("marks exactly the changed lines with * and heads only their pages with the revision", () => {
      const pdf = path.join(tmp, "big-fish-revised.pdf");
      const result = run(
        "export",
        revised,
        pdf,
        "--revised-from",
        earlier,
        "--revision",
        "Blue Revision",
      );
      expect(result.stderr).toBe("");
      expect(result.status).toBe(0);
      const pages = layoutPages(pdf);
      expect(markedLines(pages).map((line) => line.replace(/\s+\*$/, "").trim())).toEqual([
        "INT.   HOSPITAL CORRIDOR - DAY",
        "picking lemons in Florida. His",
      ]);
      const headed = pages.filter((page) => HEADER.test(page));
      expect(headed).toHaveLength(2);
      expect(headed.every((page) => markedLines([page]).length === 1)).toBe(true);
      // Nothing else moved: Big Fish still prints on 123 pages.
      expect(execFileSync("/usr/bin/pdfinfo", [pdf], { encoding: "utf8" })).toMatch(/Pages:\s+123/);
    });

    it("prints only the changed pages, keeping their page numbers, with --changed-pages-only", () => {
      const pdf = path.join(tmp, "big-fish-changed.pdf");
      const result = run("export", revised, pdf, "--revised-from", earlier, "--changed-pages-only");
      expect(result.status).toBe(0);
      expect(execFileSync("/usr/bin/pdfinfo", [pdf], { encoding: "utf8" })).toMatch(/Pages:\s+2\n/);
      const pages = layoutPages(pdf).filter((page) => page.trim());
      expect(pages.map((page) => /(\d+)\.\n/.exec(page)?.[1])).toEqual(["9", expect.any(String)]);
      expect(Number(/(\d+)\.\n/.exec(pages[1] ?? "")?.[1])).toBeGreaterThan(9);
      expect(pages.join("")).not.toMatch(HEADER);
    });

    it("exits 1 when only changed pages are asked for and nothing changed", () => {
      const out = path.join(tmp, "unchanged.txt");
      const result = run("export", earlier, out, "--revised-from", earlier, "--changed-pages-only");
      expect(result.status).toBe(1);
      expect(result.stderr).toBe(
        "scriptwright: Nothing that prints changed since the earlier version, so there is no page to print.\n",
      );
    });
  });

  it("documents --breaks and revision pages in --help", () => {
    const result = run("--help");
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(
      "  --revised-from        revision pages, for PDF and text output: every line changed since\n" +
        "                        this earlier version of the script gets a * in the right margin\n" +
        "  --revision            the revision's name, printed with today's date atop each changed page\n" +
        "  --changed-pages-only  print only the changed pages, each with its own page number",
    );
    expect(result.stdout).toContain(
      "  --breaks  where a speech may continue on the next page, for PDF and text output:\n" +
        "            sentences (default, as Final Draft: between sentences, two lines on each page)\n" +
        "            or anywhere (as afterwriting: after any line of dialogue)",
    );
  });

  it("exits 1 with a clear message for a missing file", () => {
    const result = run("export", path.join(tmp, "nope.fountain"), path.join(tmp, "x.pdf"));
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/file not found: .*nope\.fountain/);
  });

  it("prints a Greek and Cyrillic scene in embedded fonts whose words read back", () => {
    const input = fountainFile("greek", "INT. ΤΑΒΕΡΝΑ - NIGHT\n\nΚαλησπέρα. Добрый вечер.\n");
    const out = path.join(tmp, "greek.pdf");
    const result = run("export", input, out);
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(pdfLines(out)).toContain("Καλησπέρα. Добрый вечер.");
    expect(pdfFonts(out).every((font) => font.embedded && font.subset)).toBe(true);
  });

  it("exits 1 naming characters no font has; SCRIPT_FONT_DIR adds a font that has them", () => {
    const input = fountainFile(
      "icons",
      `INT. LAB - NIGHT\n\nThe panel ${SUPPLIED_FONT_CHARACTER} reads 字.\n`,
    );
    const out = path.join(tmp, "icons.pdf");
    const refused = run("export", input, out);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toBe(
      'scriptwright: The PDF fonts cannot print these characters: "\uEA60" (U+EA60), "字" (U+5B57). ' +
        "Replace them, or add a TrueType or OpenType font that has them to the folder named by " +
        "SCRIPT_FONT_DIR (a setting of the server and of the command-line tool) and export again.\n",
    );
    const fontDir = suppliedFontDir();
    const still = runWithFonts(fontDir, "export", input, out);
    expect(still.status).toBe(1);
    expect(still.stderr).toContain('cannot print these characters: "字" (U+5B57). ');
    const iconOnly = fountainFile(
      "icon",
      `INT. LAB - NIGHT\n\nThe panel ${SUPPLIED_FONT_CHARACTER}.\n`,
    );
    const printed = runWithFonts(fontDir, "export", iconOnly, out);
    expect(printed.stderr).toBe("");
    expect(printed.status).toBe(0);
    expect(pdfLines(out)).toContain(`The panel ${SUPPLIED_FONT_CHARACTER}.`);
  });

  it("exits 1 naming a SCRIPT_FONT_DIR that is not a folder", () => {
    const missing = path.join(tmp, "no-fonts-here");
    const input = fountainFile("plain", "INT. LAB - NIGHT\n\nQuiet.\n");
    const result = runWithFonts(missing, "export", input, path.join(tmp, "plain.pdf"));
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      `scriptwright: SCRIPT_FONT_DIR: ${missing} is not a folder that can be read\n`,
    );
  });
});
