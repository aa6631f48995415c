import * as React from "react";
import { useSearch } from "wouter";

export type SceneView = "scenes" | "script";

/**
 * Scene Writing's view: the scene list (the default) or the Script view. Kept in the address
 * (`?view=script`), so a reload or a shared link opens the same view; switching replaces the
 * history entry rather than adding one for Back to step through.
 */
export function useSceneView(): [SceneView, (view: SceneView) => void] {
  const asked = new URLSearchParams(useSearch()).get("view") === "script" ? "script" : "scenes";
  const [view, setView] = React.useState<SceneView>(asked);
  const show = React.useCallback((next: SceneView) => {
    setView(next);
    const url = new URL(window.location.href);
    if (next === "script") url.searchParams.set("view", "script");
    else url.searchParams.delete("view");
    window.history.replaceState(window.history.state, "", url);
  }, []);
  return [view, show];
}
