import * as z from "zod/mini";
import type { scenes } from "#server/db/schema";
import {
  type ApiRow,
  IdSchema,
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

export const CreateSceneSchema = z.object({
  screenplayId: IdSchema,
  sceneNumber: SceneNumberSchema,
  heading: SceneHeadingSchema,
  ...sceneFields,
});
export type CreateSceneInput = z.infer<typeof CreateSceneSchema>;

export const UpdateSceneSchema = z.object({
  updatedAt: z.optional(UpdatedAtSchema),
  sceneNumber: z.optional(SceneNumberSchema),
  heading: z.optional(SceneHeadingSchema),
  ...sceneFields,
});
export type UpdateSceneInput = z.infer<typeof UpdateSceneSchema>;

/** A scene as the API sends it: every column of the `scenes` table, timestamps as ISO text. */
export type Scene = ApiRow<typeof scenes.$inferSelect>;
