import * as z from "zod/mini";
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
  .check(
    z.trim(),
    z.minLength(1, "Title is required"),
    z.maxLength(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters`),
  );
const LoglineSchema = z
  .string({ error: "Logline must be text" })
  .check(z.maxLength(LOGLINE_MAX, `Logline must be at most ${LOGLINE_MAX} characters`));
const GenreSchema = z
  .string({ error: "Genre must be text" })
  .check(z.maxLength(GENRE_MAX, `Genre must be at most ${GENRE_MAX} characters`));

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
  progress: number;
  currentStep: Step;
  createdAt: string;
  updatedAt: string;
};
