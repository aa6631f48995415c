import * as z from "zod/mini";
import { IdSchema, optionalText, requiredText, textList, UpdatedAtSchema } from "./common";

export const DialogueSampleSchema = z.object({
  dialogue: z
    .string({ error: "dialogue must be text" })
    .check(z.minLength(1, "dialogue is required"), z.maxLength(2000)),
  parenthetical: z.nullish(z.string().check(z.maxLength(200))),
});
export type DialogueSample = z.infer<typeof DialogueSampleSchema>;

/** The API's and the character form's rule for a name, written once. */
export const CharacterNameSchema = requiredText("Character name", 100);

const characterFields = {
  role: optionalText("role", 100),
  age: optionalText("age", 50),
  occupation: optionalText("occupation", 200),
  backstory: optionalText("backstory", 10_000),
  traits: z.optional(textList("traits")),
  motivations: z.optional(textList("motivations")),
  flaws: z.optional(textList("flaws")),
  arc: optionalText("arc", 10_000),
  formativeEvents: z.optional(textList("formativeEvents")),
  dialogueSamples: z.optional(
    z
      .array(DialogueSampleSchema, { error: "dialogueSamples must be a list" })
      .check(z.maxLength(100, "dialogueSamples must have at most 100 items")),
  ),
};

export const CreateCharacterSchema = z.object({
  screenplayId: IdSchema,
  name: CharacterNameSchema,
  ...characterFields,
});
export type CreateCharacterInput = z.infer<typeof CreateCharacterSchema>;

export const UpdateCharacterSchema = z.object({
  updatedAt: z.optional(UpdatedAtSchema),
  name: z.optional(CharacterNameSchema),
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
