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
  const slice = runSlicer(runs);
  let start = 0;
  return plain.split("\n").map((line) => {
    const offset = start;
    start += line.length + 1;
    const ranges = breakPoints(line, Math.max(1, Math.floor(width)));
    return ranges.map(([from, to]) => slice(offset + from, offset + to));
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

/**
 * Cuts the runs into the printed lines' pieces. Lines come in order, so a cursor walks the runs
 * once: starting from the first run for every line made a long styled element quadratic.
 */
function runSlicer(runs: TextRun[]): (start: number, end: number) => TextRun[] {
  let index = 0;
  let offset = 0;
  return (start, end) => {
    while (index < runs.length && offset + (runs[index] as TextRun).text.length <= start) {
      offset += (runs[index] as TextRun).text.length;
      index++;
    }
    const result: TextRun[] = [];
    for (let i = index, at = offset; i < runs.length && at < end; i++) {
      const run = runs[i] as TextRun;
      const from = Math.max(start, at);
      const to = Math.min(end, at + run.text.length);
      if (to > from) result.push({ ...run, text: run.text.slice(from - at, to - at) });
      at += run.text.length;
    }
    return result;
  };
}
