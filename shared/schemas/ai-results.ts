import * as z from "zod/mini";
import { ScreenplayStatisticsSchema } from "../domain/statistics/statistics.schema";
import { DialogueSampleSchema } from "./character";
import { trimmedText } from "./common";
import { Act1Schema, Act2Schema, Act3Schema } from "./outline";
import { ACTS, SCENE_BEAT_MAX, SceneNumberSchema } from "./scene";

/*
 * What each of the eight AI calls answers; the inputs are in ai.ts. The server checks
 * every answer against these; the browser only needs their types. The `*ModelSchema`s are what
 * a model is asked to produce: every property required (null where optional) because
 * OpenAI-style strict JSON schema mode rejects optional properties; the server then shapes them
 * into the results.
 */

export const LoglineResultSchema = z.object({ logline: trimmedText(1000) });
export type LoglineResult = z.infer<typeof LoglineResultSchema>;

export const StoryIdeaSchema = z.object({
  title: trimmedText(200),
  logline: trimmedText(1000),
  premise: trimmedText(5000),
});
export type StoryIdea = z.infer<typeof StoryIdeaSchema>;
export const StoryIdeasResultSchema = z.object({
  ideas: z.array(StoryIdeaSchema).check(z.minLength(3), z.maxLength(3)),
});
export type StoryIdeasResult = z.infer<typeof StoryIdeasResultSchema>;

const items = z.array(trimmedText(1000)).check(z.maxLength(20));
export const CharacterResultSchema = z.object({
  age: trimmedText(50),
  occupation: trimmedText(200),
  backstory: trimmedText(10_000),
  personalityTraits: items,
  motivations: items,
  flaws: items,
  characterArc: trimmedText(10_000),
  formativeEvents: items,
});
export type CharacterResult = z.infer<typeof CharacterResultSchema>;

export const DialogueModelSchema = z.object({
  dialogueSamples: z
    .array(
      z.object({
        dialogue: trimmedText(2000),
        parenthetical: z.nullable(z.string().check(z.maxLength(200))),
      }),
    )
    .check(z.minLength(1), z.maxLength(10)),
});
/** `dialogueSamples` has the character field's shape so the client can save it as is. */
export const DialogueResultSchema = z.object({ dialogueSamples: z.array(DialogueSampleSchema) });
export type DialogueResult = z.infer<typeof DialogueResultSchema>;

const beatText = z.string().check(z.maxLength(5000));
const keyScenes = z.array(z.string().check(z.maxLength(1000))).check(z.maxLength(50));
export const OutlineModelSchema = z.object({
  act1: z.object({ incitingIncident: beatText, firstPlotPoint: beatText, keyScenes }),
  act2: z.object({
    risingAction: beatText,
    midpoint: beatText,
    secondPlotPoint: beatText,
    keyScenes,
  }),
  act3: z.object({ climax: beatText, resolution: beatText, keyScenes }),
  themesAndMotifs: z.array(z.string().check(z.maxLength(200))).check(z.maxLength(50)),
});
/** Same shapes as the saved outline (shared/schemas/outline.ts). */
export const OutlineResultSchema = z.object({
  act1: Act1Schema,
  act2: Act2Schema,
  act3: Act3Schema,
  themesAndMotifs: z.array(z.string()),
});
export type OutlineResult = z.infer<typeof OutlineResultSchema>;

export const SceneResultSchema = z.object({ content: trimmedText(200_000) });
export type SceneResult = z.infer<typeof SceneResultSchema>;

/*
 * A scene plan: the outline broken into scenes. Every key scene of the outline becomes a scene
 * and an outline holds at most 50 per act, so a plan may run to 150 of them plus a scene for
 * each of the seven beats; three is the least that covers the three acts.
 */
export const SCENE_PLAN_MIN = 3;
export const SCENE_PLAN_MAX = 160;

const plannedScene = <N extends z.core.SomeType>(sceneNumber: N) =>
  z.object({
    sceneNumber,
    heading: trimmedText(200),
    act: z.enum(ACTS),
    /** Names of the screenplay's characters. */
    characters: z.array(trimmedText(100)).check(z.maxLength(20)),
    /** What happens in the scene, as the scene form's "What happens in this scene". */
    beat: trimmedText(SCENE_BEAT_MAX),
  });

const everyAct = z.refine<{ scenes: { act: string }[] }>(
  (plan) => ACTS.every((act) => plan.scenes.some((scene) => scene.act === act)),
  "The plan must have scenes in Act 1, Act 2 and Act 3",
);

/** The model numbers the scenes as it likes: the server renumbers them after the stored ones. */
export const ScenePlanModelSchema = z
  .object({
    scenes: z
      .array(plannedScene(z.int()))
      .check(z.minLength(SCENE_PLAN_MIN), z.maxLength(SCENE_PLAN_MAX)),
  })
  .check(everyAct);
/** The plan as answered: numbered on from the screenplay's last scene, acts in order. */
export const ScenePlanResultSchema = z.object({
  scenes: z
    .array(plannedScene(SceneNumberSchema))
    .check(z.minLength(SCENE_PLAN_MIN), z.maxLength(SCENE_PLAN_MAX)),
});
export type ScenePlanResult = z.infer<typeof ScenePlanResultSchema>;
export type PlannedScene = ScenePlanResult["scenes"][number];

const shortList = <T extends z.core.SomeType>(item: T) => z.array(item).check(z.maxLength(20));
export const AnalysisCategorySchema = z.object({
  overallRating: z.number().check(z.minimum(0), z.maximum(10)),
  strengths: shortList(z.string()),
  improvements: shortList(z.string()),
  suggestions: shortList(z.object({ title: z.string(), description: z.string() })),
});
export type AnalysisCategory = z.infer<typeof AnalysisCategorySchema>;

export const ANALYSIS_CATEGORIES = [
  "structure",
  "characterDevelopment",
  "dialogue",
  "visuals",
] as const;
export const AnalysisModelSchema = z.object({
  overallFeedback: z.string(),
  keyStrengths: shortList(z.string()),
  priorityImprovements: shortList(z.string()),
  structure: AnalysisCategorySchema,
  characterDevelopment: AnalysisCategorySchema,
  dialogue: AnalysisCategorySchema,
  visuals: AnalysisCategorySchema,
});
export type AnalysisModelResult = z.infer<typeof AnalysisModelSchema>;
/** The analysis (overall feedback, strengths, priorities and four rated categories) plus the statistics it was grounded on. */
export const AnalysisResultSchema = z.extend(AnalysisModelSchema, {
  statistics: ScreenplayStatisticsSchema,
});
export type AnalysisResult = z.infer<typeof AnalysisResultSchema>;
