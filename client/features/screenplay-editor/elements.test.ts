import { describe, expect, it } from "vitest";
import { classifyLines, type LineElement } from "./elements";

type Classified = [line: string, kind: LineElement];

/** Each line beside the element it must be read as. */
function expectKinds(...lines: Classified[]) {
  const text = lines.map(([line]) => line).join("\n");
  expect(classifyLines(text)).toEqual(lines.map(([, kind]) => kind));
}

describe("classifyLines", () => {
  it("reads a scene's elements as the format engine does", () => {
    expectKinds(
      ["INT. DINER - NIGHT", "scene_heading"],
      ["", "blank"],
      ["Mara pours coffee.", "action"],
      ["", "blank"],
      ["MARA", "character"],
      ["(quietly)", "parenthetical"],
      ["Morning.", "dialogue"],
      ["", "blank"],
      ["CUT TO:", "transition"],
      ["", "blank"],
      ["EXT. STREET - DAY", "scene_heading"],
    );
  });

  it("needs text under a cue and blank lines around a transition", () => {
    expectKinds(["Mara waits.", "action"], ["", "blank"], ["MARA", "action"]);
    expectKinds(
      ["Mara waits.", "action"],
      ["", "blank"],
      ["CUT TO:", "character"],
      ["More.", "dialogue"],
    );
    expectKinds(["Mara waits.", "action"], ["MARA", "action"], ["Hello.", "action"]);
  });

  it("needs a blank line before a heading unless it is forced", () => {
    expectKinds(["Mara waits.", "action"], ["INT. HALL - DAY", "action"]);
    expectKinds(["Mara waits.", "action"], ["", "blank"], [".FLASHBACK", "scene_heading"]);
  });

  it("honours the forcing marks", () => {
    expectKinds(
      ["!CUT TO:", "action"],
      ["", "blank"],
      ["@McCLANE", "character"],
      ["Yippee.", "dialogue"],
      ["", "blank"],
      ["> THE END", "transition"],
    );
  });

  it("keeps a speech going over a line of two spaces", () => {
    expectKinds(
      ["", "blank"],
      ["MARA", "character"],
      ["One.", "dialogue"],
      ["  ", "dialogue"],
      ["Two.", "dialogue"],
    );
  });

  it("marks notes, sections, synopses and centered text as other", () => {
    expectKinds(
      ["# Act one", "other"],
      ["", "blank"],
      ["= She wakes.", "other"],
      ["", "blank"],
      [">THE END<", "other"],
      ["", "blank"],
      ["[[a note]]", "other"],
    );
  });

  it("lays out a line that only holds a note as if it were not there", () => {
    expectKinds(
      ["", "blank"],
      ["MARA", "character"],
      ["Hello.", "dialogue"],
      ["[[louder]]", "other"],
      ["More.", "dialogue"],
    );
    expectKinds(["Text [[a note", "action"], ["that goes on]]", "other"], ["More text.", "action"]);
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
