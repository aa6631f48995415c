import { z } from "zod";
import { UpdatedAtSchema } from "./common";

export const STEPS = ["idea", "outline", "characters", "scenes", "editor", "final"] as const;
export const StepSchema = z.enum(STEPS, {
  error: "currentStep must be one of idea, outline, characters, scenes, editor, final",
});
export type Step = z.infer<typeof StepSchema>;

export const TITLE_MAX = 100;
export const LOGLINE_MAX = 200;
export const GENRE_MAX = 50;

const TitleSchema = z
  .string({ error: "Title is required" })
  .trim()
  .min(1, "Title is required")
  .max(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters`);
const LoglineSchema = z
  .string({ error: "Logline must be text" })
  .max(LOGLINE_MAX, `Logline must be at most ${LOGLINE_MAX} characters`);
const GenreSchema = z
  .string({ error: "Genre must be text" })
  .max(GENRE_MAX, `Genre must be at most ${GENRE_MAX} characters`);

export const CreateScreenplaySchema = z.object({
  title: TitleSchema,
  logline: LoglineSchema.nullish(),
  genre: GenreSchema.nullish(),
  currentStep: StepSchema.optional(),
});
export type CreateScreenplayInput = z.infer<typeof CreateScreenplaySchema>;

export const UpdateScreenplaySchema = z.object({
  updatedAt: UpdatedAtSchema.optional(),
  title: TitleSchema.optional(),
  logline: LoglineSchema.nullish(),
  genre: GenreSchema.nullish(),
  currentStep: StepSchema.optional(),
  progress: z
    .number({ error: "progress must be a number" })
    .int("progress must be a whole number")
    .min(0, "progress must be at least 0")
    .max(100, "progress must be at most 100")
    .optional(),
});
export type UpdateScreenplayInput = z.infer<typeof UpdateScreenplaySchema>;

export type Screenplay = {
  id: number;
  userId: number;
  title: string;
  logline: string | null;
  genre: string | null;
  progress: number;
  currentStep: Step;
  createdAt: string;
  updatedAt: string;
};
