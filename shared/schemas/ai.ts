import { z } from "zod";
import { ScreenplayStatisticsSchema } from "../domain/statistics/statistics.schema";
import { Act1Schema, Act2Schema, Act3Schema } from "./outline";

/*
 * The seven AI calls of spec §7: what each accepts (inputs, validated on both sides) and what
 * each answers (results). The `*ModelSchema`s are what a model is asked to produce: every
 * property required (null where optional) because OpenAI-style strict JSON schema mode rejects
 * optional properties; the server then shapes them into the results.
 */

function requiredText(message: string, label: string, max: number) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `${label} must be at most ${max} characters`);
}

function optionalInput(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : undefined));
}

/** With a screenplayId (owner-checked) the server adds the stored story context and keeps the result. */
const screenplayId = z
  .number({ error: "screenplayId must be a number" })
  .int("screenplayId must be a whole number")
  .positive("screenplayId must be positive")
  .max(2_147_483_647, "screenplayId is too large")
  .optional();

export const IDEA_GENRE_MESSAGE = "Genre is required";
export const IDEA_THEME_MESSAGE = "Theme is required";
export const IDEA_SETTING_MESSAGE = "Setting is required";
export const IDEA_MAIN_CHARACTER_MESSAGE = "Main character description is required";

const genre = requiredText(IDEA_GENRE_MESSAGE, "Genre", 50);
const theme = requiredText(IDEA_THEME_MESSAGE, "Theme", 500);
const setting = requiredText(IDEA_SETTING_MESSAGE, "Setting", 500);

/** The Idea page's Story Elements form (spec §5). */
export const IdeaElementsFormSchema = z.object({
  genre,
  theme,
  setting,
  mainCharacter: requiredText(IDEA_MAIN_CHARACTER_MESSAGE, "Main character description", 1000),
});
export type IdeaElementsForm = z.infer<typeof IdeaElementsFormSchema>;

// ---- inputs ----

/**
 * Spec §5 fallbacks, applied by the server after the screenplay's stored values (a character
 * generated without a genre takes the screenplay's genre, and only then 'drama').
 */
export const AI_FALLBACKS = {
  characterRole: "protagonist",
  characterGenre: "drama",
  outlineLogline: "A screenplay without a logline",
  outlineGenre: "Drama",
  dialoguePersonality: "neutral",
  dialogueSituation: "a tense confrontation",
} as const;

export const GenerateLoglineInputSchema = z.object({
  screenplayId,
  genre,
  theme,
  setting,
  character: requiredText(IDEA_MAIN_CHARACTER_MESSAGE, "Main character description", 1000),
});
export type GenerateLoglineInput = z.infer<typeof GenerateLoglineInputSchema>;

export const GenerateStoryIdeasInputSchema = z.object({ screenplayId, genre, theme, setting });
export type GenerateStoryIdeasInput = z.infer<typeof GenerateStoryIdeasInputSchema>;

export const GenerateCharacterInputSchema = z.object({
  screenplayId,
  name: requiredText("Character name is required", "Character name", 100),
  role: optionalInput("Role", 100),
  genre: optionalInput("Genre", 50),
});
export type GenerateCharacterInput = z.input<typeof GenerateCharacterInputSchema>;

export const GenerateDialogueInputSchema = z.object({
  screenplayId,
  /** The character's name; with a screenplayId the stored character of that name supplies its traits. */
  character: requiredText("Character name is required", "Character name", 100),
  /** Picks the stored character exactly when two share a name. */
  characterId: z.number().int().positive().optional(),
  personality: optionalInput("Personality", 2000),
  situation: optionalInput("Situation", 2000),
});
export type GenerateDialogueInput = z.input<typeof GenerateDialogueInputSchema>;

export const GenerateOutlineInputSchema = z.object({
  screenplayId,
  title: optionalInput("Title", 100),
  logline: optionalInput("Logline", 1000),
  genre: optionalInput("Genre", 50),
});
export type GenerateOutlineInput = z.input<typeof GenerateOutlineInputSchema>;

export const GenerateSceneInputSchema = z.object({
  screenplayId,
  sceneHeading: requiredText("Scene heading is required", "Scene heading", 200),
  /** Names of the selected characters. */
  characters: z
    .array(z.string().trim().min(1).max(100), { error: "characters must be a list of names" })
    .max(50, "characters must have at most 50 items")
    .default([]),
  previousScene: optionalInput("Previous scene", 200_000),
  /** The outline section for the scene's act, as text. */
  outline: optionalInput("Outline", 20_000),
  act: optionalInput("Act", 50),
  /** Lets the server find the previous scene itself when previousScene is not sent. */
  sceneNumber: z.number().int().positive().optional(),
});
export type GenerateSceneInput = z.input<typeof GenerateSceneInputSchema>;

export const AnalyzeScreenplayInputSchema = z.object({
  screenplayId,
  content: requiredText("Content is required", "Content", 1_000_000),
});
export type AnalyzeScreenplayInput = z.input<typeof AnalyzeScreenplayInputSchema>;

// ---- results ----

export const LoglineResultSchema = z.object({ logline: z.string().trim().min(1).max(1000) });
export type LoglineResult = z.infer<typeof LoglineResultSchema>;

export const StoryIdeaSchema = z.object({
  title: z.string().trim().min(1).max(200),
  logline: z.string().trim().min(1).max(1000),
  premise: z.string().trim().min(1).max(5000),
});
export type StoryIdea = z.infer<typeof StoryIdeaSchema>;
export const StoryIdeasResultSchema = z.object({ ideas: z.array(StoryIdeaSchema).min(3).max(3) });
export type StoryIdeasResult = z.infer<typeof StoryIdeasResultSchema>;

const items = z.array(z.string().trim().min(1).max(1000)).max(20);
export const CharacterResultSchema = z.object({
  age: z.string().trim().min(1).max(50),
  occupation: z.string().trim().min(1).max(200),
  backstory: z.string().trim().min(1).max(10_000),
  personalityTraits: items,
  motivations: items,
  flaws: items,
  characterArc: z.string().trim().min(1).max(10_000),
  formativeEvents: items,
});
export type CharacterResult = z.infer<typeof CharacterResultSchema>;

export const DialogueModelSchema = z.object({
  dialogueSamples: z
    .array(
      z.object({
        dialogue: z.string().trim().min(1).max(2000),
        parenthetical: z.string().max(200).nullable(),
      }),
    )
    .min(1)
    .max(10),
});
/** `dialogueSamples` has the character field's shape so the client can save it as is. */
export type DialogueResult = {
  dialogueSamples: { dialogue: string; parenthetical?: string | null }[];
};

const beatText = z.string().max(5000);
const keyScenes = z.array(z.string().max(1000)).max(50);
export const OutlineModelSchema = z.object({
  act1: z.object({ incitingIncident: beatText, firstPlotPoint: beatText, keyScenes }),
  act2: z.object({
    risingAction: beatText,
    midpoint: beatText,
    secondPlotPoint: beatText,
    keyScenes,
  }),
  act3: z.object({ climax: beatText, resolution: beatText, keyScenes }),
  themesAndMotifs: z.array(z.string().max(200)).max(50),
});
/** Same shapes as the saved outline (shared/schemas/outline.ts). */
export const OutlineResultSchema = z.object({
  act1: Act1Schema,
  act2: Act2Schema,
  act3: Act3Schema,
  themesAndMotifs: z.array(z.string()),
});
export type OutlineResult = z.infer<typeof OutlineResultSchema>;

export const SceneResultSchema = z.object({ content: z.string().trim().min(1).max(200_000) });
export type SceneResult = z.infer<typeof SceneResultSchema>;

export const AnalysisCategorySchema = z.object({
  overallRating: z.number().min(0).max(10),
  strengths: z.array(z.string()).max(20),
  improvements: z.array(z.string()).max(20),
  suggestions: z.array(z.object({ title: z.string(), description: z.string() })).max(20),
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
  keyStrengths: z.array(z.string()).max(20),
  priorityImprovements: z.array(z.string()).max(20),
  structure: AnalysisCategorySchema,
  characterDevelopment: AnalysisCategorySchema,
  dialogue: AnalysisCategorySchema,
  visuals: AnalysisCategorySchema,
});
export type AnalysisModelResult = z.infer<typeof AnalysisModelSchema>;
/** The analysis of spec §3 plus the statistics it was grounded on. */
export const AnalysisResultSchema = AnalysisModelSchema.extend({
  statistics: ScreenplayStatisticsSchema,
});
export type AnalysisResult = z.infer<typeof AnalysisResultSchema>;

// ---- status and history ----

export const AI_PROVIDERS = [
  "offline",
  "openai",
  "openai-compatible",
  "anthropic",
  "google",
] as const;
export type AiProvider = (typeof AI_PROVIDERS)[number];
export const OFFLINE_LABEL = "Built-in offline writer — connect an AI model for real suggestions";
export const AiStatusSchema = z.object({
  provider: z.enum(AI_PROVIDERS),
  model: z.string().nullable(),
  offline: z.boolean(),
  label: z.string(),
});
export type AiStatus = z.infer<typeof AiStatusSchema>;

export const SUGGESTION_TYPES = [
  "logline",
  "story_ideas",
  "character",
  "dialogue",
  "outline",
  "scene",
  "analysis",
] as const;
export type SuggestionType = (typeof SUGGESTION_TYPES)[number];

/** PATCH /api/suggestions/:id — Apply marks a suggestion used (spec §4: it starts unapplied). */
export const UpdateSuggestionSchema = z.object({
  isApplied: z.boolean({ error: "isApplied must be true or false" }),
});
export type UpdateSuggestionInput = z.infer<typeof UpdateSuggestionSchema>;

export type AiSuggestion = {
  id: number;
  screenplayId: number;
  suggestionType: SuggestionType;
  /** The call's result JSON, as it was returned. */
  content: unknown;
  isApplied: boolean;
  createdAt: string;
};
