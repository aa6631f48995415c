import { describe, expect, it } from "vitest";
import type { AiSuggestion, SuggestionTarget } from "#shared/schemas/ai";
import type { Character } from "#shared/schemas/character";
import type { Outline } from "#shared/schemas/outline";
import type { Scene } from "#shared/schemas/scene";
import type { Screenplay } from "#shared/schemas/screenplay";
import { canApply, planApply } from "./apply-plan";

const suggestion = (
  suggestionType: AiSuggestion["suggestionType"],
  content: unknown,
  target: SuggestionTarget | null = null,
): AiSuggestion => ({
  id: 9,
  screenplayId: 1,
  suggestionType,
  content,
  target,
  isApplied: false,
  createdAt: "",
});

const screenplay = (logline: string | null) => ({ id: 1, logline, updatedAt: "t1" }) as Screenplay;
const character = (fields: Partial<Character>) =>
  ({
    id: 4,
    name: "Mara Voss",
    role: null,
    backstory: null,
    arc: null,
    traits: [],
    motivations: [],
    flaws: [],
    formativeEvents: [],
    dialogueSamples: [],
    updatedAt: "t2",
    ...fields,
  }) as Character;
const scene = (fields: Partial<Scene>) =>
  ({ id: 7, sceneNumber: 3, heading: "INT. LAMP ROOM - NIGHT", content: "", ...fields }) as Scene;

const profile = {
  backstory: "Raised by the sea.",
  characterArc: "Learns to stay.",
  flaws: ["pride"],
};

describe("planning Apply", () => {
  it("puts a logline in the screenplay, asking first only when it would replace another", () => {
    const logline = suggestion("logline", { logline: "A keeper must row." });
    expect(planApply(logline, { screenplay: screenplay(null) })).toMatchObject({
      replaces: null,
      write: { kind: "screenplay", changes: { logline: "A keeper must row." } },
    });
    expect(planApply(logline, { screenplay: screenplay("A keeper must row.") })?.replaces).toBe(
      null,
    );
    expect(planApply(logline, { screenplay: screenplay("My own words.") })?.replaces).toBe(
      "The logline “My own words.”",
    );
  });

  it("names the acts of the outline it would replace", () => {
    const generated = suggestion("outline", {
      act1: { incitingIncident: "The lamp goes dark.", firstPlotPoint: "", keyScenes: [] },
      act2: { risingAction: "", midpoint: "", secondPlotPoint: "", keyScenes: [] },
      act3: { climax: "", resolution: "", keyScenes: [] },
      themesAndMotifs: ["light"],
    });
    const saved = {
      act1: { incitingIncident: "Mine.", firstPlotPoint: "", keyScenes: [] },
      act2: { risingAction: "", midpoint: "", secondPlotPoint: "", keyScenes: ["Mine too."] },
      act3: { climax: "", resolution: "", keyScenes: [] },
      themesAndMotifs: ["light"],
    } as unknown as Outline;
    expect(planApply(generated, { outline: null })).toMatchObject({
      replaces: null,
      write: { kind: "outline" },
    });
    expect(planApply(generated, { outline: saved })?.replaces).toBe(
      "The outline's Act I and Act II",
    );
  });

  it("fills the character it was generated for, creating it when it is not there", () => {
    const generated = suggestion("character", profile, { character: "mara voss", role: "lead" });
    expect(planApply(generated, { characters: [] })?.write).toEqual({
      kind: "new-character",
      input: expect.objectContaining({ name: "mara voss", role: "lead", flaws: ["pride"] }),
    });
    const blank = planApply(generated, { characters: [character({})] });
    expect(blank).toMatchObject({
      where: "Mara Voss's profile",
      replaces: null,
      write: { kind: "character", changes: { arc: "Learns to stay.", role: "lead" } },
    });
    const written = planApply(generated, {
      characters: [character({ backstory: "Mine.", flaws: ["pride"], role: "hero" })],
    });
    expect(written?.replaces).toBe("Mara Voss's backstory");
    expect(written?.write).not.toHaveProperty("changes.role");
  });

  it("adds dialogue lines after the character's own, skipping lines already there", () => {
    const lines = { dialogueSamples: [{ dialogue: "Not tonight." }, { dialogue: "Row." }] };
    const generated = suggestion("dialogue", lines, { character: "Mara Voss", characterId: 4 });
    const own = { dialogue: "Mine.", parenthetical: null };
    const plan = planApply(generated, {
      characters: [
        character({ dialogueSamples: [own, { dialogue: "Row.", parenthetical: null }] }),
      ],
    });
    expect(plan?.replaces).toBe(null);
    expect(plan?.write).toMatchObject({
      kind: "character",
      changes: {
        dialogueSamples: [
          own,
          { dialogue: "Row.", parenthetical: null },
          { dialogue: "Not tonight.", parenthetical: null },
        ],
      },
    });
    const all = [
      { dialogue: "Not tonight.", parenthetical: null },
      { dialogue: "Row.", parenthetical: null },
    ];
    expect(
      planApply(generated, { characters: [character({ dialogueSamples: all })] })?.write,
    ).toEqual({ kind: "none" });
  });

  it("puts a scene draft in its scene, or creates the scene with its heading, act and cast", () => {
    const target = {
      sceneNumber: 3,
      sceneHeading: "INT. LAMP ROOM - NIGHT",
      act: "Act 2",
      characters: ["Mara Voss", "Nobody"],
    };
    const generated = suggestion("scene", { content: "MARA climbs." }, target);
    expect(planApply(generated, { scenes: [], characters: [character({})] })?.write).toEqual({
      kind: "new-scene",
      input: {
        sceneNumber: 3,
        heading: "INT. LAMP ROOM - NIGHT",
        content: "MARA climbs.",
        characters: ["4"],
        act: "Act 2",
      },
    });
    const written = planApply(generated, {
      scenes: [scene({ content: "She waits." })],
      characters: [],
    });
    expect(written).toMatchObject({
      where: "scene 3",
      replaces: "The text of scene 3 (INT. LAMP ROOM - NIGHT), 10 characters",
      write: { kind: "scene", changes: { content: "MARA climbs." } },
    });
  });

  it("offers Apply only for results that have somewhere to go", () => {
    expect(canApply(suggestion("logline", { logline: "A keeper must row." }))).toBe(true);
    expect(canApply(suggestion("story_ideas", { ideas: [] }))).toBe(false);
    expect(canApply(suggestion("analysis", { overallFeedback: "Good." }))).toBe(false);
    expect(canApply(suggestion("character", profile))).toBe(false); // no character to fill
    expect(canApply(suggestion("logline", { logline: "" }))).toBe(false);
  });
});
