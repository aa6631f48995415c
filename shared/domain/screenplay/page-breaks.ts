import type { FlowLine } from "./flow";
import { splitAtSentence } from "./sentence-breaks";
import { continuation } from "./speech-split";

/**
 * Where a speech may break across pages. "sentences" is Final Draft's default: only between
 * sentences, with at least two lines of the speech on each page. "anywhere" is afterwriting's:
 * after any dialogue line with dialogue on both sides.
 */
export type SpeechBreaks = "sentences" | "anywhere";

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
  if (breaks === "sentences" && splitAtSentence(lines, p, pageStart)) return true;
  const splittable =
    breaks === "anywhere" &&
    line.type === "dialogue" &&
    after?.type === "dialogue" &&
    before?.type === "dialogue";
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

/** Ends the page with (MORE) before line `p`, which moves to the next page under a (CONT'D) cue. */
function splitSpeech(lines: FlowLine[], p: number): void {
  lines.splice(p, 0, ...continuation((lines[p] as FlowLine).cue ?? ""));
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
