import { describe, expect, it } from "vitest";
import type { Character } from "#shared/schemas/character";
import type { Scene } from "#shared/schemas/scene";
import { sceneCompletions } from "./scene-completions";

const scene = (heading: string, content: string) => ({ heading, content }) as Scene;
const character = (name: string) => ({ name }) as Character;

describe("sceneCompletions", () => {
  it("offers the workshop's names, the cues other scenes use and their places", () => {
    const result = sceneCompletions(
      [character("Mara"), character("Joe")],
      [
        scene("INT. DINER - NIGHT", "Rain.\n\nJOE (V.O.)\nHi.\n\nWAITRESS\nMore coffee?"),
        scene("EXT. DINER - DAY", "Cars pass."),
        scene("INT./EXT. CAR / ROAD - DAY", ""),
      ],
    );
    expect(result.cues).toEqual(["MARA", "JOE", "WAITRESS"]);
    expect(result.locations).toEqual(["DINER", "CAR / ROAD"]);
  });
});
