import { EditorState, type StateCommand } from "@codemirror/state";
import { describe, expect, it } from "vitest";
import { currentElement } from "./element-state";
import type { ScriptElement } from "./elements";
import { screenplayEditing } from "./extensions";
import {
  insertElementBreak,
  nextElementOnTab,
  previousElementOnTab,
  setElement,
} from "./flow-commands";

/** A 'Scene Content' editor's state with the cursor at "|" (or at the end). */
function editor(text = "", { inScene = true } = {}) {
  const cursor = text.includes("|") ? text.indexOf("|") : text.length;
  return EditorState.create({
    doc: text.replace("|", ""),
    selection: { anchor: cursor },
    extensions: screenplayEditing({ inScene }),
  });
}

/** Types each character as a key press would. */
function type(state: EditorState, text: string): EditorState {
  let next = state;
  for (const char of text) {
    const { from, to } = next.selection.main;
    next = next.update({
      changes: { from, to, insert: char },
      selection: { anchor: from + 1 },
      userEvent: "input.type",
    }).state;
  }
  return next;
}

function press(state: EditorState, command: StateCommand): EditorState {
  let next = state;
  const handled = command({ state, dispatch: (tr) => (next = tr.state) });
  expect(handled).toBe(true);
  return next;
}

/** Presses a key, then checks the element the cursor is on. */
function pressTo(
  state: EditorState,
  command: StateCommand,
  element: ReturnType<typeof currentElement>,
): EditorState {
  const next = press(state, command);
  expect(currentElement(next)).toBe(element);
  return next;
}

const shown = (state: EditorState) => {
  const head = state.selection.main.head;
  const doc = state.doc.toString();
  return `${doc.slice(0, head)}|${doc.slice(head)}`;
};

describe("the element flow", () => {
  it("types action, a cue, a parenthetical and dialogue with Final Draft's keys", () => {
    let state = type(editor(), "Mara pours coffee.");
    state = pressTo(state, insertElementBreak, "action");
    state = pressTo(state, nextElementOnTab, "character");
    state = type(state, "mara");
    state = pressTo(state, insertElementBreak, "dialogue");
    state = press(state, nextElementOnTab);
    expect(shown(state)).toBe("Mara pours coffee.\n\nMARA\n(|)");
    state = type(state, "quietly");
    state = pressTo(state, insertElementBreak, "dialogue");
    state = type(state, "Morning.");
    expect(state.doc.toString()).toBe("Mara pours coffee.\n\nMARA\n(quietly)\nMorning.");
    state = pressTo(state, insertElementBreak, "action");
    expect(shown(state)).toBe("Mara pours coffee.\n\nMARA\n(quietly)\nMorning.\n\n|");
  });

  it("does not double a parenthesis the writer types into the ones Tab made", () => {
    let state = type(press(editor(), nextElementOnTab), "mara");
    state = press(press(state, insertElementBreak), nextElementOnTab);
    state = type(state, "(quietly)");
    expect(shown(state)).toBe("MARA\n(quietly)|");
  });

  it("follows a heading with action and a transition with a heading, past blank lines", () => {
    let state = press(editor("INT. DINER - NIGHT"), insertElementBreak);
    expect(shown(state)).toBe("INT. DINER - NIGHT\n\n|");
    expect(currentElement(state)).toBe("action");
    state = press(state, nextElementOnTab);
    state = pressTo(state, nextElementOnTab, "transition");
    state = type(state, "cut to:");
    expect(state.doc.toString()).toBe("INT. DINER - NIGHT\n\nCUT TO:");
    state = pressTo(state, insertElementBreak, "scene_heading");
    state = type(state, "ext. street - day");
    expect(state.doc.toString()).toBe("INT. DINER - NIGHT\n\nCUT TO:\n\nEXT. STREET - DAY");
  });

  it("goes back with Shift+Tab", () => {
    let state = pressTo(editor("Rain.\n\n|"), nextElementOnTab, "character");
    state = pressTo(state, nextElementOnTab, "transition");
    state = pressTo(state, previousElementOnTab, "character");
    state = pressTo(state, previousElementOnTab, "action");
    state = press(editor("MARA\n(|)"), previousElementOnTab);
    expect(shown(state)).toBe("MARA\n|");
    expect(currentElement(state)).toBe("dialogue");
  });

  it("keeps Tab in the editor on a line with text, changing nothing", () => {
    const state = editor("Rain falls.|");
    expect(press(state, nextElementOnTab).doc.toString()).toBe("Rain falls.");
  });

  it("splits a line with a plain newline when Enter is pressed inside it", () => {
    const state = editor("Rain| falls.");
    expect(insertElementBreak({ state, dispatch: () => undefined })).toBe(false);
  });

  it("opens a paragraph between two lines with blank lines on both sides", () => {
    const state = press(editor("Rain falls.|\nThunder."), insertElementBreak);
    expect(shown(state)).toBe("Rain falls.\n\n|\n\nThunder.");
  });

  it("upper-cases typing on a heading the writer types as one", () => {
    expect(type(editor("Rain.\n\n|"), "int. hall").doc.toString()).toBe("Rain.\n\nINT. HALL");
    expect(type(editor("Rain.\n|"), "int. hall").doc.toString()).toBe("Rain.\nint. hall");
  });

  it("starts a whole script with a scene heading", () => {
    expect(currentElement(editor("", { inScene: false }))).toBe("scene_heading");
    expect(currentElement(editor(""))).toBe("action");
  });
});

/** The text after setting the element of the line with the cursor (at "|"). */
const textAfterSetting = (text: string, element: ScriptElement) =>
  press(editor(text), setElement(element)).doc.toString();

describe("setting an element", () => {
  it("makes a line a cue: capitals, after a blank line", () => {
    const state = press(editor("Rain.\nmara|\nHello."), setElement("character"));
    expect(shown(state)).toBe("Rain.\n\nMARA|\nHello.");
    expect(currentElement(state)).toBe("character");
  });

  it("wraps a parenthetical and joins it to the speech above", () => {
    const state = press(editor("MARA\nHi.\n\nquietly|"), setElement("parenthetical"));
    expect(shown(state)).toBe("MARA\nHi.\n(quietly)|");
  });

  it("ends a transition with TO: only when it does not already", () => {
    expect(textAfterSetting("Rain.\n\ncut|", "transition")).toBe("Rain.\n\nCUT TO:");
    expect(textAfterSetting("Rain.\n\nsmash cut to:|", "transition")).toBe(
      "Rain.\n\nSMASH CUT TO:",
    );
    expect(textAfterSetting("Rain.\n\nfade out.|", "transition")).toBe("Rain.\n\n>FADE OUT.");
  });

  it("forces action with ! only where Fountain would read something else", () => {
    expect(textAfterSetting("Rain.\n\nBANG|\nIt echoes.", "action")).toBe(
      "Rain.\n\n!BANG\nIt echoes.",
    );
    expect(textAfterSetting("MARA\nRain falls.|", "action")).toBe("MARA\n\nRain falls.");
    expect(textAfterSetting("Rain falls.|", "action")).toBe("Rain falls.");
  });

  it("makes a heading, forcing it with . when it has no INT./EXT.", () => {
    expect(textAfterSetting("Rain.\nint. hall|", "scene_heading")).toBe("Rain.\n\nINT. HALL");
    expect(textAfterSetting("flashback|", "scene_heading")).toBe(".FLASHBACK");
  });

  it("turns dialogue back from a parenthetical", () => {
    const state = press(editor("MARA\n(softly)|"), setElement("dialogue"));
    expect(shown(state)).toBe("MARA\nsoftly|");
  });
});
