import { describe, expect, it } from "vitest";
import { parseEmphasis, stripEmphasis } from "./emphasis";
import { parseFountain } from "./parse";

const elements = (source: string) => parseFountain(source).elements;

describe("parseFountain: one case per Fountain rule", () => {
  it("reads title page keys with indented multi-line values", () => {
    const doc = parseFountain(
      "Title:\n\t_**BRICK**_\n\tSTEEL\nAuthors: Stu\nDraft date: 1/27/2012\n\nINT. A - DAY\n",
    );
    expect(doc.titlePage).toEqual([
      { key: "Title", value: "_**BRICK**_\nSTEEL" },
      { key: "Authors", value: "Stu" },
      { key: "Draft date", value: "1/27/2012" },
    ]);
    expect(doc.elements).toEqual([{ type: "scene_heading", text: "INT. A - DAY" }]);
  });

  it.each([
    "INT. HOUSE - DAY",
    "EXT. HOUSE - DAY",
    "EST. HOUSE - DAY",
    "INT./EXT. CAR - DAY",
    "INT/EXT CAR - DAY",
    "I/E CAR - DAY",
    "int house - day",
  ])("reads %s as a scene heading", (heading) => {
    expect(elements(`\n${heading}\n\nAction.`)[0]).toEqual({
      type: "scene_heading",
      text: heading,
    });
  });

  it("forces a heading with a leading dot, but not an ellipsis", () => {
    expect(elements(".SNIPER SCOPE POV\n\n...and then")).toEqual([
      { type: "scene_heading", text: "SNIPER SCOPE POV" },
      { type: "action", text: "...and then" },
    ]);
  });

  it("takes scene numbers from the end of a heading", () => {
    expect(elements("INT. HOUSE - DAY #12A#")[0]).toEqual({
      type: "scene_heading",
      text: "INT. HOUSE - DAY",
      sceneNumber: "12A",
    });
  });

  it("forces action with '!' and keeps its line breaks and indentation", () => {
    expect(elements("!SCREAMING\nStill action.\n\tIndented.")).toEqual([
      { type: "action", text: "SCREAMING\nStill action.\n\tIndented." },
    ]);
  });

  it("reads cues with extensions", () => {
    expect(elements("EDWARD (V.O.)(CONT'D)\nHello.")[0]).toEqual({
      type: "character",
      name: "EDWARD",
      extension: "(V.O.)(CONT'D)",
    });
  });

  it("forces a cue with '@'", () => {
    expect(elements("@McCLANE\nYippee.")[0]).toEqual({ type: "character", name: "McCLANE" });
  });

  it("marks the second cue of dual dialogue with '^'", () => {
    expect(elements("STEEL\nScrew it.\n\nBRICK ^\nScrew it.")[2]).toEqual({
      type: "character",
      name: "BRICK",
      dual: true,
    });
  });

  it("reads parentheticals and dialogue inside a speech", () => {
    expect(elements("STEEL\n(beer raised)\nTo retirement.\nAnd beyond.")).toEqual([
      { type: "character", name: "STEEL" },
      { type: "parenthetical", text: "(beer raised)" },
      { type: "dialogue", text: "To retirement.\nAnd beyond." },
    ]);
  });

  it("does not read an all-caps line followed by a blank line as a cue", () => {
    expect(elements("A RIVER.\n\nWater.")[0]).toEqual({ type: "action", text: "A RIVER." });
  });

  it("reads an all-caps line ending in TO: between blank lines as a transition", () => {
    expect(elements("Bang.\n\nCUT TO:\n\nINT. B - DAY")[1]).toEqual({
      type: "transition",
      text: "CUT TO:",
    });
  });

  it("forces a transition with '>'", () => {
    expect(elements("> Burn to pink.")[0]).toEqual({ type: "transition", text: "Burn to pink." });
  });

  it("reads >text< as centered, not a transition", () => {
    expect(elements("> THE END <\n>  FIN  <")).toEqual([
      { type: "centered", text: "THE END\nFIN" },
    ]);
  });

  it("reads lyrics with '~'", () => {
    expect(elements("~Willy Wonka!\n~The amazing chocolatier!")).toEqual([
      { type: "lyrics", text: "Willy Wonka!\nThe amazing chocolatier!" },
    ]);
  });

  it("reads === as a page break", () => {
    expect(elements("One.\n\n===\n\nTwo.")[1]).toEqual({ type: "page_break" });
  });

  it("reads sections with their depth", () => {
    expect(elements("# Act One\n\n## Sequence")).toEqual([
      { type: "section", text: "Act One", depth: 1 },
      { type: "section", text: "Sequence", depth: 2 },
    ]);
  });

  it("reads synopses", () => {
    expect(elements("= Will meets his father.")).toEqual([
      { type: "synopsis", text: "Will meets his father." },
    ]);
  });

  it("takes notes out of the text as note elements", () => {
    expect(elements("He waits. [[slow\nbeat]]\n\n[[standalone]]")).toEqual([
      { type: "action", text: "He waits." },
      { type: "note", text: "slow\nbeat" },
      { type: "note", text: "standalone" },
    ]);
  });

  it("drops boneyard text", () => {
    expect(elements("Kept.\n\n/* INT. CUT - DAY\n\nGone. */\n\nAlso kept.")).toEqual([
      { type: "action", text: "Kept." },
      { type: "action", text: "Also kept." },
    ]);
  });

  it("keeps emphasis as markup, with escapes, and strips it on request", () => {
    const [action] = elements("*italic* **bold** ***both*** _under_ \\*literal\\*");
    expect(action).toEqual({
      type: "action",
      text: "*italic* **bold** ***both*** _under_ \\*literal\\*",
    });
    expect(stripEmphasis((action as { text: string }).text)).toBe(
      "italic bold both under *literal*",
    );
    expect(parseEmphasis("***both***")).toEqual([{ text: "both", bold: true, italic: true }]);
    expect(parseEmphasis("_a *b*_")).toEqual([
      { text: "a ", underline: true },
      { text: "b", italic: true, underline: true },
    ]);
  });
});
