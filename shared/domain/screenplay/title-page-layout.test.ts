import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { paginate, parseFountain, profiles } from "./index";

const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));
const bigFish = parseFountain(
  readFileSync(path.join(repoRoot, "fixtures/screenplays/big-fish.fountain"), "utf8"),
);
const titlePageOf = (source: string, paper: keyof typeof profiles = "letter") =>
  paginate(parseFountain(source), profiles[paper]).titlePage?.lines ?? [];
const rightEnd = (line: { x: number; text: string }, charWidth: number) =>
  line.x + line.text.length * charWidth;

describe("title page blocks wrap inside their column", () => {
  it.each(["letter", "a4"] as const)(
    "keeps every Big Fish title line within the action's right edge (%s)",
    (paper) => {
      const profile = profiles[paper];
      const { titlePage } = paginate(bigFish, profile);
      for (const line of titlePage?.lines ?? []) {
        expect(rightEnd(line, profile.charWidth)).toBeLessThanOrEqual(profile.rightEdge + 1e-9);
      }
    },
  );

  it("wraps Big Fish's Notes at the right column's width, words whole", () => {
    const { titlePage } = paginate(bigFish, profiles.letter);
    const right = titlePage?.lines.filter((l) => l.x === profiles.letter.titlePage.rightColumn);
    expect(right?.map((l) => l.text)).toEqual([
      "(c) 2003 Columbia Pictures",
      "FINAL PRODUCTION DRAFT",
      "includes post-production",
      "dialogue",
      "and omitted scenes",
    ]);
  });

  it("keeps the left column clear of the right one", () => {
    const contact = "Jane Writer, 1234 Long Boulevard Name, Apartment 56, Los Angeles";
    const lines = titlePageOf(`Title: Dust\nContact: ${contact}\nCopyright: 2026\n`);
    const left = lines.filter((l) => l.x === profiles.letter.titlePage.leftColumn);
    expect(left.map((l) => l.text)).toEqual([
      "Jane Writer, 1234 Long Boulevard",
      "Name, Apartment 56, Los Angeles",
    ]);
    for (const line of left) {
      expect(rightEnd(line, 0.1)).toBeLessThan(profiles.letter.titlePage.rightColumn);
    }
  });

  it("centres a long title on lines of its own, each within the page's margins", () => {
    const title = "The Extraordinarily Long and Winding Story of the Man Who Wrapped";
    const lines = titlePageOf(`Title: ${title}\n`, "a4");
    expect(lines.map((l) => l.text)).toEqual([
      "THE EXTRAORDINARILY LONG AND WINDING STORY OF THE MAN WHO",
      "WRAPPED",
    ]);
    const [first] = lines;
    expect((first?.x ?? 0) * 2 + (first?.text.length ?? 0) * 0.1).toBeCloseTo(
      profiles.a4.pageWidth,
    );
  });

  it("starts a bottom column higher when it would run off the page", () => {
    const notes = Array.from({ length: 14 }, (_, i) => `    Note line ${i + 1}`).join("\n");
    const lines = titlePageOf(`Title: Dust\nNotes:\n${notes}\n`);
    const rows = lines.filter((l) => l.text.startsWith("Note line")).map((l) => l.row);
    expect(rows).toHaveLength(14);
    expect(Math.max(...rows)).toBe(profiles.letter.linesPerPage - 1);
  });
});
