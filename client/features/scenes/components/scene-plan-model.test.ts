import { describe, expect, it } from "vitest";
import type { Character } from "#shared/schemas/character";
import { keptNumbers, plannedSceneInput, timeOfDayFromHeading } from "./scene-plan-model";

const cast = [
  { id: 7, name: "Mara Voss" },
  { id: 9, name: "Eli" },
] as Character[];

describe("planned scenes as the scene form saves them", () => {
  it("takes the cast by id, the place and the time of day from the heading, and no text", () => {
    const scene = {
      sceneNumber: 12,
      heading: "INT. LAMP ROOM - NIGHT",
      act: "Act 2" as const,
      characters: ["mara voss", "Eli"],
      beat: "Mara reads the tide tables.",
    };
    expect(plannedSceneInput(scene, 4, cast)).toEqual({
      sceneNumber: 4,
      heading: "INT. LAMP ROOM - NIGHT",
      act: "Act 2",
      beat: "Mara reads the tide tables.",
      characters: ["7", "9"],
      locations: ["LAMP ROOM"],
      timeOfDay: "NIGHT",
    });
  });

  it("leaves the time of day out when the heading's is not one the form offers", () => {
    expect(timeOfDayFromHeading("EXT. PIER - DAWN")).toBe("DAWN");
    expect(timeOfDayFromHeading("EXT. PIER - MAGIC HOUR")).toBeUndefined();
    expect(timeOfDayFromHeading("EXT. PIER")).toBeUndefined();
  });

  it("numbers only the checked scenes, one after another", () => {
    expect(keptNumbers([true, false, true, true, false], 5)).toEqual([
      5,
      undefined,
      6,
      7,
      undefined,
    ]);
  });
});
