import { readFileSync } from "node:fs";
import { EditorSelection, EditorState } from "@codemirror/state";
import { type DecorationSet, EditorView } from "@codemirror/view";
import { describe, expect, it } from "vitest";
import { mapPages } from "#shared/domain/screenplay/browser";
import { pageInfo, pagesLayer } from "./pages";

const paragraphs = (count: number) =>
  Array.from({ length: count }, (_, i) => `Paragraph ${i + 1}.`).join("\n\n");

/** A scene and the start of the next: page 2 starts on line 55 (1-based), "EXT. GARDEN - NIGHT". */
const twoPages = `INT. KITCHEN - DAY\n\n${paragraphs(26)}\n\nEXT. GARDEN - NIGHT\n\nRain.\n`;

function editor(doc: string, options?: Parameters<typeof pagesLayer>[0]) {
  return EditorState.create({ doc, extensions: pagesLayer(options) });
}

/** Where the layer draws its page separators: the positions of its widgets. */
function separators(state: EditorState): number[] {
  const positions: number[] = [];
  for (const set of state.facet(EditorView.decorations)) {
    (set as DecorationSet).between(0, state.doc.length, (from) => {
      positions.push(from);
    });
  }
  return positions;
}

const withCursorOnLine = (state: EditorState, line: number) =>
  state.update({ selection: EditorSelection.cursor(state.doc.line(line).from) }).state;

describe("pageInfo", () => {
  it("gives the page the cursor's line is on, and the page count", () => {
    const state = editor(twoPages);
    expect(state.doc.line(55).text).toBe("EXT. GARDEN - NIGHT");
    expect(pageInfo(state)).toEqual({ page: 1, pageCount: 2 });
    expect(pageInfo(withCursorOnLine(state, 54))).toEqual({ page: 1, pageCount: 2 });
    expect(pageInfo(withCursorOnLine(state, 55))).toEqual({ page: 2, pageCount: 2 });
    expect(pageInfo(withCursorOnLine(state, 57))).toEqual({ page: 2, pageCount: 2 });
  });

  it("is null without the pages layer, and one page for an empty script", () => {
    expect(pageInfo(EditorState.create({ doc: twoPages }))).toBeNull();
    expect(pageInfo(editor(""))).toEqual({ page: 1, pageCount: 1 });
  });
});

describe("pagesLayer", () => {
  it("draws a separator at the start of the line each page after the first begins on", () => {
    const source = readFileSync(
      new URL("../../../fixtures/screenplays/big-fish.fountain", import.meta.url),
      "utf8",
    );
    const state = editor(source);
    const { breaks, pageCount } = mapPages(source);
    expect(separators(state)).toEqual(breaks.map((b) => state.doc.line(b.line + 1).from));
    expect(pageInfo(state)?.pageCount).toBe(pageCount);
  });

  it("moves the separators with the text as it is edited, before laying out again", () => {
    const state = editor(twoPages);
    const before = separators(state);
    const inserted = "A new paragraph that would push the page.\n\n";
    const edited = state.update({ changes: { from: 0, insert: inserted } }).state;
    expect(separators(edited)).toEqual(before.map((at) => at + inserted.length));
    expect(edited.doc.lineAt(separators(edited)[0] ?? 0).text).toBe("EXT. GARDEN - NIGHT");
    expect(pageInfo(withCursorOnLine(edited, 57))).toEqual({ page: 2, pageCount: 2 });
  });

  it("keeps separators at line starts: typing at one stays after it, joining its line drops it", () => {
    const state = editor(twoPages);
    const at = separators(state)[0] ?? 0;
    const typed = state.update({ changes: { from: at, insert: "Moments later. " } }).state;
    expect(separators(typed)).toEqual([at]);
    expect(typed.doc.lineAt(at).text).toBe("Moments later. EXT. GARDEN - NIGHT");
    const joined = state.update({ changes: { from: at - 1, to: at } }).state;
    expect(separators(joined)).toEqual([]);
  });

  it("counts a prefix for the layout and numbers lines after it", () => {
    const heading = "INT. KITCHEN - DAY\n\n";
    const state = editor(twoPages.slice(heading.length), { prefix: heading });
    expect(state.doc.line(53).text).toBe("EXT. GARDEN - NIGHT");
    expect(separators(state)).toEqual([state.doc.line(53).from]);
    expect(pageInfo(withCursorOnLine(state, 53))).toEqual({ page: 2, pageCount: 2 });
  });

  it("counts pages that start in the prefix without drawing them", () => {
    const earlier = `${twoPages}\n${paragraphs(24)}\n\n`;
    expect(mapPages(earlier).pageCount).toBe(2);
    const scene = `INT. CELLAR - NIGHT\n\n${paragraphs(40)}\n`;
    const state = editor(scene, { prefix: earlier });
    const { breaks, pageCount } = mapPages(earlier + scene);
    expect(pageCount).toBe(4);
    expect(separators(state)).toHaveLength(2);
    expect(pageInfo(state)).toEqual({ page: 2, pageCount: 4 });
    expect(breaks.map((b) => b.page)).toEqual([2, 3, 4]);
  });
});
