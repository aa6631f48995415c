import { Compartment } from "@codemirror/state";
import { EditorView } from "@codemirror/view";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pageInfo, pagesLayer } from "./pages";

// Paragraphs of three printed lines each, so that a page is few source lines: the editor draws
// only the lines near its viewport, and happy-dom's viewport is a few dozen lines.
const paragraphs = (count: number) =>
  Array.from(
    { length: count },
    (_, i) =>
      `Paragraph ${i + 1} goes on for a while, long enough to fill three printed lines of the page at sixty-one characters to a line, and then it ends.`,
  ).join("\n\n");

const twoPages = `INT. KITCHEN - DAY\n\n${paragraphs(13)}\n\nEXT. GARDEN - NIGHT\n\nRain.\n`;

const speech = Array.from(
  { length: 8 },
  (_, i) =>
    `Line ${i + 1} is a sentence long enough to wrap onto a second printed line of dialogue.`,
);
const splitSpeech = `INT. KITCHEN - DAY\n\n${paragraphs(10)}\n\nMARA\n${speech.join("\n")}\n\nShe stops.\n`;

let view: EditorView | undefined;

function open(doc: string): EditorView {
  view = new EditorView({ doc, extensions: pagesLayer(), parent: document.body });
  return view;
}

/** The text of the line the (first) page separator is drawn before. */
function lineAfterSeparator(editor: EditorView): string | undefined {
  const separator = editor.dom.querySelector(".cm-page-break");
  return separator?.nextElementSibling?.textContent ?? undefined;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
});

afterEach(() => {
  view?.destroy();
  view = undefined;
  vi.useRealTimers();
});

describe("the pages layer in an editor", () => {
  it("draws the page edge with its number, and only 'Page 2' for screen readers", () => {
    const editor = open(twoPages);
    const separator = editor.dom.querySelector(".cm-page-break");
    expect(separator?.textContent).toContain("2.");
    expect(lineAfterSeparator(editor)).toBe("EXT. GARDEN - NIGHT");
    const heard = [...(separator?.children ?? [])].filter((e) => !e.hasAttribute("aria-hidden"));
    expect(heard.map((e) => e.textContent)).toEqual(["Page 2"]);
    expect(separator?.closest("[contenteditable=true]")).toBeTruthy();
    expect(separator?.getAttribute("contenteditable")).toBe("false");
    expect(editor.state.doc.toString()).toBe(twoPages);
  });

  it("shows (MORE) and the repeated cue where a speech goes on over the page", () => {
    const editor = open(splitSpeech);
    const separator = editor.dom.querySelector(".cm-page-break");
    expect(separator?.querySelector(".cm-page-more")?.textContent).toBe("(MORE)");
    expect(separator?.querySelector(".cm-page-contd")?.textContent).toBe("MARA (CONT'D)");
    expect(lineAfterSeparator(editor)).toBe(speech[3]);
  });

  it("lays the pages out again once typing pauses", () => {
    const editor = open(twoPages);
    const longer =
      "A paragraph long enough to take more than one printed line of the page, and then some.";
    editor.dispatch({ changes: { from: 20, insert: `${longer}\n\n` } });
    // Until the pause ends the separator moves with its line.
    expect(lineAfterSeparator(editor)).toBe("EXT. GARDEN - NIGHT");
    vi.advanceTimersByTime(100);
    editor.dispatch({ changes: { from: 20, insert: `${longer}\n\n` } });
    vi.advanceTimersByTime(200);
    expect(lineAfterSeparator(editor)).toBe("EXT. GARDEN - NIGHT");
    vi.runAllTimers();
    expect(lineAfterSeparator(editor)).not.toBe("EXT. GARDEN - NIGHT");
    const line = editor.state.doc.lineAt(editor.state.doc.toString().indexOf("EXT. GARDEN"));
    editor.dispatch({ selection: { anchor: line.from } });
    expect(pageInfo(editor.state)).toEqual({ page: 2, pageCount: 2 });
  });

  it("lays the pages out again when the prefix changes", () => {
    const heading = "INT. KITCHEN - DAY\n\n";
    const options = new Compartment();
    const doc = twoPages.slice(heading.length);
    const extensions = options.of(pagesLayer({ prefix: heading }));
    const editor = new EditorView({ doc, extensions, parent: document.body });
    view = editor;
    expect(lineAfterSeparator(editor)).toBe("EXT. GARDEN - NIGHT");
    const longer = `${heading}${paragraphs(2)}\n\n`;
    editor.dispatch({ effects: options.reconfigure(pagesLayer({ prefix: longer })) });
    vi.runAllTimers();
    expect(lineAfterSeparator(editor)).toBe(paragraphs(12).split("\n\n").at(-1));
    expect(pageInfo(editor.state)).toEqual({ page: 1, pageCount: 2 });
  });
});
