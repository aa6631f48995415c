import * as z from "zod/mini";
import type { scenes } from "#server/db/schema";
import {
  type ApiRow,
  IdSchema,
  idField,
  optionalText,
  requiredText,
  textList,
  UpdatedAtSchema,
} from "./common";

export const ACTS = ["Act 1", "Act 2", "Act 3"] as const;
export const TIMES_OF_DAY = [
  "DAY",
  "NIGHT",
  "MORNING",
  "EVENING",
  "DAWN",
  "DUSK",
  "CONTINUOUS",
  "LATER",
] as const;
export const SCENE_CONTENT_MAX = 200_000;
export const SCENE_BEAT_MAX = 1_000;

/** The API's and the scene form's rules for a number and a heading, written once. */
export const SceneNumberSchema = z
  .number({ error: "Scene number is required" })
  .check(
    z.int("Scene number must be a whole number"),
    z.minimum(1, "Scene number is required"),
    z.maximum(100_000, "Scene number must be at most 100000"),
  );
export const SceneHeadingSchema = requiredText("Scene heading", 200);

const sceneFields = {
  beat: optionalText("beat", SCENE_BEAT_MAX),
  content: optionalText("content", SCENE_CONTENT_MAX),
  characters: z.optional(textList("characters", 100, 20)),
  locations: z.optional(textList("locations", 50, 200)),
  timeOfDay: optionalText("timeOfDay", 50),
  act: optionalText("act", 50),
};

const SCENE_NUMBER_REQUIRED = "Scene number is required";
const ONE_PLACE = "Give sceneNumber or beforeSceneId, not both";

/**
 * A new scene's place: a free `sceneNumber`, or `beforeSceneId`, a scene of the screenplay the
 * new one goes right before (it takes that scene's number and the scenes from there move up by
 * one; docs/decisions/0040). Exactly one of the two.
 */
const onePlace = z.superRefine<{ sceneNumber?: number; beforeSceneId?: number }>((scene, ctx) => {
  const { sceneNumber, beforeSceneId } = scene;
  if (sceneNumber === undefined && beforeSceneId === undefined)
    ctx.issues.push({
      code: "custom",
      path: ["sceneNumber"],
      message: SCENE_NUMBER_REQUIRED,
      input: scene,
    });
  if (sceneNumber !== undefined && beforeSceneId !== undefined)
    ctx.issues.push({ code: "custom", path: ["beforeSceneId"], message: ONE_PLACE, input: scene });
});

export const CreateSceneSchema = z
  .object({
    screenplayId: IdSchema,
    sceneNumber: z.optional(SceneNumberSchema),
    beforeSceneId: z.optional(idField("beforeSceneId")),
    heading: SceneHeadingSchema,
    ...sceneFields,
  })
  .check(onePlace);
export type CreateSceneInput = z.infer<typeof CreateSceneSchema>;

/** The scenes of a screenplay in their new order: every one of them, each once. */
export const SceneOrderSchema = z.object({
  sceneIds: z.array(idField("sceneIds"), { error: "sceneIds must be a list of scene ids" }).check(
    z.maxLength(100_000, "sceneIds must list at most 100000 scenes"),
    z.refine((ids) => new Set(ids).size === ids.length, "sceneIds must name each scene once"),
  ),
});
export type SceneOrderInput = z.infer<typeof SceneOrderSchema>;

export const UpdateSceneSchema = z.object({
  updatedAt: z.optional(UpdatedAtSchema),
  sceneNumber: z.optional(SceneNumberSchema),
  heading: z.optional(SceneHeadingSchema),
  ...sceneFields,
});
export type UpdateSceneInput = z.infer<typeof UpdateSceneSchema>;

/** A scene as the API sends it: every column of the `scenes` table, timestamps as ISO text. */
export type Scene = ApiRow<typeof scenes.$inferSelect>;
