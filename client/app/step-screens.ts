import * as React from "react";
import type { Step } from "#shared/schemas/screenplay";
import type { StepScreenProps } from "../lib/step-screen";

type StepScreen = React.LazyExoticComponent<React.ComponentType<StepScreenProps>>;

/** Each step screen is its own chunk, loaded when its page is first opened. */
export const STEP_SCREENS: Record<Step, StepScreen> = {
  idea: React.lazy(() => import("../features/idea")),
  outline: React.lazy(() => import("../features/outline")),
  characters: React.lazy(() => import("../features/characters")),
  scenes: React.lazy(() => import("../features/scenes")),
  editor: React.lazy(() => import("../features/editor")),
  final: React.lazy(() => import("../features/final")),
};
