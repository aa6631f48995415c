import { describe, expect, it } from "vitest";
import type { Scene } from "#shared/schemas/scene";
import { notesIn, scriptParts } from "./script-notes";

describe("notesIn", () => {
  it("finds each [[note]] in order, across lines, trimmed", () => {
    expect(
      notesIn("Rain. [[call Sam about the permit]]\n\nMAYA\nGo. [[ too\nsoft? ]] [[cut?]]"),
    ).toEqual(["call Sam about the permit", "too\nsoft?", "cut?"]);
  });

  it("skips notes inside boneyard, an unclosed [[ and empty notes, as the engine does", () => {
    expect(notesIn("/* [[old note]] */ Kept. [[]] [[kept note]] [[never closed")).toEqual([
      "kept note",
    ]);
  });

  it("answers an empty list for text without notes, however many openers it holds", () => {
    expect(notesIn("")).toEqual([]);
    expect(notesIn("[[".repeat(50_000))).toEqual([]);
  });
});

describe("scriptParts", () => {
  it("labels the opening and the scenes, in the order the scene list gives them", () => {
    const scene = (
      id: number,
      sceneNumber: number,
      heading: string,
      content: string | null,
    ): Scene => ({
      id,
      screenplayId: 1,
      sceneNumber,
      heading,
      beat: null,
      content,
      characters: [],
      locations: [],
      timeOfDay: null,
      act: null,
      createdAt: "",
      updatedAt: "",
    });
    expect(
      scriptParts("FADE IN: [[music?]]", [
        scene(3, 1, "EXT. PIER - NIGHT", null),
        scene(7, 2, "INT. HALL - DAY", "[[b]]"),
      ]),
    ).toEqual([
      { label: "Opening", text: "FADE IN: [[music?]]" },
      { label: "Scene 1: EXT. PIER - NIGHT", text: "" },
      { label: "Scene 2: INT. HALL - DAY", text: "[[b]]" },
    ]);
  });
});
