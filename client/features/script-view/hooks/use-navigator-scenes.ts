import type { Text } from "@codemirror/state";
import * as React from "react";
import { profiles } from "#shared/domain/screenplay/browser";
import type { PaperSize } from "#shared/schemas/screenplay";
import type { NavigatorScene } from "../components/navigator-item";
import { marksOf, type SceneId } from "../model/scene-marks";
import { scenePages } from "../model/scene-pages";
import { sceneWords } from "../model/script-text";
import type { ScriptSync } from "../sync/script-sync";

type LaidOut = { doc: Text | null; pages: ReadonlyMap<SceneId, number> };

/** Runs `work` when the browser is idle (a long script takes tens of milliseconds to lay out). */
function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(work, { timeout: 1000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 50);
  return () => clearTimeout(handle);
}

/**
 * The pages the scenes start on, laid out once for each text the save loop reports (after a
 * pause in typing), on the screenplay's paper, while the browser is idle.
 */
function useScenePages(sync: ScriptSync, version: number, paperSize: PaperSize) {
  const [laidOut, setLaidOut] = React.useState<LaidOut>({ doc: null, pages: new Map() });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the loop's version says when the script changed
  React.useEffect(() => {
    const state = sync.state();
    if (laidOut.doc === state.doc) return;
    return whenIdle(() =>
      setLaidOut({ doc: state.doc, pages: scenePages(state, profiles[paperSize]) }),
    );
  }, [sync, version, paperSize]);
  return laidOut.pages;
}

/**
 * The navigator's scenes, read from the script whenever the save loop speaks (after a pause in
 * typing, when scenes come, go or move): headings as typed, numbers and beats as the server
 * has them, and the page each starts on.
 */
export function useNavigatorScenes(
  sync: ScriptSync,
  version: number,
  paperSize: PaperSize,
): NavigatorScene[] {
  const pages = useScenePages(sync, version, paperSize);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the loop's version says when the script changed
  return React.useMemo(() => {
    const state = sync.state();
    const marks = marksOf(state);
    return marks.map((mark) => {
      const row = sync.row(mark.id);
      const firstLine = state.doc.lineAt(mark.start);
      return {
        id: mark.id,
        number: mark.id > 0 ? (row?.sceneNumber ?? null) : null,
        heading: sceneWords(firstLine.text).heading,
        beat: row?.beat ?? null,
        page: pages.get(mark.id) ?? null,
      };
    });
  }, [sync, version, pages]);
}
