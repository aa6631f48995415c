import * as z from "zod/mini";
import { trimmedText } from "./common";

/*
 * The seven AI calls of spec §7: what each accepts (inputs, validated on both sides), the AI
 * status and the suggestion history. What each call answers is in ai-results.ts, apart so
 * that the browser, which only reads answers, does not load their schemas.
 */

function requiredText(message: string, label: string, max: number) {
  return z
    .string({ error: message })
    .check(
      z.trim(),
      z.minLength(1, message),
      z.maxLength(max, `${label} must be at most ${max} characters`),
    );
}

function optionalInput(label: string, max: number) {
  return z.pipe(
    z.nullish(
      z
        .string({ error: `${label} must be text` })
        .check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`)),
    ),
    z.transform((value) => (value ? value : undefined)),
  );
}

/** With a screenplayId (owner-checked) the server adds the stored story context and keeps the result. */
const screenplayId = z.optional(
  z
    .number({ error: "screenplayId must be a number" })
    .check(
      z.int("screenplayId must be a whole number"),
      z.positive("screenplayId must be positive"),
      z.maximum(2_147_483_647, "screenplayId is too large"),
    ),
);

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
  characterId: z.optional(z.number().check(z.int(), z.positive())),
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
  characters: z._default(
    z
      .array(trimmedText(100), { error: "characters must be a list of names" })
      .check(z.maxLength(50, "characters must have at most 50 items")),
    [],
  ),
  previousScene: optionalInput("Previous scene", 200_000),
  /** The outline section for the scene's act, as text. */
  outline: optionalInput("Outline", 20_000),
  act: optionalInput("Act", 50),
  /** Lets the server find the previous scene itself when previousScene is not sent. */
  sceneNumber: z.optional(z.number().check(z.int(), z.positive())),
});
export type GenerateSceneInput = z.input<typeof GenerateSceneInputSchema>;

export const AnalyzeScreenplayInputSchema = z.object({
  screenplayId,
  content: requiredText("Content is required", "Content", 1_000_000),
});
export type AnalyzeScreenplayInput = z.input<typeof AnalyzeScreenplayInputSchema>;

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
  model: z.nullable(z.string()),
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
