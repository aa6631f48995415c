import * as z from "zod/mini";
import { requiredText } from "./common";
import { SCENE_BEAT_MAX, SCENE_CONTENT_MAX } from "./scene";
import { GENRE_MAX, LOGLINE_MAX, TITLE_MAX } from "./screenplay";

/*
 * The eight AI calls: what each accepts (inputs, validated on both sides), the AI
 * status and the suggestion history. What each call answers is in ai-results.ts, apart so
 * that the browser, which only reads answers, does not load their schemas.
 */

/*
 * Every text an AI call accepts has the limit the app keeps for that kind of text, so a request
 * can only carry what the app itself could have stored; the prompt budget (server/ai/prompts)
 * then fits the whole prompt, stored context included, to what the model can read.
 */
const NAME_MAX = 100;
/** A character's traits joined by ", ": at most 50 traits of 500 characters (character.ts). */
const PERSONALITY_MAX = 50 * 502;
/** One act of the largest outline as text: three 5,000-character beats and 50 key scenes of 1,000. */
const ACT_OUTLINE_MAX = 70_000;
/** A whole script: a feature (Big Fish is about 190,000 characters as Fountain) fits twice over. */
export const SCRIPT_CONTENT_MAX = 500_000;

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

function nameList(field: string, maxItems: number) {
  const name = z
    .string({ error: `${field} must be a list of names` })
    .check(
      z.trim(),
      z.minLength(1, `${field} must not contain empty names`),
      z.maxLength(NAME_MAX, `${field} items must be at most ${NAME_MAX} characters`),
    );
  return z
    .array(name, { error: `${field} must be a list of names` })
    .check(z.maxLength(maxItems, `${field} must have at most ${maxItems} items`));
}

function positiveWhole(field: string, max: number) {
  return z
    .number({ error: `${field} must be a number` })
    .check(
      z.int(`${field} must be a whole number`),
      z.positive(`${field} must be positive`),
      z.maximum(max, `${field} must be at most ${max}`),
    );
}

const screenplayIdNumber = z
  .number({
    error: (issue) =>
      issue.input === undefined ? "screenplayId is required" : "screenplayId must be a number",
  })
  .check(
    z.int("screenplayId must be a whole number"),
    z.positive("screenplayId must be positive"),
    z.maximum(2_147_483_647, "screenplayId is too large"),
  );
/** With a screenplayId (owner-checked) the server adds the stored story context and keeps the result. */
const screenplayId = z.optional(screenplayIdNumber);

const genre = requiredText("Genre", GENRE_MAX);
const theme = requiredText("Theme", 500);
const setting = requiredText("Setting", 500);

/** The Idea page's Story Elements form. */
export const IdeaElementsFormSchema = z.object({
  genre,
  theme,
  setting,
  mainCharacter: requiredText("Main character description", 1000),
});
export type IdeaElementsForm = z.infer<typeof IdeaElementsFormSchema>;

// ---- inputs ----

/**
 * The fallbacks, applied by the server after the screenplay's stored values (a character
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
  character: requiredText("Main character description", 1000),
});
export type GenerateLoglineInput = z.infer<typeof GenerateLoglineInputSchema>;

/** Ideas already shown ("Generate More Ideas"): the titles and premises of the last ten ideas. */
export const EXCLUDE_MAX_ITEMS = 20;
/** An idea's premise is at most 5,000 characters (StoryIdeaSchema). */
export const EXCLUDE_ITEM_MAX = 5000;

const exclude = z.optional(
  z
    .array(
      z
        .string({ error: "exclude must be a list of texts" })
        .check(
          z.trim(),
          z.minLength(1, "exclude must not contain empty texts"),
          z.maxLength(
            EXCLUDE_ITEM_MAX,
            `exclude items must be at most ${EXCLUDE_ITEM_MAX} characters`,
          ),
        ),
      { error: "exclude must be a list of texts" },
    )
    .check(z.maxLength(EXCLUDE_MAX_ITEMS, `exclude must have at most ${EXCLUDE_MAX_ITEMS} items`)),
);

export const GenerateStoryIdeasInputSchema = z.object({
  screenplayId,
  genre,
  theme,
  setting,
  mainCharacter: optionalInput("Main character description", 1000),
  /** Titles and premises the writer has already been shown: the new ideas must differ. */
  exclude,
});
export type GenerateStoryIdeasInput = z.input<typeof GenerateStoryIdeasInputSchema>;

export const GenerateCharacterInputSchema = z.object({
  screenplayId,
  name: requiredText("Character name", NAME_MAX),
  role: optionalInput("Role", 100),
  genre: optionalInput("Genre", GENRE_MAX),
});
export type GenerateCharacterInput = z.input<typeof GenerateCharacterInputSchema>;

export const GenerateDialogueInputSchema = z.object({
  screenplayId,
  /** The character's name; with a screenplayId the stored character of that name supplies its traits. */
  character: requiredText("Character name", NAME_MAX),
  /** Picks the stored character exactly when two share a name. */
  characterId: z.optional(positiveWhole("characterId", 2_147_483_647)),
  personality: optionalInput("Personality", PERSONALITY_MAX),
  situation: optionalInput("Situation", 2000),
});
export type GenerateDialogueInput = z.input<typeof GenerateDialogueInputSchema>;

export const GenerateOutlineInputSchema = z.object({
  screenplayId,
  title: optionalInput("Title", TITLE_MAX),
  logline: optionalInput("Logline", LOGLINE_MAX),
  genre: optionalInput("Genre", GENRE_MAX),
});
export type GenerateOutlineInput = z.input<typeof GenerateOutlineInputSchema>;

/** A field of the scene dialog not saved yet: sent (even empty) it wins over the stored one. */
function unsavedText(label: string, max: number) {
  return z.optional(
    z
      .string({ error: `${label} must be text` })
      .check(z.maxLength(max, `${label} must be at most ${max} characters`)),
  );
}

/**
 * What the AI does with the scene's existing text: `write` a scene afresh (the text is not
 * given), `continue` it from where the text stops (the answer goes after it), or `rewrite` the
 * text as a draft (the answer replaces it).
 */
export const SCENE_MODES = ["write", "continue", "rewrite"] as const;
export type SceneMode = (typeof SCENE_MODES)[number];

/**
 * The writer's choices for the scene; with a screenplayId the server finds the rest of the
 * story itself (the scenes before and after, the act's outline, the cast, the cue names used),
 * and with a sceneId that scene's stored beat, characters and text, which the dialog's unsaved
 * `beat`, `characters` and `content` replace when sent. `previousScene` and `outline` are for
 * calls without a stored screenplay, and win over what the server would find.
 */
export const GenerateSceneInputSchema = z.object({
  screenplayId,
  sceneHeading: requiredText("Scene heading", 200),
  /** Names of the selected characters; left out, the stored scene's characters. */
  characters: z.optional(nameList("characters", 100)),
  /** What happens in this scene. */
  beat: unsavedText("Beat", SCENE_BEAT_MAX),
  /** The scene's text so far. */
  content: unsavedText("Content", SCENE_CONTENT_MAX),
  mode: z._default(
    z.enum(SCENE_MODES, { error: `mode must be one of ${SCENE_MODES.join(", ")}` }),
    "write",
  ),
  previousScene: optionalInput("Previous scene", SCENE_CONTENT_MAX),
  /** The outline section for the scene's act, as text. */
  outline: optionalInput("Outline", ACT_OUTLINE_MAX),
  act: optionalInput("Act", 50),
  /** Where the scene goes: the stored scene before this number is the previous scene. */
  sceneNumber: z.optional(positiveWhole("sceneNumber", 100_000)),
  /** The scene being rewritten, never its own previous scene whatever number the form shows. */
  sceneId: z.optional(positiveWhole("sceneId", 2_147_483_647)),
});
export type GenerateSceneInput = z.input<typeof GenerateSceneInputSchema>;

/** Scenes are planned from the stored outline, so only a stored screenplay can be planned. */
export const PlanScenesInputSchema = z.object({ screenplayId: screenplayIdNumber });
export type PlanScenesInput = z.input<typeof PlanScenesInputSchema>;

export const NO_OUTLINE_MESSAGE = "Create an outline first: scenes are planned from it.";

export const CONTENT_REQUIRED_MESSAGE = "Content is required";

/** With a screenplayId the server reads the script from its stored scenes; `content` wins if sent. */
export const AnalyzeScreenplayInputSchema = z
  .object({
    screenplayId,
    content: z.optional(requiredText("Content", SCRIPT_CONTENT_MAX)),
  })
  .check(
    z.refine((input) => input.screenplayId !== undefined || input.content !== undefined, {
      message: CONTENT_REQUIRED_MESSAGE,
      path: ["content"],
    }),
  );
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
  "scene_plan",
] as const;
export type SuggestionType = (typeof SUGGESTION_TYPES)[number];

/** PATCH /api/suggestions/:id — Apply marks a suggestion used (it starts unapplied). */
export const UpdateSuggestionSchema = z.object({
  isApplied: z.boolean({ error: "isApplied must be true or false" }),
});
export type UpdateSuggestionInput = z.infer<typeof UpdateSuggestionSchema>;

/**
 * What a suggestion was generated for, so that Apply can put it there: the character of a
 * profile (by name: it may not be saved yet) or of dialogue lines, the scene of a draft (by
 * number; heading, act and cast create it when it is not there). Null for the screenplay's
 * own logline and outline, and for results that have nothing to apply.
 */
export type SuggestionTarget = {
  character?: string;
  characterId?: number;
  role?: string;
  sceneNumber?: number;
  sceneHeading?: string;
  act?: string;
  characters?: string[];
};

export type AiSuggestion = {
  id: number;
  screenplayId: number;
  suggestionType: SuggestionType;
  /** The call's result JSON, as it was returned. */
  content: unknown;
  target: SuggestionTarget | null;
  isApplied: boolean;
  createdAt: string;
};
