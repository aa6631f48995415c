import { z } from "zod";
import { IdSchema, optionalText, textList, UpdatedAtSchema } from "./common";

export const DialogueSampleSchema = z.object({
  dialogue: z.string({ error: "dialogue must be text" }).min(1, "dialogue is required").max(2000),
  parenthetical: z.string().max(200).nullish(),
});
export type DialogueSample = z.infer<typeof DialogueSampleSchema>;

const NameSchema = z
  .string({ error: "Character name is required" })
  .trim()
  .min(1, "Character name is required")
  .max(100, "Character name must be at most 100 characters");

const characterFields = {
  role: optionalText("role", 100),
  age: optionalText("age", 50),
  occupation: optionalText("occupation", 200),
  backstory: optionalText("backstory", 10_000),
  traits: textList("traits").optional(),
  motivations: textList("motivations").optional(),
  flaws: textList("flaws").optional(),
  arc: optionalText("arc", 10_000),
  formativeEvents: textList("formativeEvents").optional(),
  dialogueSamples: z
    .array(DialogueSampleSchema, { error: "dialogueSamples must be a list" })
    .max(100, "dialogueSamples must have at most 100 items")
    .optional(),
};

export const CreateCharacterSchema = z.object({
  screenplayId: IdSchema,
  name: NameSchema,
  ...characterFields,
});
export type CreateCharacterInput = z.infer<typeof CreateCharacterSchema>;

export const UpdateCharacterSchema = z.object({
  updatedAt: UpdatedAtSchema.optional(),
  name: NameSchema.optional(),
  ...characterFields,
});
export type UpdateCharacterInput = z.infer<typeof UpdateCharacterSchema>;

export type Character = {
  id: number;
  screenplayId: number;
  name: string;
  role: string | null;
  age: string | null;
  occupation: string | null;
  backstory: string | null;
  traits: string[];
  motivations: string[];
  flaws: string[];
  arc: string | null;
  formativeEvents: string[];
  dialogueSamples: DialogueSample[];
  createdAt: string;
  updatedAt: string;
};
