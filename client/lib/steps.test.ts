import { describe, expect, it } from "vitest";
import { isStepDone, STEPS, stepIndex, stepPercent, stepProgress } from "./steps";

describe("steps", () => {
  it("computes the sidebar percent from the current step", () => {
    expect(stepPercent("idea")).toBe(17);
    expect(stepPercent("outline")).toBe(33);
    expect(stepPercent("scenes")).toBe(67);
    expect(stepPercent("final")).toBe(100);
  });

  it("treats a missing or unknown step as idea", () => {
    expect(stepIndex(null)).toBe(0);
    expect(stepPercent("nonsense")).toBe(17);
  });

  it("stores the workflow's progress values", () => {
    expect(stepProgress("outline")).toBe(20);
    expect(stepProgress("final")).toBe(100);
  });

  it("ticks a step before the current one, the idea, outline and characters only when filled", () => {
    const ticked = (filled: Parameters<typeof isStepDone>[2]) =>
      STEPS.filter((step) => isStepDone(step, "final", filled));
    expect(ticked({})).toEqual(["scenes", "editor"]);
    expect(ticked({ idea: true, outline: true, characters: true })).toEqual([
      "idea",
      "outline",
      "characters",
      "scenes",
      "editor",
    ]);
    expect(
      STEPS.filter((step) => isStepDone(step, "outline", { idea: true, outline: true })),
    ).toEqual(["idea"]);
  });
});
