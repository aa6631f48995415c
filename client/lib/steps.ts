import { STEPS, type Step } from "../../shared/schemas/screenplay";

export { STEPS, type Step };

/** Sidebar labels of the six steps (spec §2, step sidebar). */
export const STEP_TITLES: Record<Step, string> = {
  idea: "Idea Generation",
  outline: "Outline Builder",
  characters: "Character Workshop",
  scenes: "Scene Writing",
  editor: "AI Editor",
  final: "Final Script",
};

export function isStep(value: unknown): value is Step {
  return typeof value === "string" && (STEPS as readonly string[]).includes(value);
}

/** A screenplay with no (or an unknown) step counts as idea (spec §4). */
export function stepIndex(step: string | null | undefined): number {
  return isStep(step) ? STEPS.indexOf(step) : 0;
}

/** Sidebar percent: (index of the current step + 1) / 6 of 100, rounded. */
export function stepPercent(step: string | null | undefined): number {
  return Math.round(((stepIndex(step) + 1) / STEPS.length) * 100);
}

/** The progress the workflow stores on reaching a step: 0, 20, 40, 60, 80, 100 (spec §4). */
export function stepProgress(step: Step): number {
  return STEPS.indexOf(step) * 20;
}

export function stepPath(screenplayId: number, step: Step): string {
  return `/screenplay/${screenplayId}/${step}`;
}
