import { EditorState } from "@codemirror/state";
import { describe, expect, it } from "vitest";
import { completionData, screenplayCompletions } from "./completion";
import { chooseElement } from "./element-state";
import type { ScriptElement } from "./elements";
import { screenplayEditing } from "./extensions";

const DATA = { cues: ["Mara", "MARCUS", "Joe"], locations: ["HARBOR DINER", "Harbor", "DOCK"] };

/** The labels offered with the cursor at the end of `text`, its last line chosen as `element`. */
function offered(text: string, element?: ScriptElement): string[] {
  let state = EditorState.create({
    doc: text,
    selection: { anchor: text.length },
    extensions: [screenplayEditing({ inScene: true }), completionData.of(DATA)],
  });
  if (element) {
    const from = state.doc.lineAt(text.length).from;
    state = state.update({ effects: chooseElement.of({ from, element }) }).state;
  }
  return screenplayCompletions(state, text.length)?.options.map((option) => option.label) ?? [];
}

describe("completion", () => {
  it("offers cues starting with what is typed on a Character line, in capitals", () => {
    expect(offered("Rain.\n\nma", "character")).toEqual(["MARA", "MARCUS"]);
    expect(offered("Rain.\n\nMARC", "character")).toEqual(["MARCUS"]);
    // Typed in full, the name is not offered again: Enter goes on to the dialogue.
    expect(offered("Rain.\n\nMARA", "character")).toEqual([]);
    expect(offered("Rain.\n\n", "character")).toEqual([]);
  });

  it("offers nothing on action or dialogue", () => {
    expect(offered("Rain.\n\nma")).toEqual([]);
    expect(offered("MARA\nma", "dialogue")).toEqual([]);
  });

  it("offers a heading's prefix, then a place, then after ' - ' the time of day", () => {
    expect(offered("i", "scene_heading")).toEqual(["INT. ", "INT./EXT. "]);
    expect(offered("INT. har", "scene_heading")).toEqual(["HARBOR DINER", "HARBOR"]);
    expect(offered("EXT. DOCK - n", "scene_heading")).toEqual(["NIGHT"]);
    // The scene form's Time of Day options.
    expect(offered("EXT. DOCK - d", "scene_heading")).toEqual(["DAY", "DAWN", "DUSK"]);
  });

  it("completes from the start of the typed part", () => {
    const state = EditorState.create({
      doc: "INT. har",
      selection: { anchor: 8 },
      extensions: [screenplayEditing({ inScene: false }), completionData.of(DATA)],
    });
    expect(screenplayCompletions(state, 8)?.from).toBe(5);
  });
});
