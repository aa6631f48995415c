import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { a4, paginate, parseFountain, usLetter } from "./index";

const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));
const fixtures = path.resolve(repoRoot, "fixtures/screenplays");
const fixture = (name: string) => readFileSync(path.join(fixtures, name), "utf8");

describe("golden files", () => {
  it.each([
    ["big-fish.fountain", 122],
    ["brick-and-steel.fountain", 4],
  ])(
    "paginates %s to %i US Letter pages, title page included (afterwriting's count)",
    (file, pages) => {
      const doc = parseFountain(fixture(file));
      expect(paginate(doc, usLetter, { breaks: "anywhere" }).pageCount).toBe(pages);
    },
  );

  it("paginates A4 with 57 lines a page, so no more pages than Letter", () => {
    const doc = parseFountain(fixture("big-fish.fountain"));
    expect(paginate(doc, a4).pageCount).toBeLessThanOrEqual(122);
    for (const page of paginate(doc, a4).pages) {
      expect(Math.max(...page.lines.map((l) => l.row))).toBeLessThan(57);
    }
  });

  it("parses Brick & Steel to the checked-in element sequence", () => {
    const expected = JSON.parse(
      readFileSync(new URL("./__golden__/brick-and-steel.elements.json", import.meta.url), "utf8"),
    );
    expect(parseFountain(fixture("brick-and-steel.fountain"))).toEqual(expected);
  });

  it("splits speeches across pages with (MORE) and a (CONT'D) cue", () => {
    const { pages } = paginate(parseFountain(fixture("big-fish.fountain")));
    const splits = pages.flatMap((page, i) => {
      const last = page.lines.at(-1);
      return last?.text === "(MORE)" ? [i] : [];
    });
    expect(splits.length).toBeGreaterThan(0);
    for (const i of splits) {
      const cue = pages[i + 1]?.lines.find((l) => l.type === "character");
      expect(cue?.text).toMatch(/\(CONT'D\)$/);
      expect(pages[i]?.lines.at(-1)?.x).toBe(usLetter.blocks.character.left);
    }
  });

  it("never ends a page with a scene heading or a cue", () => {
    const { pages } = paginate(parseFountain(fixture("big-fish.fountain")));
    for (const page of pages) {
      expect(["scene_heading", "character"]).not.toContain(page.lines.at(-1)?.type);
    }
  });

  it("numbers pages from the second script page, right-aligned at the action's right edge", () => {
    const { pages } = paginate(parseFountain(fixture("brick-and-steel.fountain")));
    expect(pages[0]?.label).toBeNull();
    const number = pages[1]?.lines.find((l) => l.type === "page_number");
    expect(number).toMatchObject({ text: "2.", y: 0.5 });
    expect((number?.x ?? 0) + 2 * usLetter.charWidth).toBeCloseTo(usLetter.rightEdge);
  });
});
