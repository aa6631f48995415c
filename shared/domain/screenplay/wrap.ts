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
  return wrapRuns(styledText(text), width).map((line) => line.map((printed) => printed.runs));
}

/** Fountain text as the styled runs that print (tabs as four spaces). */
export function styledText(text: string): TextRun[] {
  return parseEmphasis(text.replaceAll("\t", TAB));
}

/** A printed line and where its text lies in the plain text of the runs it was cut from. */
export interface WrappedLine {
  runs: TextRun[];
  from: number;
  to: number;
}

/** Wraps styled runs (whose text may hold "\n" lines), grouped by source line. */
export function wrapRuns(runs: TextRun[], width: number): WrappedLine[][] {
  const plain = runsText(runs);
  const slice = runSlicer(runs);
  let start = 0;
  return plain.split("\n").map((line) => {
    const offset = start;
    start += line.length + 1;
    const ranges = breakPoints(line, Math.max(1, Math.floor(width)));
    return ranges.map(([from, to]) => ({
      runs: slice(offset + from, offset + to),
      from: offset + from,
      to: offset + to,
    }));
  });
}

/** The runs' text from `from` to `to` (plain offsets), styles kept. */
export function sliceRuns(runs: TextRun[], from: number, to: number): TextRun[] {
  return runSlicer(runs)(from, to);
}

/**
 * Where each printed line of `plain` starts and ends. A line breaks at the last space that fits
 * (a line may run up to the width, the space after it not counted) and that one space goes; any
 * further spaces start the next line, and spaces that end the text wrap onto a line of their
 * own. These are afterwriting's rules, so lines, and so pages, agree with it. A word longer than
 * the width is cut at the width. Spaces at either end of a wrapped line are not printed.
 */
function breakPoints(plain: string, width: number): [number, number][] {
  const ranges: [number, number][] = [];
  let pos = 0;
  while (plain.length - pos > width) {
    const space = plain.slice(pos, pos + width + 1).lastIndexOf(" ");
    const end = space === -1 ? pos + width : pos + space;
    ranges.push(printed(plain, pos, end, pos > 0));
    pos = space === -1 ? end : end + 1;
  }
  ranges.push(printed(plain, pos, plain.length, pos > 0));
  return ranges;
}

/** The range without its trailing spaces, and its leading ones when it continues a line. */
function printed(plain: string, start: number, end: number, continues: boolean): [number, number] {
  let from = start;
  let to = end;
  while (to > from && plain[to - 1] === " ") to--;
  while (continues && from < to && plain[from] === " ") from++;
  return [from, to];
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
