import type { StateCommand } from "@codemirror/state";
import { rewriteLineAs } from "./element-rewrite";
import { chooseElement, currentElement } from "./element-state";
import type { ScriptElement } from "./elements";

/** Final Draft's defaults: the element that follows each one after Enter. */
const AFTER_ENTER: Record<ScriptElement, ScriptElement> = {
  scene_heading: "action",
  action: "action",
  character: "dialogue",
  parenthetical: "dialogue",
  dialogue: "action",
  transition: "scene_heading",
};

/** Tab on an empty line moves forward through these, Shift+Tab back. */
const TAB_FORWARD: Partial<Record<ScriptElement, ScriptElement>> = {
  action: "character",
  character: "transition",
  dialogue: "parenthetical",
};
const TAB_BACK: Partial<Record<ScriptElement, ScriptElement>> = {
  character: "action",
  transition: "character",
  parenthetical: "dialogue",
};

/** A cue and a parenthetical are followed by dialogue on the very next line. */
const SPEECH_HEADS: ReadonlySet<ScriptElement> = new Set(["character", "parenthetical"]);

/**
 * Enter at the end of a line starts the next element: after a cue or a parenthetical on the
 * next line, after anything else past a blank line (Fountain's paragraph break). The new empty
 * line remembers its element. On an empty line Enter only adds the line (the writer's spacing);
 * an empty speech line ends the speech. Enter inside a line is left to the plain newline.
 */
export const insertElementBreak: StateCommand = ({ state, dispatch }) => {
  const range = state.selection.main;
  if (!range.empty || state.selection.ranges.length > 1) return false;
  const element = currentElement(state);
  if (element === "other") return false;
  const line = state.doc.lineAt(range.head);
  const rest = state.sliceDoc(range.head, line.to).trim();
  // Inside the parentheses Tab typed, the closing one is still "the end of the line".
  if (rest !== "" && !(element === "parenthetical" && rest === ")")) return false;
  const empty = line.text.trim() === "";
  const inSpeech = element === "dialogue" || SPEECH_HEADS.has(element);
  const next = empty ? (inSpeech ? "action" : element) : AFTER_ENTER[element];
  const gap = empty || SPEECH_HEADS.has(element) ? "\n" : "\n\n";
  const following = line.number < state.doc.lines ? state.doc.line(line.number + 1) : null;
  // A new paragraph between two lines of text gets a blank line after it as well.
  const tail = gap === "\n\n" && following && following.text.trim() !== "" ? "\n" : "";
  const at = line.to;
  const start = at + gap.length;
  dispatch(
    state.update({
      changes: { from: at, insert: gap + tail },
      selection: { anchor: start },
      effects: chooseElement.of({ from: start, element: next }),
      scrollIntoView: true,
      userEvent: "input",
    }),
  );
  return true;
};

function stepElement(steps: Partial<Record<ScriptElement, ScriptElement>>): StateCommand {
  return ({ state, dispatch }) => {
    const line = state.doc.lineAt(state.selection.main.head);
    const element = currentElement(state);
    const text = line.text.trim();
    const empty = text === "" || (element === "parenthetical" && text === "()");
    const target = element !== "other" && empty ? steps[element] : undefined;
    if (target) dispatch(state.update(rewriteLineAs(state, line, target)));
    // Tab stays in the editor either way; Escape, then Tab, leaves it.
    return true;
  };
}

/** Tab on an empty line: Action → Character → Transition; Dialogue → Parenthetical "(|)". */
export const nextElementOnTab = stepElement(TAB_FORWARD);
/** Shift+Tab back: Character → Action, Transition → Character, Parenthetical → Dialogue. */
export const previousElementOnTab = stepElement(TAB_BACK);

/** Makes the cursor's line `target`, rewriting its Fountain to match. */
export function setElement(target: ScriptElement): StateCommand {
  return ({ state, dispatch }) => {
    const line = state.doc.lineAt(state.selection.main.head);
    dispatch(state.update(rewriteLineAs(state, line, target)));
    return true;
  };
}
