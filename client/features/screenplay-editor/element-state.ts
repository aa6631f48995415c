import {
  type EditorState,
  Facet,
  type Line,
  StateEffect,
  StateField,
  type Transaction,
} from "@codemirror/state";
import { classifyLines, type LineElement, type ScriptElement } from "./elements";

/**
 * The text continues a scene whose heading is shown elsewhere ('Scene Content'): an empty
 * document starts with action rather than a scene heading.
 */
export const startsInScene = Facet.define<boolean, boolean>({
  combine: (values) => values.some(Boolean),
});

/**
 * An element the writer chose for a line its text cannot show yet: the empty line after Enter
 * (an empty line has no element of its own), or "MARA" before the dialogue under it makes it a
 * cue. Kept by the position of the line's start.
 */
export type ChosenElement = { from: number; element: ScriptElement };

/** Chooses a line's element; `from` is the line's start in the document after the change. */
export const chooseElement = StateEffect.define<ChosenElement>();
/** Forgets every choice: the document was replaced from outside. */
export const forgetChoices = StateEffect.define<null>();

type ElementsValue = {
  /** Each line's element by its text, index 0 for line 1. */
  kinds: readonly LineElement[];
  chosen: readonly ChosenElement[];
};

/**
 * The document's elements, classified again on every change (linear in its length), and the
 * writer's choices. A choice is dropped when its line's text has come to agree with it, when
 * its line is gone, or when it was for an empty line the cursor has left (blank lines are
 * spacing, not elements).
 */
export const elementsField = StateField.define<ElementsValue>({
  create: (state) => ({ kinds: classifyLines(state.doc.toString()), chosen: [] }),
  update(value, tr) {
    const kinds = tr.docChanged ? classifyLines(tr.newDoc.toString()) : value.kinds;
    let chosen = tr.docChanged ? mapChoices(value.chosen, tr) : value.chosen;
    for (const effect of tr.effects) {
      if (effect.is(forgetChoices)) chosen = [];
      if (effect.is(chooseElement)) {
        const from = effect.value.from;
        chosen = [...chosen.filter((choice) => choice.from !== from), effect.value];
      }
    }
    const settled = settle(chosen, kinds, tr);
    // The same value when nothing changed: the decorations redraw only when it is a new one,
    // so a cursor move must not make one.
    if (kinds === value.kinds && settled === value.chosen) return value;
    return { kinds, chosen: settled };
  },
});

function mapChoices(chosen: readonly ChosenElement[], tr: Transaction): ChosenElement[] {
  // A line's start stays before text typed at it.
  return chosen.map((choice) => ({ ...choice, from: tr.changes.mapPos(choice.from, -1) }));
}

function settle(
  chosen: readonly ChosenElement[],
  kinds: readonly LineElement[],
  tr: Transaction,
): readonly ChosenElement[] {
  if (chosen.length === 0) return chosen;
  const doc = tr.newDoc;
  const head = tr.newSelection.main.head;
  const kept = chosen.filter(({ from, element }) => {
    if (from > doc.length) return false;
    const line = doc.lineAt(from);
    if (line.from !== from) return false;
    if (line.text.trim() === "") return head >= line.from && head <= line.to;
    return kinds[line.number - 1] !== element;
  });
  return kept.length === chosen.length ? chosen : kept;
}

/** The line's element: the writer's choice, or what its text makes it. */
export function lineElement(state: EditorState, line: Line): LineElement {
  const { kinds, chosen } = state.field(elementsField);
  const choice = chosen.find((c) => c.from === line.from);
  return choice?.element ?? kinds[line.number - 1] ?? "blank";
}

/**
 * The element at the cursor, as the status line names it. A blank line the writer did not
 * choose for is where action goes, as is an empty document, unless it is a whole script (which
 * starts with a scene heading).
 */
export function currentElement(state: EditorState): ScriptElement | "other" {
  const line = state.doc.lineAt(state.selection.main.head);
  const element = lineElement(state, line);
  if (element !== "blank") return element;
  if (state.doc.length === 0 && !state.facet(startsInScene)) return "scene_heading";
  return "action";
}

/** The element of the nearest line with text above `line` (and the blank lines between). */
export function elementAbove(
  state: EditorState,
  line: Line,
): { element: LineElement; line?: Line } {
  for (let number = line.number - 1; number >= 1; number--) {
    const above = state.doc.line(number);
    const element = lineElement(state, above);
    if (element !== "blank") return { element, line: above };
  }
  return { element: "blank" };
}
