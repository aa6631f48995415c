import {
  type EditorState,
  type Extension,
  Facet,
  StateEffect,
  StateField,
} from "@codemirror/state";
import {
  Decoration,
  type DecorationSet,
  EditorView,
  ViewPlugin,
  type ViewUpdate,
  WidgetType,
} from "@codemirror/view";
import {
  mapPages,
  type PageBreakMark,
  type PageMap,
  type PrintProfile,
  usLetter,
} from "#shared/domain/screenplay/browser";

export interface PagesOptions {
  /** The paper the script prints on; US Letter unless given. */
  profile?: PrintProfile;
  /**
   * Script text that comes before the document and counts for the layout but is not shown, e.g.
   * a scene's heading edited in its own field: `"INT. KITCHEN - DAY\n\n"`. Breaks inside it
   * are not drawn but count for page numbers.
   */
  prefix?: string;
}

/**
 * Pages are laid out again once typing pauses this long: a long script takes tens of
 * milliseconds to lay out, too long for every keystroke. Until then the breaks move with the text.
 */
const RELAYOUT_AFTER_MS = 250;

const pagesConfig = Facet.define<PagesOptions, Required<PagesOptions>>({
  combine: (values) => ({
    profile: values[0]?.profile ?? usLetter,
    prefix: values[0]?.prefix ?? "",
  }),
  compare: (a, b) => a.profile === b.profile && a.prefix === b.prefix,
});

interface PagesValue {
  /** A separator before the first line of each page after the first. */
  decorations: DecorationSet;
  /** Breaks inside the prefix: pages that start before the document. */
  breaksBefore: number;
  pageCount: number;
}

/**
 * A page map laid out for the document of the transaction that carries it, prefix included
 * (the layout runs and is dispatched in one go, so no edit comes between).
 */
const pagesLaidOut = StateEffect.define<PageMap>();

/** The prefix as lines before the document: it ends with a line break, so the document starts a line. */
function prefixText(prefix: string): string {
  return prefix === "" || prefix.endsWith("\n") ? prefix : `${prefix}\n`;
}

function layOut(state: EditorState): PageMap {
  const { profile, prefix } = state.facet(pagesConfig);
  return mapPages(prefixText(prefix) + state.doc.toString(), profile);
}

function fromMap(map: PageMap, state: EditorState): PagesValue {
  const { profile, prefix } = state.facet(pagesConfig);
  const prefixLines = prefixText(prefix).split("\n").length - 1;
  const geometry = pageGeometry(profile);
  const ranges = [];
  let breaksBefore = 0;
  for (const mark of map.breaks) {
    const line = mark.line - prefixLines;
    if (line < 0) breaksBefore++;
    else if (line < state.doc.lines) {
      const widget = new PageBreakWidget(mark, geometry);
      const from = state.doc.line(line + 1).from;
      ranges.push(Decoration.widget({ widget, block: true, side: -1 }).range(from));
    }
  }
  return { decorations: Decoration.set(ranges, true), breaksBefore, pageCount: map.pageCount };
}

const pagesField = StateField.define<PagesValue>({
  create: (state) => fromMap(layOut(state), state),
  update(value, tr) {
    for (const effect of tr.effects)
      if (effect.is(pagesLaidOut)) return fromMap(effect.value, tr.state);
    // A block widget before a line stays at the line's start; it goes with the line break
    // before it, until the next layout.
    if (!tr.docChanged) return value;
    return { ...value, decorations: value.decorations.map(tr.changes) };
  },
  provide: (field) => EditorView.decorations.from(field, (value) => value.decorations),
});

/** Lays the pages out again once edits (or the options) pause, off the keystroke's path. */
const relayout = ViewPlugin.fromClass(
  class {
    private timer: ReturnType<typeof setTimeout> | undefined;

    constructor(private readonly view: EditorView) {}

    update(update: ViewUpdate) {
      const optionsChanged =
        update.startState.facet(pagesConfig) !== update.state.facet(pagesConfig);
      if (!update.docChanged && !optionsChanged) return;
      clearTimeout(this.timer);
      this.timer = setTimeout(() => {
        this.timer = undefined;
        // Timed as "page-layout" (User Timing), for `npm run bench` and the browser's profiler.
        const start = performance.now();
        const laidOut = layOut(this.view.state);
        performance.measure("page-layout", { start });
        this.view.dispatch({ effects: pagesLaidOut.of(laidOut) });
      }, RELAYOUT_AFTER_MS);
    }

    destroy() {
      clearTimeout(this.timer);
    }
  },
);

/** Where the separator's parts sit, in characters from the action's left edge, as printed. */
interface PageGeometry {
  cueIndent: number;
  width: number;
}

function pageGeometry(profile: PrintProfile): PageGeometry {
  const { action, character } = profile.blocks;
  return {
    cueIndent: Math.round((character.left - action.left) / profile.charWidth),
    width: action.width,
  };
}

function part(className: string, text: string, hidden = true): HTMLElement {
  const element = document.createElement("div");
  element.className = className;
  element.textContent = text;
  if (hidden) element.setAttribute("aria-hidden", "true");
  return element;
}

/**
 * The end of one page and the top of the next, drawn between lines: "(MORE)" when a speech
 * goes on, the page's edge, its number at the right ("2."), and the cue repeated with (CONT'D).
 * Screen readers hear only "Page 2".
 */
class PageBreakWidget extends WidgetType {
  constructor(
    readonly mark: PageBreakMark,
    readonly geometry: PageGeometry,
  ) {
    super();
  }

  override eq(other: PageBreakWidget): boolean {
    const [a, b] = [this.mark, other.mark];
    const sameMark = a.page === b.page && a.more === b.more && a.contd === b.contd;
    const [g, h] = [this.geometry, other.geometry];
    return sameMark && g.cueIndent === h.cueIndent && g.width === h.width;
  }

  override toDOM(): HTMLElement {
    const root = document.createElement("div");
    root.className = "cm-page-break";
    root.style.setProperty("--cm-page-cue", `${this.geometry.cueIndent}ch`);
    root.style.setProperty("--cm-page-width", `${this.geometry.width}ch`);
    const { page, more, contd } = this.mark;
    if (more) root.append(part("cm-page-more", "(MORE)"));
    root.append(part("cm-page-edge", ""), part("cm-page-number", `${page}.`));
    root.append(part("cm-page-label", `Page ${page}`, false));
    if (contd) root.append(part("cm-page-contd", contd));
    return root;
  }
}

const pagesTheme = EditorView.baseTheme({
  ".cm-page-break": {
    // The editor's own line padding, so the separator lines up with the text.
    padding: "0.75em 2px 0.75em 6px",
    userSelect: "none",
    maxWidth: "var(--cm-page-width)",
  },
  ".cm-page-more, .cm-page-contd": { paddingLeft: "var(--cm-page-cue)" },
  // Padding, not margins: the editor measures a block widget by its box.
  ".cm-page-edge": { borderTop: "1px dashed currentColor", opacity: "0.4", paddingTop: "0.5em" },
  ".cm-page-number": { textAlign: "right", opacity: "0.7" },
  ".cm-page-label": {
    position: "absolute",
    width: "1px",
    height: "1px",
    overflow: "hidden",
    clipPath: "inset(50%)",
    whiteSpace: "nowrap",
  },
});

/**
 * The script's pages drawn in the editor where the print engine breaks them (the PDF's
 * pages): a separator before the first line of each page after the first.
 */
export function pagesLayer(options: PagesOptions = {}): Extension {
  return [pagesConfig.of(options), pagesField, relayout, pagesTheme];
}

/**
 * The page count and the page the main cursor is on (1-based), for the status line; null
 * without the pages layer. An empty script counts as one page.
 */
export function pageInfo(state: EditorState): { page: number; pageCount: number } | null {
  const value = state.field(pagesField, false);
  if (!value) return null;
  const lineStart = state.doc.lineAt(state.selection.main.head).from;
  let page = 1 + value.breaksBefore;
  value.decorations.between(0, lineStart, () => {
    page++;
  });
  return { page, pageCount: Math.max(1, value.pageCount) };
}
