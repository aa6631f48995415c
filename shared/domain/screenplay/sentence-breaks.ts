import { runsText } from "./emphasis";
import { dialogueLine, type FlowLine } from "./flow";
import { touches } from "./revision-spans";
import { continuation, inSpeech, replaceLines } from "./speech-split";
import { rewrapFrom, sliceRuns } from "./wrap";

/** Lines of a speech (its cue not counted) that each page keeps when the speech breaks. */
const MIN_SPEECH_LINES = 2;
/** What may close a sentence after its final mark: quotes and brackets. */
const CLOSERS = new Set(['"', "'", "\u201D", "\u2019", ")", "]"]);
const SENTENCE_ENDS = new Set([".", "?", "!", "\u2026"]);
/**
 * Old lines of a paragraph a split may re-wrap. Ordinary text falls back in step with its old
 * breaks within a line or two; text that never does (a phrase repeated) joins the old lines
 * here, so each split costs a few lines, not the rest of the paragraph.
 */
const REWRAP_LINES = 8;

/** Whether text[0, end) ends a sentence: ".", "?", "!" or "…", then any closing marks. */
function sentenceEndsAt(text: string, end: number): boolean {
  let last = end - 1;
  while (last >= 0 && CLOSERS.has(text[last] as string)) last--;
  return last >= 0 && SENTENCE_ENDS.has(text[last] as string);
}

/** Whether a printed line ends a sentence. */
export function endsSentence(text: string): boolean {
  return sentenceEndsAt(text, text.trimEnd().length);
}

/** Where the last sentence inside the line ends, text following it on the line; -1 if none. */
function lastSentenceEnd(text: string): number {
  for (let space = text.lastIndexOf(" "); space > 0; space = text.lastIndexOf(" ", space - 1)) {
    if (sentenceEndsAt(text, space) && text.slice(space).trim() !== "") return space;
  }
  return -1;
}

/** Spoken lines of the speech on this page from its cue down to line `last`, capped at `cap`. */
function linesAbove(lines: FlowLine[], last: number, pageStart: number, cap: number): number {
  const cue = lines[last]?.cue;
  let count = 0;
  for (let i = last; i >= pageStart && count < cap && inSpeech(lines[i], cue); i--) count++;
  return count;
}

/** Whether the speech has `count` spoken lines from line `first` on. */
function hasLinesFrom(lines: FlowLine[], first: number, count: number, cue?: string): boolean {
  for (let i = first; i < first + count; i++) if (!inSpeech(lines[i], cue)) return false;
  return true;
}

/**
 * Final Draft's default break: a speech breaks only between sentences, keeping at least two of
 * its lines on each page. Asked to end the page before line `p` of a speech, it ends it after
 * the last sentence in the line above `p`: at that line's end, or inside it, the rest of the
 * paragraph re-wrapped on the next page. Then (MORE) takes line p's place and the speech goes
 * on under its cue with (CONT'D). Returns false, changing nothing, when no such break keeps two
 * lines on each side.
 */
export function splitAtSentence(lines: FlowLine[], p: number, pageStart: number): boolean {
  const line = lines[p] as FlowLine;
  const above = lines[p - 1];
  if (line.dual || !inSpeech(line, line.cue) || above?.type !== "dialogue") return false;
  if (!inSpeech(above, line.cue) || p - 1 < pageStart) return false;
  if (linesAbove(lines, p - 1, pageStart, MIN_SPEECH_LINES) < MIN_SPEECH_LINES) return false;
  if (endsSentence(runsText(above.runs))) {
    if (!hasLinesFrom(lines, p, MIN_SPEECH_LINES, line.cue)) return false;
    replaceLines(lines, p, 0, continuation(line.cue ?? ""));
    return true;
  }
  return splitInsideLine(lines, p);
}

/**
 * A re-wrapped line prints the element of the line it was cut from, from that line's line of
 * the element's text or, past a "\n" in the paragraph, a later one.
 */
function sameElement(cut: FlowLine, from: number): Pick<FlowLine, "element" | "elementLine"> {
  if (!cut.element || !cut.source) return {};
  const breaksPassed = cut.source.plain.slice(cut.source.from, from).split("\n").length - 1;
  return { element: cut.element, elementLine: (cut.elementLine ?? 0) + breaksPassed };
}

/**
 * Ends the page inside the line above `p`, after its last sentence (see splitAtSentence). Only
 * the lines up to where wrapping the rest falls back in step with the old lines are new.
 */
function splitInsideLine(lines: FlowLine[], p: number): boolean {
  const above = lines[p - 1] as FlowLine;
  const source = above.source;
  const cut = lastSentenceEnd(runsText(above.runs));
  if (!source || cut === -1) return false;
  const cutAt = source.from + cut;
  let restFrom = cutAt;
  while (source.plain[restFrom] === " ") restFrom++;
  let old = p;
  const sameParagraph = (i: number) => lines[i]?.source?.runs === source.runs;
  const resumes = (position: number) => {
    while (sameParagraph(old) && (lines[old]?.source?.start ?? 0) < position) old++;
    return sameParagraph(old) && lines[old]?.source?.start === position;
  };
  const limitLine = lines[p + REWRAP_LINES];
  const limit = sameParagraph(p + REWRAP_LINES) ? (limitLine?.source?.start ?? 0) : Infinity;
  const rewrap = rewrapFrom(source, restFrom, limit, resumes);
  if (!resumes(rewrap.resumeAt)) while (sameParagraph(old)) old++;
  const cue = above.cue ?? "";
  const reflowed = rewrap.lines.map((wrapped) => ({
    ...dialogueLine(wrapped, source, cue),
    ...sameElement(above, wrapped.from),
  }));
  if (reflowed.length < MIN_SPEECH_LINES && !hasLinesFrom(lines, old, 1, cue)) return false;
  const { revised: _, ...aboveUnmarked } = above;
  const kept: FlowLine = {
    ...aboveUnmarked,
    runs: sliceRuns(source.runs, source.from, cutAt),
    source: { ...source, to: cutAt },
    // The changed words that were on the line may have moved on with the rest of it.
    ...(touches(source.changes, source.from, cutAt) && { revised: true }),
  };
  replaceLines(lines, p - 1, old - (p - 1), [kept, ...continuation(cue), ...reflowed]);
  return true;
}
