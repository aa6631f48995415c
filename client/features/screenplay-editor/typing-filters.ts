import { EditorState, type Line, Transaction, type TransactionSpec } from "@codemirror/state";
import { PATTERNS } from "#shared/domain/screenplay/parse-patterns";
import { currentElement, lineElement } from "./element-state";
import { CAPITALISED, type LineElement } from "./elements";

type Typed = { from: number; to: number; text: string; line: Line };

/** The one piece of text the writer typed in this transaction, on one line; or null. */
function typedText(tr: Transaction): Typed | null {
  if (!tr.isUserEvent("input.type") || tr.isUserEvent("input.type.compose")) return null;
  let typed: Typed | null = null;
  let count = 0;
  tr.changes.iterChanges((from, to, _fromB, _toB, inserted) => {
    count++;
    const line = tr.startState.doc.lineAt(from);
    const text = inserted.toString();
    if (to <= line.to && !text.includes("\n")) typed = { from, to, text, line };
  });
  return count === 1 ? typed : null;
}

/** The element of a line typed on: a blank line under the cursor is what the cursor is on. */
function elementTypedOn(state: EditorState, line: Line): LineElement {
  const element = lineElement(state, line);
  const cursorLine = state.doc.lineAt(state.selection.main.head);
  return element === "blank" && cursorLine.from === line.from ? currentElement(state) : element;
}

/** The spec that replaces `tr`'s typing with `insert` over [from, to), keeping the rest of it. */
function retyped(tr: Transaction, from: number, to: number, insert: string): TransactionSpec {
  return {
    changes: { from, to, insert },
    selection: tr.selection,
    effects: tr.effects,
    scrollIntoView: tr.scrollIntoView,
    userEvent: tr.annotation(Transaction.userEvent),
  };
}

/**
 * `tr` with `text` over [from, to) in capitals. Left as it is when capitals would change the
 * length ("ß" is "SS"): the cursor would no longer sit after what was typed.
 */
function inCapitals(
  tr: Transaction,
  from: number,
  to: number,
  text: string,
): Transaction | TransactionSpec {
  const upper = text.toUpperCase();
  return upper === text || upper.length !== text.length ? tr : retyped(tr, from, to, upper);
}

/**
 * Scene headings, cues and transitions are stored in capitals as they are typed, on lines the
 * writer chose for them too ("mara" on a Character line is "MARA"). A line whose typing makes
 * it a heading by its own text ("int." after a blank line) is put in capitals whole. Pasted
 * text is left as it is. Only case changes that keep the length are made, so the cursor stays.
 */
export const typedCapitals = EditorState.transactionFilter.of((tr) => {
  const typed = typedText(tr);
  if (!typed) return tr;
  const { line, from, to, text } = typed;
  const state = tr.startState;
  const element = elementTypedOn(state, line);
  if (CAPITALISED.has(element)) return inCapitals(tr, from, to, text);
  if (element !== "action" && element !== "blank") return tr;
  const newText = line.text.slice(0, from - line.from) + text + line.text.slice(to - line.from);
  const previousBlank = line.number === 1 || state.doc.line(line.number - 1).text.trim() === "";
  if (!previousBlank || !PATTERNS.heading.test(newText.trim())) return tr;
  return inCapitals(tr, line.from, line.to, newText);
});

/**
 * In a parenthetical, a "(" typed just after the opening parenthesis or a ")" typed just before
 * the closing one is not doubled: the one Tab put there serves (")" steps over it).
 */
export const parenthesesNotDoubled = EditorState.transactionFilter.of((tr) => {
  const typed = typedText(tr);
  if (!typed || typed.from !== typed.to) return tr;
  const { line, from, text } = typed;
  if (text !== "(" && text !== ")") return tr;
  const state = tr.startState;
  if (elementTypedOn(state, line) !== "parenthetical") return tr;
  const before = from > line.from ? state.sliceDoc(from - 1, from) : "";
  const after = state.sliceDoc(from, from + 1);
  if (text === "(" && before === "(") return { selection: { anchor: from } };
  if (text === ")" && after === ")") return { selection: { anchor: from + 1 } };
  return tr;
});
