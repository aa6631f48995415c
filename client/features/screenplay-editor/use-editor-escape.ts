import { closeCompletion, completionStatus } from "@codemirror/autocomplete";
import type { EditorView } from "@codemirror/view";
import * as React from "react";

/** How long after Escape the next Tab leaves the editor, as CodeMirror's own Escape gives. */
const LEAVE_WINDOW_MS = 2000;
const MODIFIERS = new Set(["Shift", "Control", "Alt", "Meta"]);

/**
 * Escape inside the editor belongs to the editor first: it closes the completion list, or else
 * lets the next Tab leave the editor (Tab otherwise moves between elements). A dialog around
 * the editor listens for Escape on the document before the editor hears it, so the key is
 * taken at the window, first, and handled here. A second Escape straight after goes on to the
 * dialog, which closes as it would from any other field.
 */
export function useEditorEscape(view: EditorView | null): void {
  React.useEffect(() => {
    if (!view) return;
    let leavingUntil = 0;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !(event.target instanceof Node)) return;
      if (!view.contentDOM.contains(event.target)) return;
      if (event.key !== "Escape") {
        if (!MODIFIERS.has(event.key)) leavingUntil = 0;
        return;
      }
      if (Date.now() < leavingUntil) {
        leavingUntil = 0;
        return;
      }
      event.stopPropagation();
      event.preventDefault();
      // Only a list on screen counts: a query still running is closed without a word.
      const listOpen = completionStatus(view.state) === "active";
      if (closeCompletion(view) && listOpen) return;
      leavingUntil = Date.now() + LEAVE_WINDOW_MS;
      view.setTabFocusMode(LEAVE_WINDOW_MS);
    };
    window.addEventListener("keydown", onKeyDown, { capture: true });
    return () => window.removeEventListener("keydown", onKeyDown, { capture: true });
  }, [view]);
}
