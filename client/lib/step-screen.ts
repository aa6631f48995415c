import type { Screenplay, Step } from "#shared/schemas/screenplay";

/**
 * What the step shell (client/app/routes/screenplay-step.tsx) passes to a step screen.
 * A step screen is the default export of client/features/<step>/index.tsx.
 */
export type StepScreenProps = {
  /** The screenplay as last loaded (GET /api/screenplays/{id}); the shell refreshes it. */
  screenplay: Screenplay;
  /** The step of the page being viewed (not necessarily `screenplay.currentStep`). */
  step: Step;
};
