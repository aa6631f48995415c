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
  const runs = styledText(text);
  const slice = runSlicer(runs);
  return eachSourceLine(runsText(runs), width, (from, to) => slice(from, to));
}

/**
 * Wraps each "\n" line of `plain` and returns, grouped by source line, what `print` makes of
 * each printed line (given its plain-text range and where wrapping started it).
 */
function eachSourceLine<T>(
  plain: string,
  width: number,
  print: (from: number, to: number, start: number) => T,
): T[][] {
  const size = Math.max(1, Math.floor(width));
  let offset = 0;
  return plain.split("\n").map((line) => {
    const lineStart = offset;
    offset += line.length + 1;
    const printedLines: T[] = [];
    for (let pos = 0; pos <= line.length; ) {
      const [from, to, next] = nextLine(line, pos, size, pos > 0);
      printedLines.push(print(lineStart + from, lineStart + to, lineStart + pos));
      pos = next;
    }
    return printedLines;
  });
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
  /** Where wrapping started this line (before the spaces it does not print). */
  start: number;
}

/** Wraps styled runs (whose text may hold "\n" lines), grouped by source line. */
export function wrapRuns(runs: TextRun[], width: number): WrappedLine[][] {
  const slice = runSlicer(runs);
  return eachSourceLine(runsText(runs), width, (from, to, start) => ({
    runs: slice(from, to),
    from,
    to,
    start,
  }));
}

/**
 * Re-wraps a paragraph's runs from wrap position `start` (which continues a source line), line
 * by line, until the next line would start where `resumes` says an existing line starts: from
 * there on the existing lines are what wrapping would print again. Wrapping stops at `limit` in
 * any case (where an existing line starts), so the work stays a few lines long even where the
 * new breaks never fall back in step with the old ones. Returns the new lines and where the
 * existing lines take over (past the text's end when wrapping ran to it).
 */
export function rewrapFrom(
  paragraph: { runs: TextRun[]; plain: string; width: number },
  start: number,
  limit: number,
  resumes: (position: number) => boolean,
): { lines: WrappedLine[]; resumeAt: number } {
  const { runs, plain } = paragraph;
  const slice = runSlicer(runs);
  const size = Math.max(1, Math.floor(paragraph.width));
  const lines: WrappedLine[] = [];
  let pos = start;
  while (pos <= plain.length && pos < limit && (pos === start || !resumes(pos))) {
    // One line's width ahead is all a printed line can hold: its source line ends or wraps there.
    const window = plain.slice(pos, Math.min(pos + size + 1, limit));
    const newline = window.indexOf("\n");
    const continues = pos === start || (pos > 0 && plain[pos - 1] !== "\n");
    const line = newline === -1 ? window : window.slice(0, newline);
    const [lineFrom, lineTo, next] = nextLine(line, 0, size, continues);
    const [from, to] = [pos + lineFrom, pos + lineTo];
    lines.push({ runs: slice(from, to), from, to, start: pos });
    pos += next;
  }
  return { lines, resumeAt: Math.min(pos, limit) };
}

/** The runs' text from `from` to `to` (plain offsets), styles kept. */
export function sliceRuns(runs: TextRun[], from: number, to: number): TextRun[] {
  return runSlicer(runs)(from, to);
}

/**
 * The printed line that wrapping `line` (one source line, no "\n") from `pos` gives, and where
 * the next one starts (past the end when this one is the last). A line breaks at the last space
 * that fits (a line may run up to the width, the space after it not counted) and that one space
 * goes; any further spaces start the next line, and spaces that end the text wrap onto a line
 * of their own. These are afterwriting's rules, so lines, and so pages, agree with it. A word
 * longer than the width is cut at the width. Spaces at either end of a wrapped line are not
 * printed (leading ones only where the line continues a source line).
 */
function nextLine(
  line: string,
  pos: number,
  width: number,
  continues: boolean,
): [from: number, to: number, next: number] {
  if (line.length - pos <= width)
    return printed(line, pos, line.length, continues, line.length + 1);
  const space = line.slice(pos, pos + width + 1).lastIndexOf(" ");
  const end = space === -1 ? pos + width : pos + space;
  return printed(line, pos, end, continues, space === -1 ? end : end + 1);
}

/** The range without its trailing spaces, and its leading ones when it continues a line. */
function printed(
  plain: string,
  start: number,
  end: number,
  continues: boolean,
  next: number,
): [from: number, to: number, next: number] {
  let from = start;
  let to = end;
  while (to > from && plain[to - 1] === " ") to--;
  while (continues && from < to && plain[from] === " ") from++;
  return [from, to, next];
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
