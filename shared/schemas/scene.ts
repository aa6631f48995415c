import { z } from "zod";
import { IdSchema, optionalText, textList, UpdatedAtSchema } from "./common";

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

const SceneNumberSchema = z
  .number({ error: "Scene number is required" })
  .int("Scene number must be a whole number")
  .min(1, "Scene number is required")
  .max(100_000, "Scene number must be at most 100000");
const HeadingSchema = z
  .string({ error: "Scene heading is required" })
  .trim()
  .min(1, "Scene heading is required")
  .max(200, "Scene heading must be at most 200 characters");

const sceneFields = {
  content: optionalText("content", SCENE_CONTENT_MAX),
  characters: textList("characters", 100, 20).optional(),
  locations: textList("locations", 50, 200).optional(),
  timeOfDay: optionalText("timeOfDay", 50),
  act: optionalText("act", 50),
};

export const CreateSceneSchema = z.object({
  screenplayId: IdSchema,
  sceneNumber: SceneNumberSchema,
  heading: HeadingSchema,
  ...sceneFields,
});
export type CreateSceneInput = z.infer<typeof CreateSceneSchema>;

export const UpdateSceneSchema = z.object({
  updatedAt: UpdatedAtSchema.optional(),
  sceneNumber: SceneNumberSchema.optional(),
  heading: HeadingSchema.optional(),
  ...sceneFields,
});
export type UpdateSceneInput = z.infer<typeof UpdateSceneSchema>;

export type Scene = {
  id: number;
  screenplayId: number;
  sceneNumber: number;
  heading: string;
  content: string | null;
  characters: string[];
  locations: string[];
  timeOfDay: string | null;
  act: string | null;
  createdAt: string;
  updatedAt: string;
};
