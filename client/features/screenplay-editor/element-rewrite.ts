import type { EditorState, Line, TransactionSpec } from "@codemirror/state";
import { looksLikeCue, PATTERNS } from "#shared/domain/screenplay/parse-patterns";
import { chooseElement, elementAbove, lineElement } from "./element-state";
import { classifyLines, type LineElement, type ScriptElement } from "./elements";

const SPEECH: ReadonlySet<LineElement> = new Set(["character", "parenthetical", "dialogue"]);

/** The line's words without the marks that force another element, nor a parenthetical's parens. */
function bareText(text: string, current: LineElement): string {
  let body = text.trim();
  if (current === "parenthetical" && /^\(.*\)$/.test(body)) body = body.slice(1, -1).trim();
  if (/^[!@>]/.test(body) || /^\.(?!\.)/.test(body)) body = body.slice(1).trimStart();
  return body;
}

/** Whether Fountain reads the words, alone after a blank line, as action. */
function readsAsAction(body: string, nextBlank: boolean): boolean {
  return classifyLines(nextBlank ? `${body}\n` : `${body}\nx`)[0] === "action";
}

/**
 * The line's new text as `target`: headings, cues and transitions in capitals, a forcing mark
 * only where Fountain would otherwise read the words as something else.
 */
function textAs(target: ScriptElement, body: string, nextBlank: boolean): string {
  if (body === "") return target === "parenthetical" ? "()" : "";
  switch (target) {
    case "scene_heading": {
      const upper = body.toUpperCase();
      return PATTERNS.heading.test(upper) ? upper : `.${upper}`;
    }
    case "character": {
      const upper = body.toUpperCase();
      return looksLikeCue(upper) ? upper : `@${upper}`;
    }
    case "transition": {
      const upper = body.toUpperCase();
      if (upper.endsWith("TO:")) return upper;
      // "FADE OUT." is a transition already; it is forced rather than given a "TO:".
      return /[.:]$/.test(upper) ? `>${upper}` : `${upper} TO:`;
    }
    case "parenthetical":
      return `(${body})`;
    case "dialogue":
      return body;
    case "action":
      return readsAsAction(body, nextBlank) ? body : `!${body}`;
  }
}

/** Where the line's change starts and what goes before its text: the spacing `target` needs. */
function spacingBefore(
  state: EditorState,
  line: Line,
  target: ScriptElement,
): { from: number; prefix: string } {
  const none = { from: line.from, prefix: "" };
  if (line.number === 1) return none;
  const previous = state.doc.line(line.number - 1);
  const previousBlank = previous.text.trim() === "";
  if (target === "parenthetical" || target === "dialogue") {
    // A speech line goes right under the speech above it, closing the blank lines between.
    const above = elementAbove(state, line);
    return previousBlank && above.line && SPEECH.has(above.element)
      ? { from: above.line.to, prefix: "\n" }
      : none;
  }
  if (previousBlank) return none;
  const breaksSpeech = SPEECH.has(lineElement(state, previous));
  return target !== "action" || breaksSpeech ? { from: line.from, prefix: "\n" } : none;
}

/**
 * Rewrites the line's Fountain so it is `target`, as one change, and remembers the choice (an
 * empty line or an unfinished cue cannot show it by its text). The cursor ends at the line's
 * end, or between the parentheses of an empty parenthetical.
 */
export function rewriteLineAs(
  state: EditorState,
  line: Line,
  target: ScriptElement,
): TransactionSpec {
  const next = line.number < state.doc.lines ? state.doc.line(line.number + 1) : null;
  const nextBlank = !next || next.text.trim() === "";
  const body = bareText(line.text, lineElement(state, line));
  const text = textAs(target, body, nextBlank);
  const { from, prefix } = spacingBefore(state, line, target);
  // A transition needs a blank line after it too, unless it is forced.
  const suffix = target === "transition" && !nextBlank && !text.startsWith(">") ? "\n" : "";
  const lineStart = from + prefix.length;
  const cursor = text === "()" ? lineStart + 1 : lineStart + text.length;
  const insert = prefix + text + suffix;
  const unchanged = from === line.from && insert === line.text;
  return {
    changes: unchanged ? [] : { from, to: line.to, insert },
    selection: { anchor: cursor },
    effects: chooseElement.of({ from: lineStart, element: target }),
    scrollIntoView: true,
    userEvent: "input",
  };
}
