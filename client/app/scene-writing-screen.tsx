import * as React from "react";
import ScenesScreen from "#client/features/scenes";
import type { StepScreenProps } from "#client/lib/step-screen";

/** Its own chunk: the script editor loads when a writer first opens the Script view. */
const ScriptView = React.lazy(() => import("#client/features/script-view"));

/**
 * Scene Writing with its Script view: two features composed here, since a feature never
 * imports another (docs/decisions/0027).
 */
export default function SceneWritingScreen(props: StepScreenProps) {
  return <ScenesScreen {...props} scriptView={<ScriptView screenplay={props.screenplay} />} />;
}
