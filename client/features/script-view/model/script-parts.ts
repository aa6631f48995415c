import type { ChangeDesc, EditorState } from "@codemirror/state";
import { marksOf, type SceneId, type SceneMark } from "./scene-marks";
import { openingWords, type SceneWords, sceneWords } from "./script-text";

/**
 * The parts the script is saved in: the opening (a field of the screenplay) and each scene.
 * The opening is the text before the first scene; it has the id 0, which no scene has
 * (saved scenes' ids are positive, typed ones' negative).
 */
export const OPENING: SceneId = 0;

type Stretch = { from: number; to: number };

function stretchAt(state: EditorState, marks: readonly SceneMark[], index: number): Stretch {
  const from = index < 0 ? 0 : (marks[index]?.start ?? state.doc.length);
  const to = marks[index + 1]?.start ?? state.doc.length;
  return { from, to };
}

/** Where a part runs in the script, up to the next scene's start; null for an unknown id. */
export function stretchOf(state: EditorState, id: SceneId): Stretch | null {
  const marks = marksOf(state);
  const index = id === OPENING ? -1 : marks.findIndex((mark) => mark.id === id);
  if (id !== OPENING && index === -1) return null;
  return stretchAt(state, marks, index);
}

/** A scene's heading and content as they stand in the script. */
export function wordsOf(state: EditorState, id: SceneId): SceneWords | null {
  const stretch = stretchOf(state, id);
  return stretch ? sceneWords(state.sliceDoc(stretch.from, stretch.to)) : null;
}

/** The opening as it stands in the script. */
export function openingOf(state: EditorState): string {
  const stretch = stretchOf(state, OPENING) as Stretch;
  return openingWords(state.sliceDoc(stretch.from, stretch.to));
}

/**
 * The parts a change wrote in, by where the changed text lies in the new state (a change at a
 * boundary touches both sides, since a deleted gap can join them).
 */
export function touchedParts(state: EditorState, changes: ChangeDesc): Set<SceneId> {
  const marks = marksOf(state);
  const touched = new Set<SceneId>();
  changes.iterChangedRanges((_fromA, _toA, fromB, toB) => {
    for (let i = -1; i < marks.length; i++) {
      const { from, to } = stretchAt(state, marks, i);
      if (from <= toB && fromB <= to) touched.add(i < 0 ? OPENING : (marks[i] as SceneMark).id);
    }
  });
  return touched;
}
