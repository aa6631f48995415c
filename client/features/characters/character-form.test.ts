import { describe, expect, it } from "vitest";
import type { Character } from "#shared/schemas/character";
import {
  CharacterFormSchema,
  EMPTY_CHARACTER,
  listBaseline,
  toCharacterInput,
  toFormValues,
} from "./character-form";

const mara: Character = {
  id: 1,
  screenplayId: 1,
  name: "Mara",
  role: "protagonist",
  age: null,
  occupation: "Keeper",
  backstory: null,
  traits: ["stubborn", "witty"],
  motivations: ["Keep the light burning"],
  flaws: [],
  arc: null,
  formativeEvents: ["Kept every promise since, even the wrong ones", "Lost the boat"],
  dialogueSamples: [],
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};

describe("character form", () => {
  it("requires a name", () => {
    const result = CharacterFormSchema.safeParse({ ...EMPTY_CHARACTER, name: "   " });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Character name is required");
  });

  it("splits list fields at commas, trimmed, empties dropped; empty text becomes null", () => {
    const input = toCharacterInput({
      ...EMPTY_CHARACTER,
      name: " Eli ",
      traits: " brave, , loyal ,",
      flaws: "",
    });
    expect(input).toMatchObject({ name: "Eli", traits: ["brave", "loyal"], flaws: [], age: null });
  });

  it("keeps items that contain commas whole while their field is left as shown", () => {
    const values = toFormValues(mara);
    const baseline = listBaseline(mara);
    expect(toCharacterInput(values, baseline).formativeEvents).toEqual(mara.formativeEvents);
    // Once the writer edits the field, the text is what counts.
    values.formativeEvents = "Left home, Came back";
    expect(toCharacterInput(values, baseline).formativeEvents).toEqual(["Left home", "Came back"]);
  });
});
