import { describe, expect, it } from "vitest";
import type { Pagination } from "./paginate";
import { parseFountain } from "./parse";
import { a4, usLetter } from "./print-profile";
import { NothingRevisedError, paginateRevised, revisionHeader } from "./revised-pages";
import { writeText } from "./write-text";

const DATE = new Date("2026-11-24T10:00:00Z");

const EARLIER = `Title: Rain Check

INT. KITCHEN - DAY

Bob walks in. He is tired, and the long day shows in every step he takes across the old wooden floor, which creaks.

BOB
I never said that. I said that we should go home before it rained, and you laughed at me, and then it rained. Go home.

ALICE
(quietly)
Fine.

EXT. STREET - NIGHT

Rain.

Thunder.
`;

function revised(current: string, earlier = EARLIER, options = {}): Pagination {
  return paginateRevised(parseFountain(current), parseFountain(earlier), usLetter, {
    date: DATE,
    ...options,
  });
}

/** The script pages' printed lines with a mark, the mark taken off. */
function markedLines(pagination: Pagination): string[] {
  return writeText({ ...pagination, titlePage: undefined })
    .split(/\n\f?/)
    .filter((line) => line.endsWith("*"))
    .map((line) => line.slice(0, -1).trim());
}

describe("change detection between two versions of a script", () => {
  it("marks nothing when nothing that prints changed, notes and sections included", () => {
    const annotated = EARLIER.replace("Rain.", "Rain. [[Louder?]]").replace(
      "EXT. STREET",
      "# Act Two\n\n= The walk home\n\nEXT. STREET",
    );
    const types = parseFountain(annotated).elements.map((element) => element.type);
    expect(types).toEqual(expect.arrayContaining(["note", "section", "synopsis"]));
    expect(markedLines(revised(annotated))).toEqual([]);
    // A heading prints in capitals either way.
    expect(markedLines(revised(EARLIER.replace("INT. KITCHEN", "int. kitchen")))).toEqual([]);
  });

  it("marks only the printed lines of a speech whose words changed", () => {
    const current = EARLIER.replace("and then it rained", "and then it poured");
    expect(markedLines(revised(current))).toEqual(["poured. Go home."]);
  });

  it("marks the line where words were cut", () => {
    const current = EARLIER.replace("I said that we should", "I said we should");
    expect(markedLines(revised(current))).toEqual(["I never said that. I said we should"]);
  });

  it("marks every line of a new element and a changed heading, cue or parenthetical", () => {
    const current = EARLIER.replace("EXT. STREET - NIGHT", "EXT. ROAD - NIGHT")
      .replace("ALICE", "ALICE (O.S.)")
      .replace("(quietly)", "(softly)")
      .replace(
        "Rain.",
        "Rain.\n\nA dog barks somewhere down the road, and another dog answers it, and then a third one joins in.",
      );
    expect(markedLines(revised(current))).toEqual([
      "ALICE (O.S.)",
      "(softly)",
      "EXT. ROAD - NIGHT",
      "A dog barks somewhere down the road, and another dog answers",
      "it, and then a third one joins in.",
    ]);
  });

  it("marks the line after a deleted element, or the last line when the end was deleted", () => {
    const cut = EARLIER.replace("ALICE\n(quietly)\nFine.\n\n", "");
    expect(markedLines(revised(cut))).toEqual(["EXT. STREET - NIGHT"]);
    expect(markedLines(revised(EARLIER.replace("\nThunder.\n", "")))).toEqual(["Rain."]);
  });

  it("marks a changed word's emphasis on every line of its element", () => {
    const current = EARLIER.replace("Go home.", "*Go home.*");
    expect(markedLines(revised(current))).toHaveLength(4);
  });

  it("marks a moved scene where it now is and the line where it was", () => {
    const moved = EARLIER.replace("EXT. STREET - NIGHT\n\nRain.\n\nThunder.\n", "").replace(
      "INT. KITCHEN",
      "EXT. STREET - NIGHT\n\nRain.\n\nThunder.\n\nINT. KITCHEN",
    );
    expect(markedLines(revised(moved))).toEqual([
      "EXT. STREET - NIGHT",
      "Rain.",
      "Thunder.",
      "Fine.",
    ]);
  });

  it("marks every line, kept ones too, past 1,000 elements added or removed", () => {
    const added = (count: number) =>
      Array.from({ length: count }, (_, i) => `Crow ${i}.`).join("\n\n");
    const earlier = "Opening.\n";
    expect(markedLines(revised(`Opening.\n\n${added(900)}`, earlier))).toHaveLength(900);
    const rewritten = markedLines(revised(`Opening.\n\n${added(1_001)}`, earlier));
    expect(rewritten).toHaveLength(1_002);
    expect(rewritten[0]).toBe("Opening.");
  });

  it("marks a row of dual dialogue when its right-hand speech changed", () => {
    const dual = (line: string) => `INT. HALL - DAY\n\nBOB\nLeft.\n\nALICE ^\n${line}\n`;
    expect(markedLines(revised(dual("Right!"), dual("Right.")))).toEqual([
      expect.stringMatching(/^Left\. +Right!$/),
    ]);
  });
});

describe("revision pages", () => {
  /** A script long enough for several pages, each scene on a page of its own. */
  const longScript = (changed: number) =>
    Array.from({ length: 4 }, (_, i) => {
      const words = i === changed ? "The walls are blue now." : "The walls are white.";
      return `INT. ROOM ${i + 1} - DAY\n\n${words}\n\n===\n`;
    }).join("\n");

  it("puts the mark in the right margin on the changed line's baseline, inside the page", () => {
    for (const profile of [usLetter, a4]) {
      const pagination = paginateRevised(
        parseFountain(longScript(1)),
        parseFountain(longScript(-1)),
        profile,
      );
      const page = pagination.pages[1];
      const mark = page?.lines.find((line) => line.type === "revision_mark");
      const changed = page?.lines.find((line) => line.text === "The walls are blue now.");
      expect(mark).toMatchObject({ text: "*", y: changed?.y });
      expect(mark?.x).toBeCloseTo(profile.revisionMarkX);
      expect(profile.revisionMarkX + profile.charWidth).toBeLessThan(profile.pageWidth - 0.25);
      expect(profile.revisionMarkX).toBeGreaterThan(profile.rightEdge + 0.4);
    }
  });

  it("heads only the pages with a mark with the revision's name and date", () => {
    const pagination = paginateRevised(
      parseFountain(longScript(2)),
      parseFountain(longScript(-1)),
      usLetter,
      { name: "Blue Revision", date: DATE },
    );
    expect(revisionHeader("Blue Revision", DATE)).toBe("Blue Revision — 24 Nov 2026");
    const pages = writeText(pagination).split("\f");
    expect(pages.map((page) => page.includes("Blue Revision — 24 Nov 2026"))).toEqual([
      false,
      false,
      true,
      false,
    ]);
    expect(pages[2]?.split("\n")[0]).toMatch(/^ +Blue Revision — 24 Nov 2026 {2}3\.$/);
  });

  it("prints no header without a revision name", () => {
    const text = writeText(revised(EARLIER.replace("Rain.", "Snow."), EARLIER));
    expect(text).not.toContain("Nov 2026");
    expect(text).toMatch(/Snow\. +\*\n/);
  });

  it("keeps only the changed pages, with their own page numbers, when asked", () => {
    const pagination = paginateRevised(
      parseFountain(`Title: Rooms\n\n${longScript(2)}`),
      parseFountain(`Title: Rooms\n\n${longScript(-1)}`),
      usLetter,
      { changedPagesOnly: true },
    );
    expect(pagination.titlePage).toBeUndefined();
    expect(pagination.pageCount).toBe(1);
    expect(pagination.pages.map((page) => page.label)).toEqual(["3."]);
    expect(writeText(pagination)).toContain("The walls are blue now.");
  });

  it("refuses changed pages only when nothing changed", () => {
    expect(() => revised(EARLIER, EARLIER, { changedPagesOnly: true })).toThrow(
      NothingRevisedError,
    );
    expect(() => revised(EARLIER, EARLIER, { changedPagesOnly: true })).toThrow(
      "Nothing that prints changed since the earlier version, so there is no page to print.",
    );
  });

  it("keeps the mark on the changed words where a speech breaks across pages", () => {
    const sentences = Array.from({ length: 40 }, (_, i) => `Sentence number ${i + 1} is here.`);
    const speech = (words: string[]) =>
      `INT. HALL - DAY\n\n${"Filler.\n\n".repeat(20)}BOB\n${words.join(" ")}\n`;
    /** The marked lines of each page when sentence `n` says "there". */
    const marksPerPage = (n: number) => {
      const current = sentences.map((s, i) => (i === n - 1 ? s.replace("here", "there") : s));
      const pagination = revised(speech(current), speech(sentences));
      return pagination.pages.map((page) => markedLines({ ...pagination, pages: [page] }));
    };
    // Page 1 ends after sentence 14 (its line cut there, the rest wrapped anew on page 2).
    expect(marksPerPage(14)).toEqual([["Sentence number 14 is there."], []]);
    expect(marksPerPage(15)).toEqual([[], ["Sentence number 15 is there."]]);
  });
});
