import { describe, expect, it } from "vitest";
import { isOutlineEmpty, toFormValues, toOutlineContent } from "./outline-form";

describe("outline form", () => {
  it("keeps key scenes one per line and themes comma-separated, dropping empties", () => {
    const values = toFormValues(null);
    values.act1.keyScenes = "The storm\n\n   A stranger washes ashore  \n";
    values.act2.midpoint = "  The ally turns.  ";
    values.themesAndMotifs = " grief,  the sea , ,memory ";
    const content = toOutlineContent(values);
    expect(content.act1.keyScenes).toEqual(["The storm", "A stranger washes ashore"]);
    expect(content.act2.midpoint).toBe("The ally turns.");
    expect(content.themesAndMotifs).toEqual(["grief", "the sea", "memory"]);
  });

  it("round-trips a saved outline through the form unchanged", () => {
    const outline = {
      act1: { incitingIncident: "A", firstPlotPoint: "B", keyScenes: ["one", "two"] },
      act2: { risingAction: "C", midpoint: "D", secondPlotPoint: "E", keyScenes: [] },
      act3: { climax: "F", resolution: "G", keyScenes: ["three"] },
      themesAndMotifs: ["grief", "water"],
    };
    expect(toOutlineContent(toFormValues(outline))).toEqual(outline);
  });

  it("is empty only when no act has anything written", () => {
    expect(isOutlineEmpty(toOutlineContent(toFormValues(null)))).toBe(true);
    const values = toFormValues(null);
    values.act3.keyScenes = "\n  \n";
    values.themesAndMotifs = "only a theme";
    expect(isOutlineEmpty(toOutlineContent(values))).toBe(true);
    values.act3.keyScenes = "The lamp";
    expect(isOutlineEmpty(toOutlineContent(values))).toBe(false);
  });
});
