import * as z from "zod/mini";
import { IdSchema, optionalText, textList } from "./common";

const beat = (field: string) =>
  z.pipe(
    optionalText(field, 5000),
    z.transform((v) => v ?? ""),
  );
const keyScenes = z._default(textList("keyScenes", 50, 1000), []);

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
  themesAndMotifs: z._default(textList("themesAndMotifs", 50, 200), []),
});
export type OutlineContent = z.infer<typeof OutlineContentSchema>;

/** POST /api/outlines creates or replaces the screenplay's single outline. */
export const SaveOutlineSchema = z.extend(OutlineContentSchema, { screenplayId: IdSchema });
export type SaveOutlineInput = z.infer<typeof SaveOutlineSchema>;

export type Outline = OutlineContent & {
  id: number;
  screenplayId: number;
  createdAt: string;
  updatedAt: string;
};
