import type { EditorState } from "@codemirror/state";
import {
  type Element,
  type PrintProfile,
  paginate,
  parseFountain,
} from "#shared/domain/screenplay/browser";
import { marksOf, type SceneId } from "./scene-marks";

/**
 * The page each scene starts on when the script prints. Each scene's text is parsed on its
 * own, its heading numbered with its place in the script (other headings inside it lose their
 * numbers), and the whole laid out once: a scene's page is where its number is printed.
 */
export function scenePages(state: EditorState, profile: PrintProfile): Map<SceneId, number> {
  const marks = marksOf(state);
  const elements: Element[] = [];
  const opening = state.sliceDoc(0, marks[0]?.start ?? state.doc.length);
  if (opening.trim()) elements.push(...parseFountain(opening).elements);
  for (const [i, mark] of marks.entries()) {
    const text = state.sliceDoc(mark.start, marks[i + 1]?.start ?? state.doc.length);
    const parsed = parseFountain(text).elements;
    parsed.forEach((element, at) => {
      if (element.type !== "scene_heading") elements.push(element);
      else elements.push({ ...element, sceneNumber: at === 0 ? String(i) : undefined });
    });
  }
  const pages = new Map<SceneId, number>();
  for (const [index, page] of paginate({ titlePage: [], elements }, profile).pages.entries()) {
    for (const line of page.lines) {
      const scene = line.type === "scene_number" ? marks[Number(line.text)] : undefined;
      if (scene && !pages.has(scene.id)) pages.set(scene.id, index + 1);
    }
  }
  return pages;
}
