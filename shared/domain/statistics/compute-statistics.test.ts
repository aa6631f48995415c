import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { statisticsFromScenes, statisticsFromText } from "./compute-statistics";
import { headingProblem } from "./heading-check";

const repoRoot = path.resolve(import.meta.dirname, "../../..");
const fixtures = path.resolve(repoRoot, "fixtures/screenplays");
const read = (name: string) => readFileSync(path.join(fixtures, name), "utf8");

describe("statisticsFromText on Big Fish", () => {
  const stats = statisticsFromText(read("big-fish.fountain"));

  it("counts scenes and speaking characters like betterfountain (190 / 48)", () => {
    // Every heading is one scene. A character is a distinct cue name with its extension removed
    // ("EDWARD (V.O.)" and "EDWARD (CONT'D)" are EDWARD), while differently named roles stay
    // apart ("YOUNG EDWARD" is not "EDWARD"): that is how betterfountain arrives at 48, and we
    // match both figures exactly. A tolerance of ±2 is allowed for future parser fixes.
    expect(Math.abs(stats.sceneCount - 190)).toBeLessThanOrEqual(2);
    expect(Math.abs(stats.speakingCharacterCount - 48)).toBeLessThanOrEqual(2);
    expect(stats.characters.map((c) => c.name)).toContain("YOUNG EDWARD");
    expect(stats.characters[0]).toMatchObject({ name: "EDWARD" });
  });

  it("paginates like afterwriting: 121 script pages + the title page = 122", () => {
    expect(stats.pageCount).toBeGreaterThanOrEqual(120);
    expect(stats.pageCount).toBeLessThanOrEqual(122);
    expect(stats.runtimeMinutes).toBe(stats.pageCount);
  });

  it("counts words within 5% of betterfountain's 26,035", () => {
    // betterfountain also counts the title page and notes; we count only what is printed in the body.
    expect(Math.abs(stats.wordCount - 26_035) / 26_035).toBeLessThan(0.05);
  });

  it("splits acts by page position when the script names none, summing to 100%", () => {
    expect(stats.acts.source).toBe("page-position");
    const total = stats.acts.shares.reduce((sum, a) => sum + a.percent, 0);
    expect(total).toBeGreaterThanOrEqual(99);
    expect(total).toBeLessThanOrEqual(101);
    expect(stats.acts.shares.map((a) => a.targetPercent)).toEqual([25, 50, 25]);
  });

  it("measures scenes in eighths and balances dialogue against action", () => {
    expect(stats.scenes).toHaveLength(stats.sceneCount);
    expect(stats.scenes.every((s) => s.eighths >= 1)).toBe(true);
    const totalEighths = stats.scenes.reduce((sum, s) => sum + s.eighths, 0);
    // Scenes cover the body but the opening before the first heading: within ~3 pages of the total.
    expect(Math.abs(totalEighths / 8 - stats.pageCount)).toBeLessThan(3);
    expect(stats.dialogue.dialogueToActionRatio).toBeGreaterThan(0.5);
    expect(stats.dialogue.dialogueToActionRatio).toBeLessThan(2);
  });

  it("reports headings without a time of day", () => {
    expect(stats.malformedHeadings.map((h) => h.heading)).toContain("EXT. APPROACHING THE HOUSE");
  });
});

describe("statisticsFromText on Brick & Steel", () => {
  it("counts 8 scenes, 7 speaking characters and 3 pages + title", () => {
    const stats = statisticsFromText(read("brick-and-steel.fountain"));
    expect(stats.sceneCount).toBe(8);
    expect(Math.abs(stats.speakingCharacterCount - 7)).toBeLessThanOrEqual(1);
    expect(stats.pageCount).toBe(3);
  });
});

describe("statisticsFromScenes", () => {
  const scenes = [
    {
      heading: "INT. KITCHEN - NIGHT",
      act: "Act 1",
      content: "MARY\nWhere were you?\n\nJOHN\nOut.",
    },
    {
      heading: "ext. yard - day",
      act: "Act 2",
      content: "John digs. He does not stop.\n\nJOHN\n(to himself)\nDeeper.",
    },
    { heading: "The barn", act: "Act 3", content: "Empty. Dust in the light." },
  ];
  const stats = statisticsFromScenes(scenes, { cast: ["Mary", "John", "Pete Walsh"] });

  it("takes acts from the scenes and keeps malformed headings as scenes", () => {
    expect(stats.acts.source).toBe("scene-act");
    expect(stats.scenes.map((s) => s.act)).toEqual([1, 2, 3]);
    expect(stats.malformedHeadings).toEqual([
      { index: 2, heading: "ext. yard - day", problem: "is not in capitals" },
      { index: 3, heading: "The barn", problem: "does not start with INT. or EXT." },
    ]);
  });

  it("counts lines and scenes per character and names the silent cast", () => {
    expect(stats.characters).toEqual([
      { name: "JOHN", lines: 2, words: 2, scenes: 2 },
      { name: "MARY", lines: 1, words: 3, scenes: 1 },
    ]);
    expect(stats.silentCharacters).toEqual(["Pete Walsh"]);
  });
});

describe("a cue that is a character's first name", () => {
  const count = (...contents: string[]) =>
    statisticsFromScenes(
      contents.map((content, i) => ({ heading: `INT. ROOM ${i} - DAY`, content })),
    );

  it("counts as that character: NELL and NELL HARKER are one", () => {
    const stats = count("NELL HARKER\nTide's turning.", "NELL\nGet the lamp.\n\nTOM\nWhy?");
    expect(stats.characters).toEqual([
      { name: "NELL HARKER", lines: 2, words: 5, scenes: 2 },
      { name: "TOM", lines: 1, words: 1, scenes: 1 },
    ]);
    expect(stats.speakingCharacterCount).toBe(2);
  });

  it("stays apart when two characters share it, or the longer cue is not one name", () => {
    const shared = count("NELL HARKER\nHi.", "NELL SMITH\nHello.", "NELL\nWho?");
    expect(shared.characters.map((c) => c.name).sort()).toEqual([
      "NELL",
      "NELL HARKER",
      "NELL SMITH",
    ]);
    const notNames = count("MAN\nHey.", "MAN #2\nYou.", "EDWARD\nHi.\n\nEDWARD AND WILL\nHello!");
    expect(notNames.characters.map((c) => c.name).sort()).toEqual([
      "EDWARD",
      "EDWARD AND WILL",
      "MAN",
      "MAN #2",
    ]);
  });

  it("changes nothing for characters whose first names nobody else uses", () => {
    const stats = count("YOUNG EDWARD\nHi.", "EDWARD\nHello.", "KARL THE GIANT\nHungry.");
    expect(stats.characters.map((c) => c.name).sort()).toEqual([
      "EDWARD",
      "KARL THE GIANT",
      "YOUNG EDWARD",
    ]);
  });
});

describe("headingProblem", () => {
  it("accepts the standard forms and names what is missing", () => {
    expect(headingProblem("INT. WILL'S BEDROOM - NIGHT (1973)")).toBeUndefined();
    expect(headingProblem("INT./EXT. CAR - MOVING - DAY")).toBeUndefined();
    expect(headingProblem("EXT. - DAY")).toBe("has no location");
    expect(headingProblem("INT. CAR")).toBe("has no time of day (INT. LOCATION - DAY)");
  });
});
