import { isolateHistory } from "@codemirror/commands";
import { Annotation, type ChangeSpec, Transaction } from "@codemirror/state";
import type { EditorView } from "@codemirror/view";
import * as React from "react";
import { forgetChoices } from "./element-state";

/** Marks a change that came from the `value` prop, not from the writer. */
const fromValue = Annotation.define<boolean>();

export const externalText = (tr: Transaction) =>
  !tr.docChanged || tr.annotation(fromValue) === true;

/** The one change from `before` to `after`: what lies between their common start and end. */
function changeBetween(before: string, after: string): ChangeSpec {
  const limit = Math.min(before.length, after.length);
  let start = 0;
  while (start < limit && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let end = 0;
  while (
    end < limit - start &&
    before.charCodeAt(before.length - 1 - end) === after.charCodeAt(after.length - 1 - end)
  )
    end++;
  return { from: start, to: before.length - end, insert: after.slice(start, after.length - end) };
}

/**
 * Puts `text` in the editor as one undoable edit of its own (Ctrl+Z takes exactly it back),
 * or adds it after the text with `append`. Only the part that differs is replaced, so the
 * cursor and the writer's earlier edits keep their places.
 */
export function replaceText(view: EditorView, text: string, { append = false } = {}): void {
  const doc = view.state.doc;
  view.dispatch({
    changes: append ? { from: doc.length, insert: text } : changeBetween(doc.toString(), text),
    effects: forgetChoices.of(null),
    annotations: isolateHistory.of("full"),
    userEvent: "input.replace",
  });
}

/** Texts sent up by `onChange` that React may still be about to hand back. */
const MAX_PENDING = 64;

/**
 * Keeps the editor on the `value` prop without fighting the writer: a value the editor itself
 * sent up (perhaps a keystroke behind by the time React renders) is never put back; any other
 * value replaces the text, outside the undo history (streamed AI text is not a step of undo).
 */
export function useDocumentSync(view: EditorView | null, value: string) {
  const pending = React.useRef<string[]>([]);
  const sync = React.useMemo(
    () => ({
      emitted(text: string) {
        pending.current.push(text);
        if (pending.current.length > MAX_PENDING) pending.current.shift();
        return text;
      },
    }),
    [],
  );
  React.useLayoutEffect(() => {
    if (!view) return;
    const sent = pending.current.indexOf(value);
    if (sent !== -1) {
      pending.current.splice(0, sent + 1);
      return;
    }
    pending.current = [];
    const current = view.state.doc.toString();
    if (current === value) return;
    view.dispatch({
      changes: changeBetween(current, value),
      effects: forgetChoices.of(null),
      annotations: [fromValue.of(true), Transaction.addToHistory.of(false)],
    });
  }, [view, value]);
  return sync;
}
