import * as z from "zod/mini";
import { parseAct } from "#shared/domain/statistics/index";
import {
  ACTS,
  type CreateSceneInput,
  SCENE_BEAT_MAX,
  SCENE_CONTENT_MAX,
  type Scene,
  SceneHeadingSchema,
  SceneNumberSchema,
  TIMES_OF_DAY,
} from "#shared/schemas/scene";

/** The scene dialog's form: the number and heading have the API's own rules. */
export const SceneFormSchema = z.object({
  sceneNumber: SceneNumberSchema,
  act: z.enum(ACTS),
  heading: SceneHeadingSchema,
  timeOfDay: z.enum(TIMES_OF_DAY),
  beat: z
    .string()
    .check(
      z.maxLength(
        SCENE_BEAT_MAX,
        `What happens in this scene must be at most ${SCENE_BEAT_MAX} characters`,
      ),
    ),
  characters: z.array(z.string()),
  content: z
    .string()
    .check(
      z.maxLength(
        SCENE_CONTENT_MAX,
        `Scene content must be at most ${SCENE_CONTENT_MAX} characters`,
      ),
    ),
});
export type SceneFormValues = z.infer<typeof SceneFormSchema>;

/** A new scene's number is the highest existing one + 1, or 1. */
export function nextSceneNumber(scenes: Scene[]): number {
  return scenes.reduce((max, scene) => Math.max(max, scene.sceneNumber), 0) + 1;
}

export function newSceneValues(scenes: Scene[]): SceneFormValues {
  return {
    sceneNumber: nextSceneNumber(scenes),
    act: "Act 1",
    heading: "",
    timeOfDay: "DAY",
    beat: "",
    characters: [],
    content: "",
  };
}

function asTimeOfDay(value: string | null): SceneFormValues["timeOfDay"] {
  const upper = (value ?? "").toUpperCase();
  return (TIMES_OF_DAY as readonly string[]).includes(upper)
    ? (upper as SceneFormValues["timeOfDay"])
    : "DAY";
}

/** An edit form is filled from the scene, with the defaults where a field is empty. */
export function sceneValues(scene: Scene): SceneFormValues {
  const act = parseAct(scene.act);
  return {
    sceneNumber: scene.sceneNumber,
    act: act ? (ACTS[act - 1] ?? "Act 1") : "Act 1",
    heading: scene.heading,
    timeOfDay: asTimeOfDay(scene.timeOfDay),
    beat: scene.beat ?? "",
    characters: scene.characters,
    content: scene.content ?? "",
  };
}

/** "INT. KITCHEN - NIGHT" → ["KITCHEN"]; "INT./EXT. CAR / ROAD - DAY" → ["CAR / ROAD"]. */
export function locationsFromHeading(heading: string): string[] {
  const place = heading
    .trim()
    .replace(/^\.(?!\.)/, "")
    .replace(/^(INT\.?\/EXT|EXT\.?\/INT|I\/E|INT|EXT|EST)[.\s]+/i, "")
    .replace(/\s+-\s+[^-]*$/, "")
    .trim();
  return place ? [place] : [];
}

export function toSceneInput(values: SceneFormValues): Omit<CreateSceneInput, "screenplayId"> {
  const heading = values.heading.trim();
  return {
    sceneNumber: values.sceneNumber,
    heading,
    act: values.act,
    timeOfDay: values.timeOfDay,
    beat: values.beat.trim() || null,
    characters: values.characters,
    locations: locationsFromHeading(heading),
    content: values.content,
  };
}
