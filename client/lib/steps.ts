import { STEPS, type Step } from "#shared/schemas/screenplay";

export { STEPS, type Step };

/** The step sidebar's labels of the six steps. */
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

/** A screenplay with no (or an unknown) step counts as idea. */
export function stepIndex(step: string | null | undefined): number {
  return isStep(step) ? STEPS.indexOf(step) : 0;
}

/** Sidebar percent: (index of the current step + 1) / 6 of 100, rounded. */
export function stepPercent(step: string | null | undefined): number {
  return Math.round(((stepIndex(step) + 1) / STEPS.length) * 100);
}

/** The progress the workflow stores on reaching a step: 0, 20, 40, 60, 80, 100. */
export function stepProgress(step: Step): number {
  return STEPS.indexOf(step) * 20;
}

export function stepPath(screenplayId: number, step: Step): string {
  return `/screenplay/${screenplayId}/${step}`;
}

/** Steps that are done only once they hold something; the others are done once passed. */
const CONTENT_STEPS: readonly Step[] = ["idea", "outline", "characters"];

/** Which content steps hold something: a logline, an outline, at least one character. */
export type FilledSteps = Partial<Record<Step, boolean>>;

/**
 * A step's check mark: it is before the current step and, for the idea, outline and
 * characters steps, holds something. An imported script opens at Scene Writing with those
 * steps empty, and they are not shown as done.
 */
export function isStepDone(
  step: Step,
  currentStep: string | null | undefined,
  filled: FilledSteps,
): boolean {
  if (STEPS.indexOf(step) >= stepIndex(currentStep)) return false;
  return !CONTENT_STEPS.includes(step) || filled[step] === true;
}
