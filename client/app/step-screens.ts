import * as React from "react";
import type { StepScreenProps } from "#client/lib/step-screen";
import type { Step } from "#shared/schemas/screenplay";

type StepScreen = React.LazyExoticComponent<React.ComponentType<StepScreenProps>>;

/** Each step screen is its own chunk, loaded when its page is first opened. */
export const STEP_SCREENS: Record<Step, StepScreen> = {
  idea: React.lazy(() => import("#client/features/idea")),
  outline: React.lazy(() => import("#client/features/outline")),
  characters: React.lazy(() => import("#client/features/characters")),
  scenes: React.lazy(() => import("#client/app/scene-writing-screen")),
  editor: React.lazy(() => import("#client/features/editor")),
  final: React.lazy(() => import("#client/features/final")),
};
