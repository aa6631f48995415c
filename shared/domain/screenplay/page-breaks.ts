import type { FlowLine } from "./flow";

export const MORE = "(MORE)";
export const CONTD = "(CONT'D)";

const isText = (line: FlowLine | undefined) =>
  !!line && line.type !== "blank" && line.type !== "page_break";
const isSpeech = (line: FlowLine) => line.cue !== undefined;

function neighbour(lines: FlowLine[], from: number, step: 1 | -1): FlowLine | undefined {
  for (let i = from + step; i >= 0 && i < lines.length; i += step) {
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
function canBreakAfter(lines: FlowLine[], p: number): boolean {
  const line = lines[p] as FlowLine;
  const before = neighbour(lines, p, -1);
  const after = neighbour(lines, p, 1);
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
  let rest = flow.slice();
  while (true) {
    const firstText = rest.findIndex(isText);
    if (firstText === -1) break;
    rest = rest.slice(firstText);
    const forced = rest.slice(0, perPage).findIndex((line) => line.type === "page_break");
    if (forced === -1 && rest.length <= perPage) {
      pages.push(rest);
      break;
    }
    const last = forced !== -1 ? forced - 1 : lastLineOnPage(rest, perPage);
    pages.push(rest.slice(0, last + 1));
    rest = rest.slice(last + 1);
  }
  return pages;
}

function lastLineOnPage(lines: FlowLine[], perPage: number): number {
  let start = perPage;
  while (true) {
    let p = start - 1;
    while (p > 0 && !isText(lines[p])) p--;
    if (p <= 0) return perPage - 1;
    if (canBreakAfter(lines, p)) return p;
    start = p;
  }
}
