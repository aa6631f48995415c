import { z } from "zod";
import { IdSchema, optionalText, textList } from "./common";

const beat = (field: string) => optionalText(field, 5000).transform((v) => v ?? "");
const keyScenes = textList("keyScenes", 50, 1000).default([]);

export const Act1Schema = z.object({
  incitingIncident: beat("incitingIncident"),
  firstPlotPoint: beat("firstPlotPoint"),
  keyScenes,
});
export const Act2Schema = z.object({
  risingAction: beat("risingAction"),
  midpoint: beat("midpoint"),
  secondPlotPoint: beat("secondPlotPoint"),
  keyScenes,
});
export const Act3Schema = z.object({
  climax: beat("climax"),
  resolution: beat("resolution"),
  keyScenes,
});
export type Act1 = z.infer<typeof Act1Schema>;
export type Act2 = z.infer<typeof Act2Schema>;
export type Act3 = z.infer<typeof Act3Schema>;

export const OutlineContentSchema = z.object({
  act1: Act1Schema,
  act2: Act2Schema,
  act3: Act3Schema,
  themesAndMotifs: textList("themesAndMotifs", 50, 200).default([]),
});
export type OutlineContent = z.infer<typeof OutlineContentSchema>;

/** POST /api/outlines creates or replaces the screenplay's single outline. */
export const SaveOutlineSchema = OutlineContentSchema.extend({ screenplayId: IdSchema });
export type SaveOutlineInput = z.infer<typeof SaveOutlineSchema>;

export type Outline = OutlineContent & {
  id: number;
  screenplayId: number;
  createdAt: string;
  updatedAt: string;
};
