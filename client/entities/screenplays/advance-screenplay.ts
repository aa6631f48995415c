import { useLocation } from "wouter";
import { STEPS, stepPath, stepProgress } from "#client/lib/steps";
import type { Screenplay, Step, UpdateScreenplayInput } from "#shared/schemas/screenplay";
import { usePatchScreenplay } from "./patch-screenplay";

/** The 'Progress saved' description of each Continue: where the writer is going next. */
const MOVING_TO: Partial<Record<Step, string>> = {
  outline: "Moving to Outline step.",
  characters: "Moving to Character Workshop step.",
  scenes: "Moving to Scene Writing step.",
  editor: "Moving to AI Editor step.",
  final: "Moving to Final Script step.",
};

type Advance = {
  /** The step this action reaches. */
  to: Step;
  /** Fields saved in the same write, e.g. the idea page's logline. */
  changes?: Omit<UpdateScreenplayInput, "updatedAt" | "currentStep" | "progress">;
  /** Continue opens the step's page; Save Progress stays where it is. */
  open?: boolean;
};

/**
 * A screenplay moves to the further of its own step and the one reached, with that step's
 * progress: a writer who goes back to revise an earlier step keeps their place. The step is
 * read from the screenplay as last seen when the write is sent, not when the page opened.
 */
export function furthestStep(current: Step, reached: Step): Step {
  return STEPS.indexOf(reached) > STEPS.indexOf(current) ? reached : current;
}

/**
 * The one way the step screens' Continue buttons and the sidebar's Save Progress move a
 * screenplay on; it sends the `updatedAt` last seen, so a stale page cannot overwrite a newer
 * step (usePatchScreenplay answers a 409 with the latest version).
 */
export function useAdvanceScreenplay(screenplay: Screenplay) {
  const [, navigate] = useLocation();
  const patch = usePatchScreenplay(screenplay);
  function advance({ to, changes, open = false }: Advance) {
    patch.mutate(
      {
        changes: (seen) => {
          const step = furthestStep(seen.currentStep, to);
          return { ...changes, currentStep: step, progress: stepProgress(step) };
        },
        success: { title: "Progress saved", description: open ? MOVING_TO[to] : undefined },
        failureTitle: "Failed to update progress",
      },
      { onSuccess: () => open && navigate(stepPath(screenplay.id, to)) },
    );
  }
  return { advance, isPending: patch.isPending };
}
