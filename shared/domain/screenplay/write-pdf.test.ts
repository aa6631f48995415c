import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  type PageLine,
  type Pagination,
  paginate,
  parseFountain,
  UnsupportedCharactersError,
  usLetter,
} from "./index";
import { loadScriptFonts } from "./load-script-fonts";
import { paginateRevised } from "./revised-pages";
import { writePdf } from "./write-pdf";

const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));
const fixtures = path.resolve(repoRoot, "fixtures/screenplays");
const tmp = mkdtempSync(path.join(tmpdir(), "scriptwright-pdf-"));

/** Left edges of the US Letter print profile (afterwriting's), in points. */
const EDGES: Record<string, number> = {
  scene_heading: 108,
  action: 108,
  character: 252,
  parenthetical: 216,
  dialogue: 180,
};
const TOLERANCE = 3.6;

type Word = { x: number; y: number; text: string };

function pdfWords(file: string): Word[][] {
  const html = execFileSync("/usr/bin/pdftotext", ["-bbox", file, "-"], {
    encoding: "utf8",
    maxBuffer: 64 << 20,
  });
  return html
    .split("<page ")
    .slice(1)
    .map((page) =>
      [...page.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)"[^>]*>([^<]*)<\/word>/g)].map(
        (m) => ({
          x: Number(m[1]),
          y: Number(m[2]),
          text: decodeEntities(m[3] ?? ""),
        }),
      ),
    );
}

const ENTITIES: Record<string, string> = {
  "&apos;": "'",
  "&quot;": '"',
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
};
const decodeEntities = (text: string) => text.replace(/&\w+;/g, (e) => ENTITIES[e] ?? e);

/** Leftmost word of each printed row, top to bottom. */
function rowStarts(words: Word[]): Word[] {
  const rows = new Map<number, Word>();
  for (const word of words) {
    const key = Math.round(word.y);
    const current = rows.get(key);
    if (!current || word.x < current.x) rows.set(key, word);
  }
  return [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([, word]) => word);
}

function expectGeometry(pagination: Pagination, pages: Word[][]): number {
  const all = pagination.titlePage ? [pagination.titlePage, ...pagination.pages] : pagination.pages;
  let checked = 0;
  all.forEach((page, index) => {
    const starts = rowStarts(pages[index] ?? []);
    const byRow = new Map<number, PageLine>();
    for (const line of page.lines.filter((l) => l.text.trim())) {
      const current = byRow.get(line.row);
      if (!current || line.x < current.x) byRow.set(line.row, line);
    }
    const leftmost = [...byRow.entries()].sort((a, b) => a[0] - b[0]).map(([, line]) => line);
    expect(starts.length).toBe(leftmost.length);
    leftmost.forEach((line, i) => {
      const dual = page.lines.filter((l) => l.row === line.row).length > 1;
      const expected =
        EDGES[line.type] !== undefined && !dual ? (EDGES[line.type] as number) : line.x * 72;
      const indent = (line.text.length - line.text.trimStart().length) * 7.2;
      expect(
        Math.abs((starts[i]?.x ?? 0) - indent - expected),
        `page ${index + 1} "${line.text}"`,
      ).toBeLessThanOrEqual(TOLERANCE);
      checked++;
    });
  });
  return checked;
}

describe.each(["big-fish", "brick-and-steel"])("PDF of %s", (name) => {
  const pagination = paginate(
    parseFountain(readFileSync(path.join(fixtures, `${name}.fountain`), "utf8")),
    usLetter,
  );
  const file = path.join(tmp, `${name}.pdf`);
  writeFileSync(file, writePdf(pagination, loadScriptFonts(), { title: name }));
  const pages = pdfWords(file);

  it("has the paginator's page count", () => {
    expect(pages.length).toBe(pagination.pageCount);
  });

  it("puts every line at its block's left edge (within 0.05 in)", () => {
    expect(expectGeometry(pagination, pages)).toBeGreaterThan(50);
  });

  it("prints (MORE) and (CONT'D) where speeches split", () => {
    const text = pages
      .flat()
      .map((w) => w.text)
      .join(" ");
    const mores = pagination.pages.filter((p) => p.lines.at(-1)?.text === "(MORE)").length;
    expect(text.split("(MORE)").length - 1).toBe(mores);
    if (name === "big-fish") expect(mores).toBeGreaterThan(0);
    if (mores) expect(text.includes("(CONT'D)")).toBe(true);
  });
});

describe("characters none of the script's fonts has", () => {
  it("throws UnsupportedCharactersError naming them, instead of printing blanks", () => {
    const pagination = paginate(
      parseFountain("INT. LAB - DAY\n\nThe sign reads Ω → 漢字. “Quotes” – fine…"),
    );
    expect(() => writePdf(pagination, loadScriptFonts())).toThrow(UnsupportedCharactersError);
    try {
      writePdf(pagination, loadScriptFonts());
    } catch (error) {
      expect((error as UnsupportedCharactersError).characters).toEqual(["→", "漢", "字"]);
      expect((error as Error).message).toContain("U+2192");
    }
  });

  it("prints curly quotes, dashes and Latin-1 letters", () => {
    const pdf = writePdf(
      paginate(parseFountain("INT. CAFÉ - DAY\n\n“Déjà vu” — he says… ’tis £5.")),
      loadScriptFonts(),
    );
    expect(pdf.length).toBeGreaterThan(500);
  });
});

describe("revision marks", () => {
  it("draws * at the profile's mark position on the changed line's baseline, and nowhere else", () => {
    const earlier = "INT. DOCK - NIGHT\n\nFog.\n\nMARY\nWhere is he?\n\nWaves.\n";
    const current = earlier.replace("Where is he?", "Where did he go?");
    const pagination = paginateRevised(parseFountain(current), parseFountain(earlier), usLetter);
    const file = path.join(tmp, "revised.pdf");
    writeFileSync(file, writePdf(pagination, loadScriptFonts()));
    const words = pdfWords(file)[0] ?? [];
    const marks = words.filter((word) => word.text === "*");
    const changed = words.find((word) => word.text === "Where");
    expect(marks).toHaveLength(1);
    expect(marks[0]?.x).toBeCloseTo(usLetter.revisionMarkX * 72, 0);
    expect(marks[0]?.y).toBeCloseTo(changed?.y ?? 0, 1);
  });
});
