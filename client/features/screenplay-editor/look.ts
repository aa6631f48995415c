import { type Extension, type Line, RangeSetBuilder } from "@codemirror/state";
import {
  Decoration,
  type DecorationSet,
  EditorView,
  ViewPlugin,
  type ViewUpdate,
} from "@codemirror/view";
import { emphasisSpans } from "#shared/domain/screenplay/emphasis";
import { usLetter } from "#shared/domain/screenplay/print-profile";
import { elementsField, lineElement } from "./element-state";
import { type LineElement, SCRIPT_ELEMENTS } from "./elements";

const LINE_KINDS: LineElement[] = [...SCRIPT_ELEMENTS, "blank", "other"];
const LINE_DECORATIONS = new Map(
  LINE_KINDS.map((kind) => [kind, Decoration.line({ class: `cm-sp-${kind}` })]),
);
const MARKS = {
  bold: Decoration.mark({ class: "cm-sp-bold" }),
  italic: Decoration.mark({ class: "cm-sp-italic" }),
  underline: Decoration.mark({ class: "cm-sp-underline" }),
  delimiter: Decoration.mark({ class: "cm-sp-marker" }),
  note: Decoration.mark({ class: "cm-sp-note" }),
};

type Mark = { from: number; to: number; decoration: Decoration };

/** A line's [[notes]] (closed on the line) and its emphasis, as it prints. */
function lineMarks(line: Line): Mark[] {
  const marks: Mark[] = [];
  const text = line.text;
  for (let open = text.indexOf("[["); open !== -1; open = text.indexOf("[[", open + 2)) {
    const close = text.indexOf("]]", open + 2);
    if (close === -1) break;
    marks.push({ from: line.from + open, to: line.from + close + 2, decoration: MARKS.note });
    open = close;
  }
  for (const span of emphasisSpans(text)) {
    const at = { from: line.from + span.from, to: line.from + span.to };
    if (span.delimiter) marks.push({ ...at, decoration: MARKS.delimiter });
    for (const style of span.styles) marks.push({ ...at, decoration: MARKS[style] });
  }
  return marks.sort((a, b) => a.from - b.from || a.to - b.to);
}

function decorate(view: EditorView): DecorationSet {
  const builder = new RangeSetBuilder<Decoration>();
  const { state } = view;
  for (const { from, to } of view.visibleRanges) {
    for (let pos = from; pos <= to; ) {
      const line = state.doc.lineAt(pos);
      const decoration = LINE_DECORATIONS.get(lineElement(state, line));
      if (decoration) builder.add(line.from, line.from, decoration);
      for (const mark of lineMarks(line)) builder.add(mark.from, mark.to, mark.decoration);
      pos = line.to + 1;
    }
  }
  return builder.finish();
}

/** Each visible line styled as its element, with its emphasis and notes; redone as they change. */
const elementLines = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet;
    constructor(view: EditorView) {
      this.decorations = decorate(view);
    }
    update(update: ViewUpdate) {
      const elementsChanged =
        update.startState.field(elementsField) !== update.state.field(elementsField);
      if (update.docChanged || update.viewportChanged || elementsChanged)
        this.decorations = decorate(update.view);
    }
  },
  { decorations: (plugin) => plugin.decorations },
);

const { blocks } = usLetter;
/** A block's indent from the action's left edge, in characters (0.1 in each). */
const indent = (block: keyof typeof blocks) =>
  `${Math.round((blocks[block].left - blocks.action.left) * 10)}ch`;
/**
 * A block's print width. Half a character of slack: a line of exactly the width must fit
 * despite sub-pixel rounding of `ch`, and one character more still does not.
 */
const width = (block: keyof typeof blocks) => `calc(${blocks[block].width}ch + 0.5ch)`;
const block = (name: keyof typeof blocks) => ({
  paddingLeft: `calc(var(--sp-gutter) + ${indent(name)})`,
  maxWidth: width(name),
});

/**
 * The page as it prints on US Letter: each element indented and wrapped at its print width in
 * characters of the script's Courier, so a line breaks where the printed one will.
 */
const printLook = EditorView.baseTheme({
  "&": { "--sp-gutter": "1rem" },
  ".cm-content": { padding: "1rem 0", caretColor: "currentColor" },
  ".cm-line": {
    // Spaces at a wrap hang past the edge, as in print: with the editor's "break-spaces" the
    // space after a full line's last word pushed that word onto the next line.
    whiteSpace: "pre-wrap",
    boxSizing: "content-box",
    padding: "0 var(--sp-gutter)",
    ...block("action"),
  },
  ".cm-line.cm-sp-scene_heading": block("scene_heading"),
  ".cm-line.cm-sp-character": block("character"),
  ".cm-line.cm-sp-parenthetical": block("parenthetical"),
  ".cm-line.cm-sp-dialogue": block("dialogue"),
  ".cm-line.cm-sp-transition": { ...block("transition"), textAlign: "right" },
  // The pages layer's separator lines up with the text, across the print width.
  ".cm-content .cm-page-break": {
    boxSizing: "content-box",
    paddingLeft: "var(--sp-gutter)",
    paddingRight: "var(--sp-gutter)",
  },
  ".cm-sp-bold": { fontWeight: "700" },
  ".cm-sp-italic": { fontStyle: "italic" },
  ".cm-sp-underline": { textDecoration: "underline" },
  ".cm-sp-marker": { opacity: "0.45" },
  ".cm-sp-note": {
    backgroundColor: "color-mix(in oklab, #facc15 30%, transparent)",
    borderRadius: "2px",
  },
});

/** The script's Courier and line height come from the page (the `font-script` class). */
const scriptFont = EditorView.theme({
  ".cm-scroller": { fontFamily: "inherit", lineHeight: "inherit" },
});

export function screenplayLook(): Extension {
  return [elementLines, printLook, scriptFont, EditorView.lineWrapping];
}
