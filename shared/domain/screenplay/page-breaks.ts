import { runsText } from "./emphasis";
import type { FlowLine } from "./flow";

export const MORE = "(MORE)";
export const CONTD = "(CONT'D)";

/**
 * Where a speech may break across pages. "sentences" is Final Draft's default: only after a
 * line that ends a sentence, with at least two lines of the speech on each page. "anywhere" is
 * afterwriting's: after any dialogue line with dialogue on both sides.
 */
export type SpeechBreaks = "sentences" | "anywhere";

/** Lines of a speech (its cue not counted) that each page keeps when a speech breaks. */
const MIN_SPEECH_LINES = 2;
/** What may close a sentence after its final mark: quotes, brackets, emphasis markers. */
const CLOSERS = new Set(['"', "'", "\u201D", "\u2019", ")", "]", "*", "_"]);
const SENTENCE_ENDS = new Set([".", "?", "!", "\u2026"]);

/** Whether a printed line ends a sentence: ".", "?", "!" or "…", then any closing marks. */
export function endsSentence(text: string): boolean {
  let end = text.trimEnd().length - 1;
  while (end >= 0 && CLOSERS.has(text[end] as string)) end--;
  return end >= 0 && SENTENCE_ENDS.has(text[end] as string);
}

const isText = (line: FlowLine | undefined) =>
  !!line && line.type !== "blank" && line.type !== "page_break";
const isSpeech = (line: FlowLine) => line.cue !== undefined;

function neighbour(
  lines: FlowLine[],
  from: number,
  step: 1 | -1,
  lo: number,
): FlowLine | undefined {
  for (let i = from + step; i >= lo && i < lines.length; i += step) {
    if (isText(lines[i])) return lines[i];
  }
  return undefined;
}

/**
 * Whether a page may end after line `p`. The rules are afterwriting's default breaker, so page
 * counts agree with it: a heading never ends a page, a transition never starts one, action
 * blocks of up to three lines stay whole (longer ones keep two lines on each side), and a
 * speech splits only inside its dialogue, with (MORE) and a repeated cue (CONT'D); where inside
 * it is up to `breaks`. A speech that may not split anywhere on the page moves to the next.
 */
function canBreakAfter(
  lines: FlowLine[],
  p: number,
  pageStart: number,
  breaks: SpeechBreaks,
): boolean {
  const line = lines[p] as FlowLine;
  const before = neighbour(lines, p, -1, pageStart);
  const after = neighbour(lines, p, 1, pageStart);
  if (line.type === "scene_heading" && after && after.type !== "scene_heading") return false;
  if (after?.type === "transition" && line.type !== "transition") return false;
  if (line.type === "action") {
    const last = line.blockIndex === line.blockSize - 1;
    if (line.blockSize < 4) return last;
    return line.blockIndex !== 0 && line.blockIndex !== line.blockSize - 2;
  }
  if (line.dual && after?.dual) return false;
  const splittable =
    breaks === "anywhere"
      ? line.type === "dialogue" && after?.type === "dialogue" && before?.type === "dialogue"
      : splitsBetweenSentences(lines, p, pageStart, before);
  if (splittable && isSpeech(line) && after && isSpeech(after)) {
    splitSpeech(lines, p);
    return true;
  }
  return !(
    isSpeech(line) &&
    after &&
    (after.type === "dialogue" || after.type === "parenthetical")
  );
}

/**
 * Final Draft's default. Breaking at `p` puts (MORE) in line p's place and line p on the next
 * page, so the page ends with the line before it: that line must be dialogue that ends a
 * sentence, with at least two lines of the speech on this page (a continued speech counts
 * from the page's top) and, from line p on, two on the next.
 */
function splitsBetweenSentences(
  lines: FlowLine[],
  p: number,
  pageStart: number,
  before: FlowLine | undefined,
): boolean {
  const line = lines[p] as FlowLine;
  if (line.dual || (line.type !== "dialogue" && line.type !== "parenthetical")) return false;
  if (before?.type !== "dialogue" || before.cue !== line.cue) return false;
  const onThisPage = Math.min(line.blockIndex - 1, p - pageStart - 1);
  const onNextPage = line.blockSize - line.blockIndex;
  return (
    onThisPage >= MIN_SPEECH_LINES &&
    onNextPage >= MIN_SPEECH_LINES &&
    endsSentence(runsText(before.runs))
  );
}

/** Ends the page with (MORE) before line `p`, which moves to the next page under a (CONT'D) cue. */
function splitSpeech(lines: FlowLine[], p: number): void {
  const line = lines[p] as FlowLine;
  const cue = line.cue ?? "";
  const contd = cue.includes(CONTD) ? cue : `${cue} ${CONTD}`;
  lines.splice(
    p,
    0,
    { type: "more", runs: [{ text: MORE }], blockIndex: 0, blockSize: 1 },
    { type: "character", runs: [{ text: contd }], blockIndex: 0, blockSize: 1, cue },
  );
}

/** Splits the flow into pages of at most `perPage` lines (forced breaks honoured). */
export function breakPages(
  flow: FlowLine[],
  perPage: number,
  breaks: SpeechBreaks = "sentences",
): FlowLine[][] {
  const pages: FlowLine[][] = [];
  // One array and a cursor: (MORE) insertions splice into it in place.
  const lines = flow.slice();
  let start = 0;
  while (true) {
    while (start < lines.length && !isText(lines[start])) start++;
    if (start >= lines.length) break;
    const end = Math.min(lines.length, start + perPage);
    let forced = -1;
    for (let i = start; i < end && forced === -1; i++)
      if (lines[i]?.type === "page_break") forced = i;
    if (forced === -1 && lines.length - start <= perPage) {
      pages.push(lines.slice(start));
      break;
    }
    const last = forced !== -1 ? forced - 1 : lastLineOnPage(lines, start, perPage, breaks);
    pages.push(lines.slice(start, last + 1));
    start = last + 1;
  }
  return pages;
}

function lastLineOnPage(
  lines: FlowLine[],
  pageStart: number,
  perPage: number,
  breaks: SpeechBreaks,
): number {
  let limit = pageStart + perPage;
  while (true) {
    let p = limit - 1;
    while (p > pageStart && !isText(lines[p])) p--;
    if (p <= pageStart) return pageStart + perPage - 1;
    if (canBreakAfter(lines, p, pageStart, breaks)) return p;
    limit = p;
  }
}
