import { defaultKeymap, history, historyKeymap } from "@codemirror/commands";
import { EditorState, type Extension } from "@codemirror/state";
import { drawSelection, EditorView, keymap } from "@codemirror/view";
import * as React from "react";
import { cn } from "#client/lib/cn";

/*
 * The editor the Script view writes in: a plain CodeMirror view with undo history, until the
 * app's screenplay editor (client/features/screenplay-editor) is there to take its place with
 * the same `extensions`. Everything the Script view needs of it is in those extensions; this
 * wrapper only mounts the view once and hands it out.
 */

const editorTheme = EditorView.theme({
  "&": { height: "100%", backgroundColor: "var(--color-surface)" },
  "&.cm-focused": { outline: "none" },
  ".cm-scroller": { fontFamily: "var(--font-script)", fontSize: "0.9375rem", lineHeight: "1.6" },
  ".cm-content": { padding: "1.5rem 1rem 40vh", maxWidth: "46rem", margin: "0 auto" },
});

type ScriptEditorProps = {
  /** The text the editor starts with; later changes are the editor's own. */
  initialText: string;
  label: string;
  extensions: Extension;
  describedBy?: string;
  className?: string;
  /** The view once it is mounted, and null once it is gone. */
  onView: (view: EditorView | null) => void;
};

function ScriptEditor({
  initialText,
  label,
  extensions,
  describedBy,
  className,
  onView,
}: ScriptEditorProps) {
  const host = React.useRef<HTMLDivElement>(null);
  const start = React.useRef({ initialText, label, extensions, describedBy, onView });

  React.useEffect(() => {
    const {
      initialText: doc,
      label: name,
      extensions: own,
      describedBy: help,
      onView: tell,
    } = start.current;
    // An explicit tab stop: checkers count a scrolling region as reachable by its focusable
    // content, and do not take a contenteditable without tabindex for one.
    const attributes = {
      "aria-label": name,
      tabindex: "0",
      ...(help ? { "aria-describedby": help } : {}),
    };
    const created = new EditorView({
      parent: host.current as HTMLDivElement,
      state: EditorState.create({
        doc,
        extensions: [
          history(),
          drawSelection(),
          EditorView.lineWrapping,
          EditorView.contentAttributes.of(attributes),
          keymap.of([...defaultKeymap, ...historyKeymap]),
          editorTheme,
          own,
        ],
      }),
    });
    tell(created);
    return () => {
      created.destroy();
      tell(null);
    };
  }, []);

  return <div ref={host} className={cn("min-h-0 overflow-hidden", className)} />;
}

export { ScriptEditor };
