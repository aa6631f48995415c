import { locationsFromHeading } from "#client/entities/scenes/scene-form-model";
import type { PlannedScene } from "#shared/schemas/ai-results";
import type { Character } from "#shared/schemas/character";
import { type CreateSceneInput, TIMES_OF_DAY } from "#shared/schemas/scene";

/** "INT. DOCK - NIGHT" → "NIGHT": the heading's last part, when it is one of the form's times. */
export function timeOfDayFromHeading(heading: string): string | undefined {
  const last =
    heading
      .split(/\s[-–—]\s/)
      .at(-1)
      ?.trim()
      .toUpperCase() ?? "";
  return (TIMES_OF_DAY as readonly string[]).includes(last) ? last : undefined;
}

/**
 * A kept scene as the scene form would save it: the cast by id (as text, like the form's
 * choices), locations and time of day read from the heading, and no text yet.
 */
export function plannedSceneInput(
  scene: PlannedScene,
  sceneNumber: number,
  characters: Character[],
): Omit<CreateSceneInput, "screenplayId"> {
  const byName = new Map(characters.map((c) => [c.name.trim().toLowerCase(), String(c.id)]));
  const timeOfDay = timeOfDayFromHeading(scene.heading);
  return {
    sceneNumber,
    heading: scene.heading,
    act: scene.act,
    beat: scene.beat,
    characters: scene.characters.flatMap((name) => byName.get(name.trim().toLowerCase()) ?? []),
    locations: locationsFromHeading(scene.heading),
    ...(timeOfDay ? { timeOfDay } : {}),
  };
}

/** The number each scene would take if the checked ones were kept: unchecked ones take none. */
export function keptNumbers(checked: boolean[], first: number): (number | undefined)[] {
  let next = first;
  return checked.map((kept) => (kept ? next++ : undefined));
}
