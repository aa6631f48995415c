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

/** A field's meaning, carried into the JSON schema and the answer format a model is shown. */
const says = z.describe;

export const LoglineResultSchema = z.object({
  logline: trimmedText(1000).check(
    says("One sentence of 25–50 words: protagonist, goal, conflict and stakes."),
  ),
});
export type LoglineResult = z.infer<typeof LoglineResultSchema>;

export const StoryIdeaSchema = z.object({
  title: trimmedText(200).check(says("The idea's title, at most 6 words.")),
  logline: trimmedText(1000).check(says("One sentence of 25–50 words.")),
  premise: trimmedText(5000).check(says("3–5 sentences: setup, midpoint turn and climax.")),
});
export type StoryIdea = z.infer<typeof StoryIdeaSchema>;
export const StoryIdeasResultSchema = z.object({
  ideas: z
    .array(StoryIdeaSchema)
    .check(z.minLength(3), z.maxLength(3), says("Three distinct story ideas.")),
});
export type StoryIdeasResult = z.infer<typeof StoryIdeasResultSchema>;

const items = (meaning: string) => z.array(trimmedText(1000)).check(z.maxLength(20), says(meaning));
export const CharacterResultSchema = z.object({
  age: trimmedText(50).check(says('Age as text, e.g. "41" or "late thirties".')),
  occupation: trimmedText(200).check(says("What the character does for a living.")),
  backstory: trimmedText(10_000).check(says("3–5 sentences whose wound explains the flaws.")),
  personalityTraits: items("3–5 personality traits."),
  motivations: items("2–3 motivations: the want and the need."),
  flaws: items("2–3 flaws."),
  characterArc: trimmedText(10_000).check(says("The change from the flaw to its opposite.")),
  formativeEvents: items("2–4 events that shaped the character."),
});
export type CharacterResult = z.infer<typeof CharacterResultSchema>;

export const DialogueModelSchema = z.object({
  dialogueSamples: z
    .array(
      z.object({
        dialogue: trimmedText(2000).check(says("One line the character says.")),
        parenthetical: z
          .nullable(z.string().check(z.maxLength(200)))
          .check(says('A brief delivery note such as "(beat)", or null.')),
      }),
    )
    .check(z.minLength(1), z.maxLength(10), says("4–6 separate lines of dialogue.")),
});
/** `dialogueSamples` has the character field's shape so the client can save it as is. */
export const DialogueResultSchema = z.object({ dialogueSamples: z.array(DialogueSampleSchema) });
export type DialogueResult = z.infer<typeof DialogueResultSchema>;

const beat = (meaning: string) => z.string().check(z.maxLength(5000), says(meaning));
const keyScenes = z
  .array(z.string().check(z.maxLength(1000)))
  .check(z.maxLength(50), says("3–5 key scenes of the act, each a short visual description."));
export const OutlineModelSchema = z.object({
  act1: z.object({
    incitingIncident: beat("The event that sets the story going."),
    firstPlotPoint: beat("The turn that ends Act 1."),
    keyScenes,
  }),
  act2: z.object({
    risingAction: beat("The escalating conflict."),
    midpoint: beat("A reversal that raises the stakes."),
    secondPlotPoint: beat("The lowest moment, ending Act 2."),
    keyScenes,
  }),
  act3: z.object({
    climax: beat("The final confrontation."),
    resolution: beat("How the story ends."),
    keyScenes,
  }),
  themesAndMotifs: z
    .array(z.string().check(z.maxLength(200)))
    .check(z.maxLength(50), says("3–6 themes and motifs.")),
});
/** Same shapes as the saved outline (shared/schemas/outline.ts). */
export const OutlineResultSchema = z.object({
  act1: Act1Schema,
  act2: Act2Schema,
  act3: Act3Schema,
  themesAndMotifs: z.array(z.string()),
});
export type OutlineResult = z.infer<typeof OutlineResultSchema>;

export const SceneResultSchema = z.object({
  content: trimmedText(200_000).check(says("The scene in Fountain format, without its heading.")),
});
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
    heading: trimmedText(200).check(says("INT. or EXT., the place, the time of day.")),
    act: z.enum(ACTS),
    /** Names of the screenplay's characters. */
    characters: z
      .array(trimmedText(100))
      .check(z.maxLength(20), says("Names of the characters in the scene.")),
    /** What happens in the scene, as the scene form's "What happens in this scene". */
    beat: trimmedText(SCENE_BEAT_MAX).check(says("1–3 sentences: what happens and what changes.")),
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
/**
 * The plan as answered: numbered on from the screenplay's last scene, acts in order, without
 * the moments already written (so it may be empty when the writer has every scene).
 */
export const ScenePlanResultSchema = z.object({
  scenes: z.array(plannedScene(SceneNumberSchema)).check(z.maxLength(SCENE_PLAN_MAX)),
});
export type ScenePlanResult = z.infer<typeof ScenePlanResultSchema>;
export type PlannedScene = ScenePlanResult["scenes"][number];

const shortList = <T extends z.core.SomeType>(item: T, meaning: string) =>
  z.array(item).check(z.maxLength(20), says(meaning));
/** The evidence comes before the rating, so a model rates after it has looked. */
export const AnalysisCategorySchema = z.object({
  strengths: shortList(z.string(), "What works, citing scenes or characters."),
  improvements: shortList(z.string(), "What does not work yet, citing scenes or characters."),
  suggestions: shortList(
    z.object({ title: z.string(), description: z.string() }),
    "Concrete changes to make.",
  ),
  overallRating: z
    .number()
    .check(
      z.minimum(0),
      z.maximum(10),
      says("The category's rating, where 5 is a competent draft."),
    ),
});
export type AnalysisCategory = z.infer<typeof AnalysisCategorySchema>;

export const ANALYSIS_CATEGORIES = [
  "structure",
  "characterDevelopment",
  "dialogue",
  "visuals",
] as const;
/** The four rated categories first, then the summary drawn from them. */
export const AnalysisModelSchema = z.object({
  structure: AnalysisCategorySchema,
  characterDevelopment: AnalysisCategorySchema,
  dialogue: AnalysisCategorySchema,
  visuals: AnalysisCategorySchema,
  overallFeedback: z.string().check(says("3–5 sentences on the script as a whole.")),
  keyStrengths: shortList(z.string(), "The script's main strengths."),
  priorityImprovements: shortList(z.string(), "The 3–5 changes that matter most."),
});
export type AnalysisModelResult = z.infer<typeof AnalysisModelSchema>;
/** The analysis (overall feedback, strengths, priorities and four rated categories) plus the statistics it was grounded on. */
export const AnalysisResultSchema = z.extend(AnalysisModelSchema, {
  statistics: ScreenplayStatisticsSchema,
});
export type AnalysisResult = z.infer<typeof AnalysisResultSchema>;
