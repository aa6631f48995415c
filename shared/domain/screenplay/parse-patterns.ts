/**
 * Fountain's line patterns, tested against a line with its indentation and trailing
 * whitespace removed. Each answers like RegExp#exec: the line, then the parts it captures.
 *
 * Every pattern here runs in time linear in the line. A regular expression is kept only where
 * it is anchored and has a single unbounded repetition; where Fountain's rule needs two next to
 * each other over the same characters (spaces, then text that may be spaces), a backtracking
 * engine retries every split of a long run of spaces, so those rules are small scanners built
 * on trim, indexOf and endsWith instead (docs/decisions/0018-linear-text-scanners.md).
 */
export type LineMatch = readonly string[];

export interface LinePattern {
  exec(line: string): LineMatch | null;
}

/** What `.` does not match: a line's text may not run over one of these. */
const LINE_BREAK = /[\n\r\u2028\u2029]/;
const plainText = (text: string) => !LINE_BREAK.test(text);

/** "#…" then the text: the sections' depth is the number of leading hashes. */
const section: LinePattern = {
  exec(line) {
    let depth = 0;
    while (line[depth] === "#") depth++;
    const text = line.slice(depth).trimStart();
    return depth > 0 && plainText(text) ? [line, line.slice(0, depth), text] : null;
  },
};

/** "=" but not "==", then the synopsis. */
const synopsis: LinePattern = {
  exec(line) {
    const text = line.slice(1).trimStart();
    return line[0] === "=" && line[1] !== "=" && plainText(text) ? [line, text] : null;
  },
};

/** ">text<", its text trimmed. */
const centered: LinePattern = {
  exec(line) {
    if (line.length < 2 || line[0] !== ">" || !line.endsWith("<")) return null;
    const text = line.slice(1, -1).trim();
    return plainText(text) ? [line, text] : null;
  },
};

/** ">text" with some text. */
const forcedTransition: LinePattern = {
  exec(line) {
    const text = line.slice(1).trimStart();
    return line[0] === ">" && text !== "" && plainText(text) ? [line, text] : null;
  },
};

export const PATTERNS = {
  pageBreak: /^={3,}$/,
  section,
  synopsis,
  forcedHeading: /^\.(?!\.)(.+)$/,
  heading: /^(?:int|ext|est|int\.?\/ext|i\.?\/e)[. ]/i,
  centered,
  forcedTransition,
  transition: /^[^a-z]*TO:$/,
  lyrics: /^~\s?(.*)$/,
  forcedAction: /^!(.*)$/,
  forcedCue: /^@(.+)$/,
  parenthetical: /^\(.*\)$/,
};

/** A cue without the dual-dialogue caret (and the spaces before it) at its end. */
function withoutCaret(line: string): string {
  return line.endsWith("^") ? line.slice(0, -1).trimEnd() : line;
}

/** A cue's name part (before any "(") is in capitals and has at least one letter. */
export function looksLikeCue(line: string): boolean {
  const name = withoutCaret(line).split("(")[0]?.trim() ?? "";
  return /\p{Lu}/u.test(name) && name === name.toUpperCase() && !/^[!@#~=>.]/.test(name);
}

export interface Cue {
  name: string;
  extension?: string;
  dual?: boolean;
}

/** Splits "EDWARD (V.O.)(CONT'D) ^" into name, extension and the dual-dialogue caret. */
export function splitCue(line: string): Cue {
  const dual = line.endsWith("^");
  const body = withoutCaret(line).trim();
  const paren = body.indexOf("(");
  const name = (paren === -1 ? body : body.slice(0, paren)).trim();
  const extension = paren === -1 ? "" : body.slice(paren).trim();
  const cue: Cue = { name };
  if (extension) cue.extension = extension;
  if (dual) cue.dual = true;
  return cue;
}

/**
 * A heading's scene number is the text between its last two "#"s when the line ends with the
 * second and the number does not start with a space: "INT. HOUSE - DAY #12A#".
 */
export function splitSceneNumber(text: string): { text: string; sceneNumber?: string } {
  const close = text.length - 1;
  const open = close >= 2 && text[close] === "#" ? text.lastIndexOf("#", close - 1) : -1;
  const number = open === -1 ? "" : text.slice(open + 1, close);
  if (number === "" || number.trimStart() !== number) return { text: text.trim() };
  return { text: text.slice(0, open).trim(), sceneNumber: number.trim() };
}
