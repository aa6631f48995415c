import type { Cut } from "./parse-comments";

/**
 * Where the parser's elements come from in the source, so that a printed line can be traced
 * back to the line the writer typed (page-map.ts).
 */
export interface SourceLines {
  /**
   * The 0-based source line of each line that makes up elements' text, in order: every body line
   * except those holding only a note or a boneyard, which a paragraph's text skips over.
   */
  textLines: number[];
  /** Each element's first line as an index into `textLines`; parallel to the elements. */
  elementStarts: number[];
}

/** The source line of line `k` ("\n"-separated, from 0) of element `element`'s text. */
export function sourceLineOf(lines: SourceLines, element: number, k: number): number {
  const index = (lines.elementStarts[element] ?? 0) + k;
  return lines.textLines[Math.min(index, lines.textLines.length - 1)] ?? 0;
}

/** Characters that print nothing: whitespace and the marks left where text was taken out. */
const SILENT = /[\s\u{E000}\u{E001}]/u;

function firstPrinted(text: string, from: number, to: number): number {
  for (let i = from; i < to; i++) if (!SILENT.test(text[i] as string)) return i;
  return from;
}

/**
 * For each line of `text`, which had `cuts` (in order) taken out of it, the line of the text
 * before the cuts holding the line's first printed character: a note or boneyard running over
 * several lines moves the lines after it, and the text after one that opens a line, down.
 */
export function linesBeforeCuts(text: string, cuts: Cut[]): number[] {
  const lines: number[] = [];
  let cut = 0;
  let shift = 0;
  let start = 0;
  for (let line = 0; start <= text.length; line++) {
    const newline = text.indexOf("\n", start);
    const end = newline === -1 ? text.length : newline;
    const printedAt = firstPrinted(text, start, end);
    while (cut < cuts.length && (cuts[cut] as Cut).resumesAt <= printedAt) {
      shift += (cuts[cut] as Cut).lineBreaks;
      cut++;
    }
    lines.push(line + shift);
    start = end + 1;
  }
  return lines;
}
