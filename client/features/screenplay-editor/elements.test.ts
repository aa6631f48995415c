import { describe, expect, it } from "vitest";
import { classifyLines } from "./elements";

const kinds = (lines: string[]) => classifyLines(lines.join("\n"));

describe("classifyLines", () => {
  it("reads a scene's elements as the format engine does", () => {
    expect(
      kinds([
        "INT. DINER - NIGHT",
        "",
        "Mara pours coffee.",
        "",
        "MARA",
        "(quietly)",
        "Morning.",
        "",
        "CUT TO:",
        "",
        "EXT. STREET - DAY",
      ]),
    ).toEqual([
      "scene_heading",
      "blank",
      "action",
      "blank",
      "character",
      "parenthetical",
      "dialogue",
      "blank",
      "transition",
      "blank",
      "scene_heading",
    ]);
  });

  it("needs text under a cue and blank lines around a transition", () => {
    expect(kinds(["Mara waits.", "", "MARA"])).toEqual(["action", "blank", "action"]);
    expect(kinds(["Mara waits.", "", "CUT TO:", "More."])).toEqual([
      "action",
      "blank",
      "character",
      "dialogue",
    ]);
    expect(kinds(["Mara waits.", "MARA", "Hello."])).toEqual(["action", "action", "action"]);
  });

  it("needs a blank line before a heading unless it is forced", () => {
    expect(kinds(["Mara waits.", "INT. HALL - DAY"])).toEqual(["action", "action"]);
    expect(kinds(["Mara waits.", "", ".FLASHBACK"])).toEqual(["action", "blank", "scene_heading"]);
  });

  it("honours the forcing marks", () => {
    expect(kinds(["!CUT TO:", "", "@McCLANE", "Yippee.", "", "> THE END"])).toEqual([
      "action",
      "blank",
      "character",
      "dialogue",
      "blank",
      "transition",
    ]);
  });

  it("keeps a speech going over a line of two spaces", () => {
    expect(kinds(["", "MARA", "One.", "  ", "Two."])).toEqual([
      "blank",
      "character",
      "dialogue",
      "dialogue",
      "dialogue",
    ]);
  });

  it("marks notes, sections, synopses and centered text as other", () => {
    expect(kinds(["# Act one", "", "= She wakes.", "", ">THE END<", "", "[[a note]]"])).toEqual([
      "other",
      "blank",
      "other",
      "blank",
      "other",
      "blank",
      "other",
    ]);
  });

  it("lays out a line that only holds a note as if it were not there", () => {
    expect(kinds(["", "MARA", "Hello.", "[[louder]]", "More."])).toEqual([
      "blank",
      "character",
      "dialogue",
      "other",
      "dialogue",
    ]);
    expect(kinds(["Text [[a note", "that goes on]]", "More text."])).toEqual([
      "action",
      "other",
      "action",
    ]);
  });

  it("classifies a long document in one pass", () => {
    const scene = ["", "INT. HALL - DAY", "", "She waits.", "", "MARA", "(low)", "Hi.", ""];
    const text = Array.from({ length: 5_000 }, () => scene.join("\n")).join("\n");
    const result = classifyLines(text);
    expect(result).toHaveLength(text.split("\n").length);
    expect(result.filter((kind) => kind === "character")).toHaveLength(5_000);
  });

  it("is not fooled by many unclosed openers", () => {
    const text = `${"[[".repeat(50_000)}\n/*${"*".repeat(50_000)}`;
    expect(classifyLines(text)).toEqual(["action", "other"]);
  });
});
