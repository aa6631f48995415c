import type { FlowLine } from "./flow";

export const MORE = "(MORE)";
export const CONTD = "(CONT'D)";

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
 * speech splits only between dialogue lines, with (MORE) and a repeated cue (CONT'D).
 */
function canBreakAfter(lines: FlowLine[], p: number, pageStart: number): boolean {
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
    line.type === "dialogue" && after?.type === "dialogue" && before?.type === "dialogue";
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
export function breakPages(flow: FlowLine[], perPage: number): FlowLine[][] {
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
    const last = forced !== -1 ? forced - 1 : lastLineOnPage(lines, start, perPage);
    pages.push(lines.slice(start, last + 1));
    start = last + 1;
  }
  return pages;
}

function lastLineOnPage(lines: FlowLine[], pageStart: number, perPage: number): number {
  let limit = pageStart + perPage;
  while (true) {
    let p = limit - 1;
    while (p > pageStart && !isText(lines[p])) p--;
    if (p <= pageStart) return pageStart + perPage - 1;
    if (canBreakAfter(lines, p, pageStart)) return p;
    limit = p;
  }
}
