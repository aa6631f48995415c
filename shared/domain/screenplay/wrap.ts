import { parseEmphasis, runsText, type TextRun } from "./emphasis";

const TAB = "    ";

/**
 * Word-wraps one element's text (which may hold several "\n" lines and emphasis markup) to
 * `width` characters, breaking at spaces and hard-breaking words longer than a line.
 * Returns the styled runs of each printed line.
 */
export function wrapText(text: string, width: number): TextRun[][] {
  return wrapSourceLines(text, width).flat();
}

/** Like wrapText, but grouped by source line (afterwriting keeps each source line whole). */
export function wrapSourceLines(text: string, width: number): TextRun[][][] {
  const runs = parseEmphasis(text.replaceAll("\t", TAB));
  const plain = runsText(runs);
  let start = 0;
  return plain.split("\n").map((line) => {
    const offset = start;
    start += line.length + 1;
    const ranges = breakPoints(line, Math.max(1, Math.floor(width)));
    return ranges.map(([from, to]) => sliceRuns(runs, offset + from, offset + to));
  });
}

function breakPoints(plain: string, width: number): [number, number][] {
  const ranges: [number, number][] = [];
  let pos = 0;
  while (plain.length - pos > width) {
    const space = plain.slice(pos, pos + width + 1).lastIndexOf(" ");
    let end = space > 0 ? pos + space : pos + width;
    let next = end;
    while (end > pos && plain[end - 1] === " ") end--;
    if (end === pos) {
      end = pos + width;
      next = end;
    }
    ranges.push([pos, end]);
    while (plain[next] === " ") next++;
    pos = next;
  }
  ranges.push([pos, plain.length]);
  return ranges;
}

export function sliceRuns(runs: TextRun[], start: number, end: number): TextRun[] {
  const result: TextRun[] = [];
  let offset = 0;
  for (const run of runs) {
    const from = Math.max(start, offset);
    const to = Math.min(end, offset + run.text.length);
    if (to > from) result.push({ ...run, text: run.text.slice(from - offset, to - offset) });
    offset += run.text.length;
  }
  return result;
}
