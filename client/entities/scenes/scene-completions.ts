import { parseFountain } from "#shared/domain/screenplay/browser";
import type { Character } from "#shared/schemas/character";
import type { Scene } from "#shared/schemas/scene";
import { locationsFromHeading } from "./scene-form-model";

export type SceneCompletions = { cues: string[]; locations: string[] };

/** The cues spoken in a scene's text, as written (extensions such as "(V.O.)" left off). */
function cuesIn(content: string | null): string[] {
  if (!content?.trim()) return [];
  return parseFountain(content).elements.flatMap((element) =>
    element.type === "character" ? [element.name] : [],
  );
}

const unique = (values: string[]) =>
  [...new Set(values.map((value) => value.trim()))].filter(Boolean);

/**
 * What the scene editor offers while a cue or a heading is typed: the Character Workshop's
 * names and the cues the other scenes use, and the places of every scene's heading.
 */
export function sceneCompletions(characters: Character[], scenes: Scene[]): SceneCompletions {
  return {
    cues: unique([
      ...characters.map((character) => character.name.toUpperCase()),
      ...scenes.flatMap((scene) => cuesIn(scene.content)),
    ]),
    locations: unique(scenes.flatMap((scene) => locationsFromHeading(scene.heading))).map(
      (location) => location.toUpperCase(),
    ),
  };
}
