import * as z from "zod/mini";
import type { CharacterResult } from "#shared/schemas/ai-results";
import {
  type Character,
  CharacterNameSchema,
  type CreateCharacterInput,
} from "#shared/schemas/character";

/** The dialog's fields: lists are typed comma-separated; the name has the API's own rule. */
export const CharacterFormSchema = z.object({
  name: CharacterNameSchema,
  role: z.string(),
  age: z.string(),
  occupation: z.string(),
  backstory: z.string(),
  formativeEvents: z.string(),
  traits: z.string(),
  motivations: z.string(),
  flaws: z.string(),
  arc: z.string(),
});
export type CharacterFormValues = z.input<typeof CharacterFormSchema>;

export const EMPTY_CHARACTER: CharacterFormValues = {
  name: "",
  role: "",
  age: "",
  occupation: "",
  backstory: "",
  formativeEvents: "",
  traits: "",
  motivations: "",
  flaws: "",
  arc: "",
};

/** Comma-separated text → trimmed items, empty ones dropped. */
export function commaList(text: string): string[] {
  return text
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}

export function toFormValues(character: Character | null | undefined): CharacterFormValues {
  if (!character) return EMPTY_CHARACTER;
  return {
    name: character.name,
    role: character.role ?? "",
    age: character.age ?? "",
    occupation: character.occupation ?? "",
    backstory: character.backstory ?? "",
    formativeEvents: character.formativeEvents.join(", "),
    traits: character.traits.join(", "),
    motivations: character.motivations.join(", "),
    flaws: character.flaws.join(", "),
    arc: character.arc ?? "",
  };
}

const text = (value: string) => value.trim() || null;

export const LIST_FIELDS = ["formativeEvents", "traits", "motivations", "flaws"] as const;
type ListField = (typeof LIST_FIELDS)[number];

/**
 * The lists as they were put into the form (from the saved character or the AI), keyed by
 * field, with the text they were shown as. An item may itself contain a comma ("Kept every
 * promise since, even the wrong ones"): while its field is left as shown, the original items
 * are kept instead of being split at that comma.
 */
export type ListBaseline = Partial<Record<ListField, { text: string; items: string[] }>>;

export function listBaseline(lists: Partial<Record<ListField, string[]>>): ListBaseline {
  const baseline: ListBaseline = {};
  for (const field of LIST_FIELDS) {
    const items = lists[field];
    if (items) baseline[field] = { text: items.join(", "), items };
  }
  return baseline;
}

function listOf(values: CharacterFormValues, field: ListField, baseline: ListBaseline) {
  const shown = baseline[field];
  return shown && shown.text === values[field] ? shown.items : commaList(values[field]);
}

export function toCharacterInput(
  values: CharacterFormValues,
  baseline: ListBaseline = {},
): Omit<CreateCharacterInput, "screenplayId"> {
  return {
    name: values.name.trim(),
    role: text(values.role),
    age: text(values.age),
    occupation: text(values.occupation),
    backstory: text(values.backstory),
    formativeEvents: listOf(values, "formativeEvents", baseline),
    traits: listOf(values, "traits", baseline),
    motivations: listOf(values, "motivations", baseline),
    flaws: listOf(values, "flaws", baseline),
    arc: text(values.arc),
  };
}

/** The AI's suggestions, in the form's shape (the name and role stay the writer's). */
export function fromCharacterResult(result: CharacterResult): Partial<CharacterFormValues> {
  return {
    age: result.age,
    occupation: result.occupation,
    backstory: result.backstory,
    formativeEvents: result.formativeEvents.join(", "),
    traits: result.personalityTraits.join(", "),
    motivations: result.motivations.join(", "),
    flaws: result.flaws.join(", "),
    arc: result.characterArc,
  };
}
