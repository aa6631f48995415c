import type { EditorState, TransactionSpec } from "@codemirror/state";
import { marksOf, placeScenes, type SceneId, type SceneMark } from "./scene-marks";
import { SCENE_GAP } from "./script-text";

/**
 * The script with its scenes in `order`: one change that rewrites the scenes' stretch and puts
 * the marks where the scenes now start, so a move is one step of the undo history. Each
 * scene's text moves whole; the gaps between scenes become one blank line.
 */
export function moveScenes(state: EditorState, order: readonly SceneId[]): TransactionSpec | null {
  const marks = marksOf(state);
  const first = marks[0];
  if (!first || order.length !== marks.length) return null;
  const end = state.doc.length;
  const texts = new Map(
    marks.map((mark, i) => [mark.id, state.sliceDoc(mark.start, marks[i + 1]?.start ?? end)]),
  );
  let insert = "";
  const starts: SceneMark[] = [];
  for (const id of order) {
    const text = texts.get(id);
    if (text === undefined) return null;
    if (insert) insert += SCENE_GAP;
    starts.push({ id, start: first.start + insert.length });
    insert += text.trimEnd();
  }
  return {
    changes: { from: first.start, to: end, insert },
    effects: placeScenes.of(starts),
    userEvent: "move.scenes",
    scrollIntoView: true,
  };
}
