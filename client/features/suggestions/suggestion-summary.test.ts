import { describe, expect, it } from "vitest";
import type { AiSuggestion } from "#shared/schemas/ai";
import { summarize } from "./suggestion-summary";

const suggestion = (suggestionType: AiSuggestion["suggestionType"], content: unknown) =>
  ({
    id: 7,
    screenplayId: 1,
    suggestionType,
    content,
    target: null,
    isApplied: false,
    createdAt: "",
  }) as const;

describe("suggestion summary", () => {
  it("titles each kind and excerpts its most telling text", () => {
    expect(summarize(suggestion("logline", { logline: "A keeper must row." }))).toEqual({
      id: "7",
      title: "Logline",
      description: "A keeper must row.",
      canApply: true,
    });
    const ideas = { ideas: [{ title: "Dead Drop" }, { title: "Crosswire" }] };
    expect(summarize(suggestion("story_ideas", ideas)).description).toBe("Dead Drop · Crosswire");
    const outline = { act1: { incitingIncident: "The lamp goes dark." } };
    expect(summarize(suggestion("outline", outline)).title).toBe("Outline");
    expect(
      summarize(suggestion("dialogue", { dialogueSamples: [{ dialogue: "Not tonight." }] })),
    ).toMatchObject({ title: "Dialogue samples", description: "Not tonight." });
  });

  it("names where Apply would put it, and offers it only where there is somewhere to go", () => {
    const profile = { ...suggestion("character", { occupation: "Keeper" }) };
    expect(summarize({ ...profile, target: { character: "Mara" } })).toMatchObject({
      title: "Character profile · Mara",
      canApply: true,
    });
    const draft = { ...suggestion("scene", { content: "MARA climbs." }) };
    expect(
      summarize({ ...draft, target: { sceneNumber: 3, sceneHeading: "INT. LAMP ROOM - NIGHT" } })
        .title,
    ).toBe("Scene draft · 3. INT. LAMP ROOM - NIGHT");
    expect(summarize(suggestion("story_ideas", { ideas: [] })).canApply).toBe(false);
    expect(summarize(suggestion("analysis", { overallFeedback: "Good." })).canApply).toBe(false);
  });

  it("lists a scene plan by its size and headings, to read: its scenes are kept on Scene Writing", () => {
    const plan = {
      scenes: [{ heading: "EXT. DOCK - NIGHT" }, { heading: "INT. LAMP ROOM - DAWN" }],
    };
    expect(summarize(suggestion("scene_plan", plan))).toMatchObject({
      title: "Scene plan",
      description: "2 scenes: EXT. DOCK - NIGHT · INT. LAMP ROOM - DAWN",
      canApply: false,
    });
  });

  it("shortens long text to one line of about 140 characters", () => {
    const long = `${"word ".repeat(60)}\n\nmore`;
    const { description } = summarize(suggestion("scene", { content: long }));
    expect(description.length).toBeLessThanOrEqual(140);
    expect(description.endsWith("…")).toBe(true);
    expect(description).not.toContain("\n");
  });

  it("survives content of an unexpected shape", () => {
    expect(summarize(suggestion("analysis", null)).description).toBe("No preview");
    expect(summarize(suggestion("character", { occupation: 3 })).description).toBe("No preview");
  });
});
