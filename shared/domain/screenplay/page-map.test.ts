import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { stripEmphasis } from "./emphasis";
import { HOSTILE_FOUNTAIN } from "./hostile-inputs";
import { mapPages } from "./page-map";
import { paginate } from "./paginate";
import { parseFountain, parseFountainWithSourceLines } from "./parse";
import { profiles } from "./print-profile";

const fixture = (name: string) =>
  readFileSync(new URL(`../../../fixtures/screenplays/${name}`, import.meta.url), "utf8");

const paragraphs = (count: number) =>
  Array.from({ length: count }, (_, i) => `Paragraph ${i + 1}.`).join("\n\n");

/** Source line `n` of a script (0-based), as an editor numbers them. */
const lineOf = (source: string, n: number) => source.split(/\r\n?|\n/)[n];

/** The page's printed lines, without its number. */
const printed = (source: string, page: number) =>
  (paginate(parseFountain(source)).pages[page - 1]?.lines ?? [])
    .filter((line) => line.type !== "page_number" && line.type !== "scene_number")
    .map((line) => line.text);

describe("mapPages", () => {
  it("puts a break on the heading of a scene that starts the next page", () => {
    const source = `INT. KITCHEN - DAY\n\n${paragraphs(26)}\n\nEXT. GARDEN - NIGHT\n\nRain.\n`;
    const map = mapPages(source);
    expect(map).toEqual({ pageCount: 2, breaks: [{ line: 54, page: 2, more: false }] });
    expect(lineOf(source, 54)).toBe("EXT. GARDEN - NIGHT");
    expect(printed(source, 2)[0]).toBe("EXT. GARDEN - NIGHT");
  });

  it("marks a speech split across the break with (MORE) and the repeated cue", () => {
    const speech = Array.from(
      { length: 8 },
      (_, i) =>
        `Line ${i + 1} is a sentence long enough to wrap onto a second printed line of dialogue.`,
    );
    const source = `INT. KITCHEN - DAY\n\n${paragraphs(20)}\n\nMARA\n${speech.join("\n")}\n\nShe stops.\n`;
    const { breaks } = mapPages(source);
    expect(breaks).toEqual([{ line: 46, page: 2, more: true, contd: "MARA (CONT'D)" }]);
    expect(lineOf(source, 46)).toBe(speech[3]);
    expect(printed(source, 1).at(-1)).toBe("(MORE)");
    expect(printed(source, 2).slice(0, 2)).toEqual([
      "MARA (CONT'D)",
      "Line 4 is a sentence long enough to",
    ]);
  });

  it("maps a page that starts inside a speech's source line to that line", () => {
    const sentences = (n: number) =>
      Array.from({ length: 6 }, (_, k) => `Line ${n} sentence ${k + 1} is short.`).join(" ");
    const speech = [1, 2, 3, 4, 5].map(sentences);
    const source = `INT. KITCHEN - DAY\n\n${paragraphs(20)}\n\nMARA\n${speech.join("\n")}\n\nShe stops.\n`;
    const { breaks } = mapPages(source);
    expect(breaks).toEqual([{ line: 45, page: 2, more: true, contd: "MARA (CONT'D)" }]);
    expect(lineOf(source, 45)).toBe(speech[2]);
    // The page breaks after the line's first sentence: the rest of the line starts page 2.
    expect(printed(source, 2)[1]).toBe("Line 3 sentence 2 is short. Line 3");
  });

  it("breaks after a forced page break (===)", () => {
    const source = "INT. KITCHEN - DAY\n\nOne.\n\n===\n\nTwo.\n";
    expect(mapPages(source)).toEqual({ pageCount: 2, breaks: [{ line: 6, page: 2, more: false }] });
  });

  it("maps a page that starts inside a long action source line to that line", () => {
    const line = (n: number) => `Source line ${n} runs on ${"and on ".repeat(40)}until it ends.`;
    const lines = Array.from({ length: 12 }, (_, i) => line(i + 1));
    const source = `INT. KITCHEN - DAY\n\n${lines.join("\n")}\n`;
    const { breaks } = mapPages(source);
    expect(breaks).toEqual([{ line: 10, page: 2, more: false }]);
    const pageTwo = printed(source, 2);
    expect(pageTwo[0]?.startsWith("Source line")).toBe(false);
    expect(lines[8]).toContain(pageTwo[0]);
  });

  it("counts the lines of a title page and of notes and boneyards that span lines", () => {
    const body = `INT. KITCHEN - DAY\n\n${paragraphs(26)}\n\nEXT. GARDEN - NIGHT\n\nRain.\n`;
    const comments = "[[A note\nover three\nlines]]\n\n/* a boneyard\nover two */\n\n";
    const source = `Title: Notes\nAuthor: Someone\n\n${comments}${body}`;
    const { breaks } = mapPages(source);
    expect(breaks).toEqual([{ line: 64, page: 2, more: false }]);
    expect(lineOf(source, 64)).toBe("EXT. GARDEN - NIGHT");
  });

  it("maps text that follows a note spanning lines to the line the text is on", () => {
    const source = `INT. KITCHEN - DAY\n\n${paragraphs(26)}\n\n[[Moved\nhere]] EXT. GARDEN - NIGHT\n\nRain.\n`;
    expect(mapPages(source).breaks).toEqual([{ line: 55, page: 2, more: false }]);
    expect(lineOf(source, 55)).toBe("here]] EXT. GARDEN - NIGHT");
  });

  it("numbers lines the same way for Windows line endings", () => {
    const source = `INT. KITCHEN - DAY\n\n${paragraphs(26)}\n\nEXT. GARDEN - NIGHT\n\nRain.\n`;
    expect(mapPages(source.replaceAll("\n", "\r\n"))).toEqual(mapPages(source));
  });

  it("is one page and no breaks for a short script, and none for an empty one", () => {
    expect(mapPages("INT. KITCHEN - DAY\n\nRain.\n")).toEqual({ pageCount: 1, breaks: [] });
    expect(mapPages("")).toEqual({ pageCount: 0, breaks: [] });
  });
});

/** A line as text to compare: notes and markup out, spaces collapsed, case ignored. */
const comparable = (text: string) =>
  stripEmphasis(text.replace(/\[\[.*?\]\]/g, ""))
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();

describe.each([
  ["big-fish.fountain", "letter"],
  ["big-fish.fountain", "a4"],
  ["brick-and-steel.fountain", "letter"],
] as const)("mapPages on %s (%s)", (file, paper) => {
  const profile = profiles[paper];
  const source = fixture(file);
  const map = mapPages(source, profile);
  const { pages } = paginate(parseFountain(source), profile);

  it("has the engine's script pages, title page excluded, and a break for each after the first", () => {
    expect(map.pageCount).toBe(pages.length);
    expect(map.breaks.map((b) => b.page)).toEqual(pages.slice(1).map((_, i) => i + 2));
  });

  it("puts each break on the source line that prints first on its page", () => {
    for (const mark of map.breaks) {
      const page = pages[mark.page - 1]?.lines ?? [];
      const text = page.filter((l) => !["page_number", "scene_number"].includes(l.type));
      // Under a repeated cue, the first line from the source is the speech going on.
      const first = mark.contd ? text[1] : text[0];
      expect(comparable(lineOf(source, mark.line) ?? "")).toContain(comparable(first?.text ?? ""));
    }
  });

  it("marks (MORE) and (CONT'D) where the engine split a speech", () => {
    for (const mark of map.breaks) {
      const before = pages[mark.page - 2]?.lines.at(-1)?.text;
      expect(mark.more).toBe(before === "(MORE)");
      const top = pages[mark.page - 1]?.lines.find((l) => l.type !== "page_number");
      if (mark.more) expect(mark.contd).toBe(top?.text);
      else expect(mark.contd).toBeUndefined();
    }
  });

  it("reads the same document as parseFountain", () => {
    expect(parseFountainWithSourceLines(source).document).toEqual(parseFountain(source));
  });
});

describe("mapPages on hostile text", () => {
  const SIZE = 100_000;
  const HANG_LIMIT_MS = 5_000;
  // A hang detector, not a speed test (speed is in the bench's page-map section): quadratic
  // work on this much text takes minutes.
  it.each(HOSTILE_FOUNTAIN.map((family) => [family.name, family] as const))(
    "maps %s in linear time, as paginate pages it",
    (_name, family) => {
      const text = family.make(SIZE);
      const start = performance.now();
      const map = mapPages(text);
      expect(performance.now() - start).toBeLessThan(HANG_LIMIT_MS);
      expect(map.pageCount).toBe(paginate(parseFountain(text)).pages.length);
    },
    60_000,
  );
});
