import { history, redo, undo } from "@codemirror/commands";
import { EditorState, type TransactionSpec } from "@codemirror/state";
import { describe, expect, it } from "vitest";
import {
  keepHeadings,
  marksOf,
  mergeHeadlessScenes,
  mergeQuestionOf,
  mergeScenes,
  placeScenes,
  sceneCreated,
  sceneMarksExtension,
} from "./scene-marks";
import { OPENING, openingOf, touchedParts, wordsOf } from "./script-parts";
import { buildScript } from "./script-text";

const SCENES = [
  { id: 11, heading: "INT. DINER - NIGHT", content: "Neon hums.\n\nMAYA\nYou're late." },
  { id: 12, heading: "INT. WAREHOUSE - NIGHT", content: "Crates tower in the dark." },
  { id: 13, heading: "EXT. HARBOR - DAWN", content: "Gulls wheel over the water." },
];

function script(opening = "", scenes = SCENES) {
  const { text, starts } = buildScript(opening, scenes);
  let state = EditorState.create({
    doc: text,
    extensions: [history(), sceneMarksExtension(starts)],
  });
  const apply = (spec: TransactionSpec) => {
    const tr = state.update(spec);
    state = tr.state;
    return tr;
  };
  const command = (run: typeof undo) =>
    run({
      state,
      dispatch: (tr) => {
        state = tr.state;
      },
    });
  const at = (text: string) => {
    const index = state.doc.toString().indexOf(text);
    if (index < 0) throw new Error(`"${text}" is not in the script`);
    return index;
  };
  return {
    get state() {
      return state;
    },
    apply,
    command,
    at,
    text: () => state.doc.toString(),
    ids: () => marksOf(state).map((mark) => mark.id),
    words: (id: number) => wordsOf(state, id),
  };
}

describe("the scene marks", () => {
  it("read each scene back as its own heading and content", () => {
    const s = script("FADE IN:");
    expect(s.text()).toBe(
      "FADE IN:\n\nINT. DINER - NIGHT\n\nNeon hums.\n\nMAYA\nYou're late.\n\n" +
        "INT. WAREHOUSE - NIGHT\n\nCrates tower in the dark.\n\n" +
        "EXT. HARBOR - DAWN\n\nGulls wheel over the water.",
    );
    for (const scene of SCENES) {
      expect(s.words(scene.id)).toEqual({ heading: scene.heading, content: scene.content });
    }
    expect(openingOf(s.state)).toBe("FADE IN:");
  });

  it("keep a typed sentence inside the scene it was typed in, and name only that scene", () => {
    const s = script();
    const tr = s.apply({ changes: { from: s.at(" in the dark"), insert: ", dusty" } });
    expect(touchedParts(tr.state, tr.changes)).toEqual(new Set([12]));
    expect(s.words(12)?.content).toBe("Crates tower, dusty in the dark.");
    expect(s.words(11)).toEqual({ heading: SCENES[0]?.heading, content: SCENES[0]?.content });
    expect(s.words(13)).toEqual({ heading: SCENES[2]?.heading, content: SCENES[2]?.content });
    expect(s.ids()).toEqual([11, 12, 13]);
  });

  it("start a new scene where a heading is typed after a blank line at the end", () => {
    const s = script();
    const end = s.state.doc.length;
    s.apply({ changes: { from: end, insert: "\n\nEXT. ROOF - NIGHT" } });
    expect(s.ids()).toEqual([11, 12, 13, -1]);
    expect(s.words(13)?.content).toBe("Gulls wheel over the water.");
    expect(s.words(-1)).toEqual({ heading: "EXT. ROOF - NIGHT", content: "" });
    // Typing on in the new scene writes in it.
    s.apply({ changes: { from: s.state.doc.length, insert: "\n\nWind." } });
    expect(s.words(-1)).toEqual({ heading: "EXT. ROOF - NIGHT", content: "Wind." });
  });

  it("start a new scene, not a renamed one, for a heading typed on its own lines at a scene's start", () => {
    const s = script();
    s.apply({ changes: { from: s.at("INT. WAREHOUSE"), insert: "EXT. ALLEY - NIGHT\n\n" } });
    expect(s.ids()).toEqual([11, -1, 12, 13]);
    expect(s.words(12)?.heading).toBe("INT. WAREHOUSE - NIGHT");
    expect(s.words(-1)).toEqual({ heading: "EXT. ALLEY - NIGHT", content: "" });
  });

  it("start a new scene for a forced heading typed inside a scene, but not for action", () => {
    const s = script();
    s.apply({ changes: { from: s.at("\n\nMAYA"), insert: "\n\nSome inter" } });
    expect(s.ids()).toEqual([11, 12, 13]);
    s.apply({ changes: { from: s.at("\n\nMAYA"), insert: "\n\n.THE KITCHEN" } });
    expect(s.ids()).toEqual([11, -1, 12, 13]);
    expect(s.words(-1)).toEqual({ heading: "THE KITCHEN", content: "MAYA\nYou're late." });
  });

  it("keep a scene's mark on its heading when a letter is typed or fixed at its start", () => {
    const s = script();
    const start = s.at("INT. WAREHOUSE");
    s.apply({ changes: { from: start, insert: "." } });
    expect(s.ids()).toEqual([11, 12, 13]);
    expect(s.words(12)?.heading).toBe("INT. WAREHOUSE - NIGHT");
    s.apply({ changes: { from: start, to: start + 1 } });
    expect(s.words(12)?.heading).toBe("INT. WAREHOUSE - NIGHT");
    s.apply({ changes: { from: start, to: start + 4, insert: "EXT." } });
    expect(s.words(12)?.heading).toBe("EXT. WAREHOUSE - NIGHT");
    expect(mergeQuestionOf(s.state)).toBeNull();
  });

  it("ask before a scene whose heading is deleted joins the one before it, and hold every change meanwhile", () => {
    const s = script();
    const before = s.text();
    const start = s.at("INT. WAREHOUSE");
    s.apply({ changes: { from: start, to: start + "INT. WAREHOUSE - NIGHT\n\n".length } });
    const question = mergeQuestionOf(s.state);
    expect(question?.ids).toEqual([12]);
    // Typing waits for the answer.
    s.apply({ changes: { from: 0, insert: "typed while asked" } });
    expect(s.text()).not.toContain("typed while asked");
    expect(s.ids()).toEqual([11, 12, 13]);

    // No: the heading comes back, and the scene with it.
    s.apply({ changes: question?.restore, effects: keepHeadings.of(question?.marksBefore ?? []) });
    expect(s.text()).toBe(before);
    expect(marksOf(s.state)).toEqual(buildScript("", SCENES).starts);
    expect(mergeQuestionOf(s.state)).toBeNull();
  });

  it("merge a headless scene into the one before it when the writer agrees", () => {
    const s = script();
    const start = s.at("INT. WAREHOUSE");
    s.apply({ changes: { from: start, to: start + "INT. WAREHOUSE - NIGHT\n\n".length } });
    s.apply({ effects: mergeScenes.of([12]) });
    expect(s.ids()).toEqual([11, 13]);
    expect(s.words(11)?.content).toBe(
      "Neon hums.\n\nMAYA\nYou're late.\n\nCrates tower in the dark.",
    );
    expect(mergeQuestionOf(s.state)).toBeNull();
  });

  it("take out a heading line left empty when the scenes merge, so one blank line joins them", () => {
    const s = script();
    const start = s.at("INT. WAREHOUSE");
    s.apply({ changes: { from: start, to: start + "INT. WAREHOUSE - NIGHT".length } });
    expect(mergeQuestionOf(s.state)?.ids).toEqual([12]);
    s.apply(mergeHeadlessScenes(s.state) ?? {});
    expect(s.ids()).toEqual([11, 13]);
    expect(s.words(11)?.content).toBe(
      "Neon hums.\n\nMAYA\nYou're late.\n\nCrates tower in the dark.",
    );
  });

  it("ask about a scene deleted whole with its heading, and drop a typed scene that loses its heading", () => {
    const s = script();
    const from = s.at("\n\nINT. WAREHOUSE");
    s.apply({ changes: { from, to: s.at("\n\nEXT. HARBOR") } });
    expect(mergeQuestionOf(s.state)?.ids).toEqual([12]);

    const t = script();
    t.apply({ changes: { from: t.state.doc.length, insert: "\n\nEXT. ROOF" } });
    expect(t.ids()).toEqual([11, 12, 13, -1]);
    t.apply({ changes: { from: t.state.doc.length - 6, to: t.state.doc.length } });
    expect(t.ids()).toEqual([11, 12, 13]);
    expect(mergeQuestionOf(t.state)).toBeNull();
  });

  it("give a typed scene the id the server gave it, also in the undo history", () => {
    const s = script();
    s.apply({ changes: { from: s.state.doc.length, insert: "\n\nEXT. ROOF - NIGHT" } });
    s.apply({ effects: sceneCreated.of({ newId: -1, id: 14 }) });
    expect(s.ids()).toEqual([11, 12, 13, 14]);
    s.apply({
      effects: placeScenes.of(marksOf(s.state).map((m) => ({ ...m, id: m.id === 14 ? -1 : m.id }))),
    });
    expect(s.ids()).toEqual([11, 12, 13, 14]);
  });

  it("undo a move of scenes in one step, text and order together, and redo it", () => {
    const s = script();
    const before = s.text();
    const moved = buildScript("", [SCENES[2], SCENES[0], SCENES[1]] as typeof SCENES);
    s.apply({
      changes: { from: 0, to: s.state.doc.length, insert: moved.text },
      effects: placeScenes.of(moved.starts),
    });
    expect(s.ids()).toEqual([13, 11, 12]);
    expect(s.words(13)?.heading).toBe("EXT. HARBOR - DAWN");
    s.command(undo);
    expect(s.text()).toBe(before);
    expect(s.ids()).toEqual([11, 12, 13]);
    s.command(redo);
    expect(s.ids()).toEqual([13, 11, 12]);
    expect(s.text()).toBe(moved.text);
  });

  it("undo a replace-all across scenes in one step", () => {
    const s = script();
    const before = s.text();
    const tr = s.apply({
      changes: [
        { from: s.at("Neon"), to: s.at("Neon") + 4, insert: "Halogen" },
        { from: s.at("Gulls"), to: s.at("Gulls") + 5, insert: "Terns" },
      ],
      userEvent: "input.replace.all",
    });
    expect(touchedParts(tr.state, tr.changes)).toEqual(new Set([11, 13]));
    s.command(undo);
    expect(s.text()).toBe(before);
    expect(s.ids()).toEqual([11, 12, 13]);
  });

  it("keep text typed before the first scene in the opening", () => {
    const s = script();
    const tr = s.apply({ changes: { from: 0, insert: "FADE IN:\n\n" } });
    expect(s.ids()).toEqual([11, 12, 13]);
    expect(openingOf(s.state)).toBe("FADE IN:");
    expect(s.words(11)?.heading).toBe("INT. DINER - NIGHT");
    expect(touchedParts(tr.state, tr.changes).has(OPENING)).toBe(true);
  });
});
