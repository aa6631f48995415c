import * as z from "zod/mini";
import { requiredText, UpdatedAtSchema } from "./common";

export const STEPS = ["idea", "outline", "characters", "scenes", "editor", "final"] as const;
export const StepSchema = z.enum(STEPS, {
  error: "currentStep must be one of idea, outline, characters, scenes, editor, final",
});
export type Step = z.infer<typeof StepSchema>;

export const PAPER_SIZES = ["letter", "a4"] as const;
export const PaperSizeSchema = z.enum(PAPER_SIZES, { error: "paperSize must be letter or a4" });
export type PaperSize = z.infer<typeof PaperSizeSchema>;

export const TITLE_MAX = 100;
export const LOGLINE_MAX = 200;
export const GENRE_MAX = 50;
/** The Idea step's story elements: the same limits the AI calls take them with. */
export const THEME_MAX = 500;
export const SETTING_MAX = 500;
export const MAIN_CHARACTER_MAX = 1000;
export const TITLE_PAGE_MAX_ENTRIES = 30;
export const TITLE_PAGE_KEY_MAX = 50;
export const TITLE_PAGE_VALUE_MAX = 2000;
/** The opening before the first scene is script text, held to a scene's limit. */
export const OPENING_MAX = 200_000;

const TitleSchema = requiredText("Title", TITLE_MAX);
const LoglineSchema = z
  .string({ error: "Logline must be text" })
  .check(z.maxLength(LOGLINE_MAX, `Logline must be at most ${LOGLINE_MAX} characters`));
const GenreSchema = z
  .string({ error: "Genre must be text" })
  .check(z.maxLength(GENRE_MAX, `Genre must be at most ${GENRE_MAX} characters`));

const storyText = (label: string, max: number) =>
  z.nullish(
    z
      .string({ error: `${label} must be text` })
      .check(z.maxLength(max, `${label} must be at most ${max} characters`)),
  );

/** One `Key: value` of a Fountain title page; a value may run over several lines. */
export const TitlePageEntrySchema = z.object({
  key: z
    .string({ error: "Title page keys must be text" })
    .check(
      z.trim(),
      z.minLength(1, "Title page keys must not be empty"),
      z.maxLength(
        TITLE_PAGE_KEY_MAX,
        `Title page keys must be at most ${TITLE_PAGE_KEY_MAX} characters`,
      ),
      z.regex(
        /^[A-Za-z][A-Za-z0-9 ]*$/,
        "Title page keys may only contain letters, digits and spaces",
      ),
    ),
  value: z
    .string({ error: "Title page values must be text" })
    .check(
      z.maxLength(
        TITLE_PAGE_VALUE_MAX,
        `Title page values must be at most ${TITLE_PAGE_VALUE_MAX} characters`,
      ),
    ),
});
export type TitlePageEntry = z.infer<typeof TitlePageEntrySchema>;

const TitlePageSchema = z
  .array(TitlePageEntrySchema, { error: "titlePage must be a list of {key, value}" })
  .check(
    z.maxLength(
      TITLE_PAGE_MAX_ENTRIES,
      `titlePage must have at most ${TITLE_PAGE_MAX_ENTRIES} entries`,
    ),
  );

const OpeningSchema = z
  .string({ error: "Opening must be text" })
  .check(z.maxLength(OPENING_MAX, `Opening must be at most ${OPENING_MAX} characters`));

export const CreateScreenplaySchema = z.object({
  title: TitleSchema,
  logline: z.nullish(LoglineSchema),
  genre: z.nullish(GenreSchema),
  currentStep: z.optional(StepSchema),
});
export type CreateScreenplayInput = z.infer<typeof CreateScreenplaySchema>;

export const UpdateScreenplaySchema = z.object({
  updatedAt: z.optional(UpdatedAtSchema),
  title: z.optional(TitleSchema),
  logline: z.nullish(LoglineSchema),
  genre: z.nullish(GenreSchema),
  theme: storyText("Theme", THEME_MAX),
  setting: storyText("Setting", SETTING_MAX),
  mainCharacter: storyText("Main character", MAIN_CHARACTER_MAX),
  titlePage: z.optional(TitlePageSchema),
  opening: z.optional(OpeningSchema),
  paperSize: z.optional(PaperSizeSchema),
  currentStep: z.optional(StepSchema),
  progress: z.optional(
    z
      .number({ error: "progress must be a number" })
      .check(
        z.int("progress must be a whole number"),
        z.minimum(0, "progress must be at least 0"),
        z.maximum(100, "progress must be at most 100"),
      ),
  ),
});
export type UpdateScreenplayInput = z.infer<typeof UpdateScreenplaySchema>;

export type Screenplay = {
  id: number;
  userId: number;
  title: string;
  logline: string | null;
  genre: string | null;
  theme: string | null;
  setting: string | null;
  mainCharacter: string | null;
  titlePage: TitlePageEntry[];
  opening: string;
  paperSize: PaperSize;
  progress: number;
  currentStep: Step;
  createdAt: string;
  updatedAt: string;
};
