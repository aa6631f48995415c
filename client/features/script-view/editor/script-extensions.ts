import { search, searchKeymap } from "@codemirror/search";
import { type Extension, RangeSetBuilder, type Transaction } from "@codemirror/state";
import {
  Decoration,
  type DecorationSet,
  EditorView,
  keymap,
  ViewPlugin,
  type ViewUpdate,
} from "@codemirror/view";
import { marksOf, type SceneMark, sceneMarksExtension } from "../model/scene-marks";

const sceneStart = Decoration.line({ class: "cm-scene-start" });

/** Each scene's first line is drawn as a heading, and named for the page's tests and readers. */
function headingLines(view: EditorView): DecorationSet {
  const builder = new RangeSetBuilder<Decoration>();
  for (const { from, to } of view.visibleRanges) {
    for (const mark of marksOf(view.state)) {
      if (mark.start >= from && mark.start <= to) builder.add(mark.start, mark.start, sceneStart);
    }
  }
  return builder.finish();
}

const sceneHeadings = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet;
    constructor(view: EditorView) {
      this.decorations = headingLines(view);
    }
    update(update: ViewUpdate) {
      const marksMoved = marksOf(update.startState) !== marksOf(update.state);
      if (update.docChanged || update.viewportChanged || marksMoved)
        this.decorations = headingLines(update.view);
    }
  },
  { decorations: (plugin) => plugin.decorations },
);

/** The find and replace panel drawn like the app's own fields and buttons. */
const scriptTheme = EditorView.theme({
  ".cm-scene-start": { fontWeight: "700", textTransform: "uppercase" },
  ".cm-panels": {
    fontFamily: "var(--font-sans)",
    fontSize: "0.875rem",
    backgroundColor: "var(--color-muted)",
    color: "var(--color-foreground)",
  },
  ".cm-panels-top": { borderBottom: "1px solid var(--color-border)" },
  ".cm-panel.cm-search": {
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    gap: "0.375rem 0.5rem",
    padding: "0.625rem 2.25rem 0.625rem 0.75rem",
  },
  ".cm-panel.cm-search br": { flexBasis: "100%", content: "''" },
  ".cm-panel.cm-search label": { display: "inline-flex", alignItems: "center", gap: "0.25rem" },
  ".cm-textfield": {
    margin: "0",
    padding: "0.25rem 0.5rem",
    border: "1px solid var(--color-input)",
    borderRadius: "0.375rem",
    backgroundColor: "var(--color-surface)",
    fontSize: "0.875rem",
  },
  ".cm-button": {
    margin: "0",
    padding: "0.25rem 0.625rem",
    border: "1px solid var(--color-border)",
    borderRadius: "0.375rem",
    backgroundImage: "none",
    backgroundColor: "var(--color-surface)",
    fontSize: "0.8125rem",
  },
  ".cm-button:hover": { backgroundColor: "var(--color-muted)" },
  ".cm-panel.cm-search [name=close]": { top: "0.5rem", right: "0.625rem", fontSize: "1.25rem" },
  ".cm-searchMatch": { backgroundColor: "oklch(0.92 0.09 95)" },
  ".cm-searchMatch-selected": { backgroundColor: "oklch(0.85 0.12 95)" },
});

/**
 * What the Script view adds to an editor: the scene marks from the loaded script, headings
 * drawn as headings, find and replace over the whole script (its Replace all is one change,
 * so one undo), and every transaction handed to the save loop.
 */
export function scriptExtensions({
  starts,
  onTransaction,
}: {
  starts: readonly SceneMark[];
  onTransaction: (tr: Transaction) => void;
}): Extension {
  return [
    sceneMarksExtension(starts),
    sceneHeadings,
    search({ top: true }),
    keymap.of(searchKeymap),
    scriptTheme,
    EditorView.updateListener.of((update) => {
      for (const tr of update.transactions) onTransaction(tr);
    }),
  ];
}
