import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { firstLineKey } from "../../../scripts/golden/first-line-key";
import { type Page, type Pagination, paginate, parseFountain, profiles } from "./index";

const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));
const fixture = (name: string) =>
  readFileSync(path.join(repoRoot, "fixtures/screenplays", name), "utf8");
const bigFish = parseFountain(fixture("big-fish.fountain"));
const afterwriting: Record<string, Record<string, string[]>> = JSON.parse(
  readFileSync(new URL("./__golden__/afterwriting-first-lines.json", import.meta.url), "utf8"),
);

/** The page's first printed row (page and scene numbers aside), as the golden file keeps it. */
function firstLine(page: Page): string {
  const text = page.lines.filter((l) => l.type !== "page_number" && l.type !== "scene_number");
  const row = Math.min(...text.map((l) => l.row));
  const cells = text.filter((l) => l.row === row).sort((a, b) => a.x - b.x);
  return firstLineKey(cells.map((l) => l.text).join(" "));
}

/** For each page that ends in (MORE): the lines of the speech there and on the next page. */
function splits(pagination: Pagination) {
  const { pages } = pagination;
  return pages.flatMap((page, i) => {
    if (page.lines.at(-1)?.text !== "(MORE)") return [];
    const here = page.lines.slice(0, -1);
    const cue = here.findLastIndex((l) => l.type === "character");
    const next = pages[i + 1]?.lines.filter((l) => l.type !== "page_number") ?? [];
    const end = next.findIndex((l, j) => j > 0 && l.row > (next[j - 1]?.row ?? 0) + 1);
    return [{ before: here.slice(cue + 1), cue: next[0], after: next.slice(1, end) }];
  });
}

const SENTENCE_END = /[.?!…]["')\]]*$/;

describe("speeches break between sentences by default, as Final Draft breaks them", () => {
  const letter = paginate(bigFish, profiles.letter);

  it("keeps Big Fish within a page of afterwriting's 122 US Letter pages", () => {
    expect(letter.pageCount).toBeGreaterThanOrEqual(121);
    expect(letter.pageCount).toBeLessThanOrEqual(123);
  });

  it("ends every split speech's page on a sentence, two lines on each side", () => {
    const found = splits(letter);
    expect(found.length).toBeGreaterThan(0);
    for (const { before, cue, after } of found) {
      expect(before.at(-1)?.text).toMatch(SENTENCE_END);
      expect(before.length).toBeGreaterThanOrEqual(2);
      expect(cue?.text).toMatch(/ \(CONT'D\)$/);
      expect(after.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('no longer splits Edward\'s speech after "it could kind"', () => {
    const anywhere = paginate(bigFish, profiles.letter, { breaks: "anywhere" });
    const midSentence = (p: Pagination) =>
      splits(p).filter(({ before }) => before.at(-1)?.text.endsWith("it could kind"));
    expect(midSentence(anywhere)).toHaveLength(1);
    expect(midSentence(letter)).toHaveLength(0);
  });

  it("moves a speech with no sentence end to break at whole to the next page", () => {
    const filler = Array.from({ length: 50 }, (_, i) => `Line ${i + 1}.`).join("\n");
    const words = Array.from({ length: 12 }, () => "and on and on without a stop").join(" ");
    const doc = parseFountain(`${filler}\n\nEDWARD\n${words}\n`);
    const { pages } = paginate(doc, profiles.letter);
    expect(pages[0]?.lines.at(-1)?.text).toBe("Line 50.");
    expect(pages[1]?.lines.find((l) => l.type === "character")?.text).toBe("EDWARD");
    expect(pages[1]?.lines.some((l) => l.text === "(MORE)")).toBe(false);
  });

  it("breaks a long speech after the last sentence that fits, where afterwriting breaks later", () => {
    const filler = Array.from({ length: 48 }, (_, i) => `Line ${i + 1}.`).join("\n");
    const speech = [
      "One two three four five six seven.",
      "Eight nine ten eleven twelve thirteen fourteen fifteen sixteen.",
      "Seventeen eighteen nineteen twenty twenty-one twenty-two twenty-three.",
      "Twenty-four twenty-five twenty-six twenty-seven twenty-eight twenty-nine thirty.",
    ].join(" ");
    const doc = parseFountain(`${filler}\n\nEDWARD\n${speech}\n`);
    const texts = (breaks: "sentences" | "anywhere") =>
      paginate(doc, profiles.letter, { breaks }).pages.map((page) =>
        page.lines.filter((l) => l.type !== "page_number").map((l) => l.text),
      );
    const [first, second] = texts("sentences");
    expect(first?.slice(-5)).toEqual([
      "EDWARD",
      "One two three four five six seven.",
      "Eight nine ten eleven twelve",
      "thirteen fourteen fifteen sixteen.",
      "(MORE)",
    ]);
    expect(second?.slice(0, 2)).toEqual(["EDWARD (CONT'D)", "Seventeen eighteen nineteen twenty"]);
    const [anyFirst, anySecond] = texts("anywhere");
    expect(anyFirst?.slice(-2)).toEqual(["Seventeen eighteen nineteen twenty", "(MORE)"]);
    expect(anySecond?.slice(0, 2)).toEqual([
      "EDWARD (CONT'D)",
      "twenty-one twenty-two twenty-three.",
    ]);
  });
});

describe("a sentence that ends inside a printed line", () => {
  const filler = Array.from({ length: 48 }, (_, i) => `Line ${i + 1}.`).join("\n");
  const speech =
    "Alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho " +
    "sigma tau. Upsilon phi chi psi omega and so on and on and on and on and on and on and on " +
    "and on without end";
  const doc = parseFountain(`${filler}\n\nEDWARD\n${speech}\n`);
  const texts = (breaks: "sentences" | "anywhere") =>
    paginate(doc, profiles.letter, { breaks }).pages.map((page) =>
      page.lines.filter((l) => l.type !== "page_number").map((l) => l.text),
    );

  it("ends the page there and re-wraps the rest of the paragraph on the next", () => {
    const [first, second] = texts("sentences");
    expect(first?.slice(-5)).toEqual([
      "EDWARD",
      "Alpha beta gamma delta epsilon zeta",
      "eta theta iota kappa lambda mu nu xi",
      "omicron pi rho sigma tau.",
      "(MORE)",
    ]);
    expect(second).toEqual([
      "EDWARD (CONT'D)",
      "Upsilon phi chi psi omega and so on",
      "and on and on and on and on and on",
      "and on and on without end",
    ]);
  });

  it('is split mid-sentence with breaks: "anywhere", as afterwriting splits it', () => {
    const [first, second] = texts("anywhere");
    expect(first?.slice(-3)).toEqual([
      "omicron pi rho sigma tau. Upsilon",
      "phi chi psi omega and so on and on",
      "(MORE)",
    ]);
    expect(second?.[1]).toBe("and on and on and on and on and on");
  });
});

describe('breaks: "anywhere" keeps afterwriting 1.17.3\'s pages', () => {
  it.each([
    ["big-fish", "letter"],
    ["big-fish", "a4"],
    ["brick-and-steel", "letter"],
    ["brick-and-steel", "a4"],
  ] as const)("starts every page of %s (%s) on afterwriting's first line", (name, paper) => {
    const doc = parseFountain(fixture(`${name}.fountain`));
    const { pages } = paginate(doc, profiles[paper], { breaks: "anywhere" });
    expect(pages.map(firstLine)).toEqual(afterwriting[name]?.[paper]);
  });
});
