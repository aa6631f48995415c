import { runsText } from "./emphasis";
import { dialogueLines, type FlowLine } from "./flow";
import { continuation, inSpeech, replaceLines } from "./speech-split";
import { sliceRuns } from "./wrap";

/** Lines of a speech (its cue not counted) that each page keeps when the speech breaks. */
const MIN_SPEECH_LINES = 2;
/** What may close a sentence after its final mark: quotes and brackets. */
const CLOSERS = new Set(['"', "'", "\u201D", "\u2019", ")", "]"]);
const SENTENCE_ENDS = new Set([".", "?", "!", "\u2026"]);

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

/** Index just past the speech that line `p` belongs to. */
function speechEnd(lines: FlowLine[], p: number): number {
  const line = lines[p] as FlowLine;
  // Speech lines are numbered through their speech, so its end is known without a scan.
  return p + line.blockSize - line.blockIndex;
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
  if (Math.min(above.blockIndex, p - pageStart) < MIN_SPEECH_LINES) return false;
  const end = speechEnd(lines, p);
  if (endsSentence(runsText(above.runs))) {
    if (end - p < MIN_SPEECH_LINES) return false;
    replaceLines(lines, p, 0, continuation(line.cue ?? ""));
    renumberSpeech(lines, p + 1);
    return true;
  }
  return splitInsideLine(lines, p, end);
}

/** Ends the page inside the line above `p`, after its last sentence (see splitAtSentence). */
function splitInsideLine(lines: FlowLine[], p: number, end: number): boolean {
  const above = lines[p - 1] as FlowLine;
  const source = above.source;
  const cut = lastSentenceEnd(runsText(above.runs));
  if (!source || cut === -1) return false;
  const paragraphEnd = nextParagraph(lines, p, source.runs);
  const text = runsText(source.runs);
  let restFrom = source.from + cut;
  while (text[restFrom] === " ") restFrom++;
  const rest = sliceRuns(source.runs, restFrom, text.length);
  const cue = above.cue ?? "";
  const reflowed = dialogueLines(rest, source.width, cue);
  if (reflowed.length + end - paragraphEnd < MIN_SPEECH_LINES) return false;
  const kept: FlowLine = {
    ...above,
    runs: sliceRuns(source.runs, source.from, source.from + cut),
    source: { ...source, to: source.from + cut },
  };
  replaceLines(lines, p - 1, paragraphEnd - (p - 1), [kept, ...continuation(cue), ...reflowed]);
  renumberSpeech(lines, p + 1);
  return true;
}

/** Index of the first line from `p` on that is not printed from the paragraph `runs`. */
function nextParagraph(lines: FlowLine[], p: number, runs: FlowLine["runs"]): number {
  let i = p;
  while (lines[i]?.source?.runs === runs) i++;
  return i;
}

/** Numbers the lines of the speech resumed by the (CONT'D) cue at `cueIndex` from that cue. */
function renumberSpeech(lines: FlowLine[], cueIndex: number): void {
  const cue = lines[cueIndex]?.cue;
  let end = cueIndex + 1;
  while (inSpeech(lines[end], cue)) end++;
  for (let i = cueIndex; i < end; i++) {
    lines[i] = { ...(lines[i] as FlowLine), blockIndex: i - cueIndex, blockSize: end - cueIndex };
  }
}
