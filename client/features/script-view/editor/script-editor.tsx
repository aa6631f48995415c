import type { Extension } from "@codemirror/state";
import { EditorView } from "@codemirror/view";
import * as React from "react";
import { ScreenplayEditor, type ScreenplayEditorHandle } from "#client/features/screenplay-editor";
import type { PaperSize } from "#shared/schemas/screenplay";

/*
 * The editor the Script view writes in: the app's screenplay editor (element keys, capitals,
 * completion, pages as printed) over the whole script, with the Script view's own extensions.
 * The text it starts with is the only value it is given: from then on the document is the
 * editor's, read by the save loop through those extensions, never put back from outside.
 */

// An explicit tab stop: checkers count a scrolling region as reachable by its focusable
// content, and do not take a contenteditable without tabindex for one.
const tabStop = EditorView.contentAttributes.of({ tabindex: "0" });

type ScriptEditorProps = {
  /** The text the editor starts with; later changes are the editor's own. */
  initialText: string;
  label: string;
  extensions: Extension;
  describedBy?: string;
  completions: { cues: string[]; locations: string[] };
  paperSize: PaperSize;
  className?: string;
  /** The view once it is mounted, and null once it is gone. */
  onView: (view: EditorView | null) => void;
};

const ignore = () => {};

function ScriptEditor({
  initialText,
  label,
  extensions,
  describedBy,
  completions,
  paperSize,
  className,
  onView,
}: ScriptEditorProps) {
  const [value] = React.useState(initialText);
  const own = React.useMemo(() => [extensions, tabStop], [extensions]);
  const handle = React.useCallback(
    (editor: ScreenplayEditorHandle | null) => onView(editor?.view() ?? null),
    [onView],
  );
  return (
    <ScreenplayEditor
      ref={handle}
      label={label}
      value={value}
      onChange={ignore}
      describedBy={describedBy}
      completions={completions}
      extensions={own}
      pagesPrefix=""
      paperSize={paperSize}
      className={className}
    />
  );
}

export { ScriptEditor };
