/**
 * Boneyard (/* … *\/) and notes ([[…]]) can span lines, so they are taken out of the whole
 * text before line classification. Notes are kept: each is replaced by a private-use marker
 * the line classifier turns into a `note` element.
 *
 * Both are found with indexOf rather than a lazy regular expression: searching for a closer
 * again from every opener made "[[" repeated N times take N² steps.
 */
export const NOTE_MARK = "\u{E000}";
/**
 * Where a boneyard was taken out, for the line classifier: blank lines on both sides of a
 * boneyard are one paragraph break, not blank lines the writer kept.
 */
export const BONEYARD_MARK = "\u{E001}";

export interface CommentFreeText {
  text: string;
  notes: string[];
}

/**
 * A stretch taken out of the text, for finding a line's place in the text before: where the
 * text after it resumes in the result, and how many line breaks went with it.
 */
export interface Cut {
  resumesAt: number;
  lineBreaks: number;
}

function countLineBreaks(text: string, from: number, to: number): number {
  let count = 0;
  for (let i = text.indexOf("\n", from); i !== -1 && i < to; i = text.indexOf("\n", i + 1)) count++;
  return count;
}

/**
 * Replaces each /* … *\/ with `mark` (an unclosed one runs to the end of the text). Given
 * `cuts`, records each stretch taken out there.
 */
export function removeBoneyard(text: string, mark = "", cuts?: Cut[]): string {
  let out = "";
  let from = 0;
  for (let open = text.indexOf("/*"); open !== -1; open = text.indexOf("/*", from)) {
    out += text.slice(from, open) + mark;
    const close = text.indexOf("*/", open + 2);
    const end = close === -1 ? text.length : close + 2;
    cuts?.push({ resumesAt: out.length, lineBreaks: countLineBreaks(text, open, end) });
    if (close === -1) return out;
    from = end;
  }
  return out + text.slice(from);
}

/**
 * Replaces each [[ … ]] with NOTE_MARK; an unclosed [[ stays text, as do all after it. Given
 * `cuts`, records each note taken out there.
 */
export function extractNotes(text: string, cuts?: Cut[]): CommentFreeText {
  const notes: string[] = [];
  let out = "";
  let from = 0;
  for (let open = text.indexOf("[["); open !== -1; open = text.indexOf("[[", from)) {
    const close = text.indexOf("]]", open + 2);
    if (close === -1) break;
    notes.push(text.slice(open + 2, close).trim());
    out += text.slice(from, open) + NOTE_MARK;
    from = close + 2;
    cuts?.push({ resumesAt: out.length, lineBreaks: countLineBreaks(text, open, close) });
  }
  return { text: out + text.slice(from), notes };
}
