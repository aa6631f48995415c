import { runsText, type TextRun } from "./emphasis";
import type { SpeechBreaks } from "./page-breaks";
import type { BlockType, PrintProfile } from "./print-profile";
import { type Span, touches } from "./revision-spans";
import type { ScriptChanges } from "./revisions";
import type { Element, ElementOf } from "./types";
import { styledText, type WrappedLine, wrapRuns, wrapSourceLines, wrapText } from "./wrap";

export type FlowType = BlockType | "more" | "blank" | "page_break";

/** One printed line before it is placed on a page. */
export interface FlowLine {
  type: FlowType;
  runs: TextRun[];
  /** Position inside its unit (an action line, a heading, a speech…) for keep-together rules. */
  blockIndex: number;
  blockSize: number;
  /** Printed cue of the speech this line belongs to, repeated with (CONT'D) after a split. */
  cue?: string;
  /** Dual dialogue rows: this line is the left column, `right` the right column's line. */
  dual?: boolean;
  right?: FlowLine;
  sceneNumber?: string;
  /** A dialogue line's paragraph and where in it the line lies, to re-wrap it after a split. */
  source?: SpeechSource;
  /** The line changed since the earlier version the script is compared with: it gets a mark. */
  revised?: boolean;
  /**
   * The parsed element the line prints, and which line of the element's text ("\n"-separated,
   * from 0; 0 when absent) it comes from: page-map.ts traces pages back to the source with them.
   * Lines the layout adds, (MORE), a repeated cue and blank lines, have none.
   */
  element?: Element;
  elementLine?: number;
}

export interface SpeechSource {
  runs: TextRun[];
  /** The paragraph's text as printed (the runs' text joined). */
  plain: string;
  /** Plain-text offsets of the printed line in the paragraph. */
  from: number;
  to: number;
  /** Where wrapping started the line, before spaces it does not print. */
  start: number;
  width: number;
  /** What of the paragraph changed since the earlier version, if it is compared with one. */
  changes?: Span[];
}

const BLANK: FlowLine = { type: "blank", runs: [], blockIndex: 0, blockSize: 1 };

type Speech = { cue: ElementOf<"character">; lines: Element[] };
type Unit = Element | { type: "speech"; speech: Speech; partner?: Speech };

/** The changed stretches of an element's printed text; none when nothing is compared. */
type SpansOf = (element: Element) => Span[];

const REVISED = { revised: true } as const;
/** Marks every line of an element that changed at all (one-line elements, mostly). */
const revisedIf = (spans: Span[]) => (spans.length ? REVISED : {});

const SPEECH_PARTS = new Set(["parenthetical", "dialogue", "lyrics"]);
const HIDDEN = new Set(["note", "section", "synopsis"]);

/** Groups cues with their parentheticals/dialogue and pairs dual dialogue. */
function toUnits(elements: Element[]): Unit[] {
  const units: Unit[] = [];
  for (const element of elements) {
    if (HIDDEN.has(element.type)) continue;
    const last = units.at(-1);
    if (SPEECH_PARTS.has(element.type) && last?.type === "speech") {
      (last.partner ?? last.speech).lines.push(element);
    } else if (element.type === "character") {
      const speech = { cue: element, lines: [] };
      if (element.dual && last?.type === "speech" && !last.partner) last.partner = speech;
      else units.push({ type: "speech", speech });
    } else {
      units.push(element);
    }
  }
  return units;
}

export function cueText(cue: ElementOf<"character">): string {
  return cue.extension ? `${cue.name} ${cue.extension}` : cue.name;
}

function lines(type: BlockType, runs: TextRun[][], extra: Partial<FlowLine> = {}): FlowLine[] {
  return runs.map((r, i) => ({ type, runs: r, blockIndex: i, blockSize: runs.length, ...extra }));
}

const upper = (runs: TextRun[][]) =>
  runs.map((line) => line.map((r) => ({ ...r, text: r.text.toUpperCase() })));
const italic = (runs: TextRun[][]) => runs.map((line) => line.map((r) => ({ ...r, italic: true })));

/** A dialogue (or sung) paragraph's lines, each knowing where it lies in the paragraph. */
export function dialogueLines(
  runs: TextRun[],
  width: number,
  cue: string,
  changes: Span[] = [],
  element?: Element,
): FlowLine[] {
  const paragraph = { runs, plain: runsText(runs), width, ...(changes.length ? { changes } : {}) };
  const out: FlowLine[] = [];
  wrapRuns(runs, width).forEach((sourceLine, elementLine) => {
    for (const wrapped of sourceLine) {
      const line = dialogueLine(wrapped, paragraph, cue);
      if (element) {
        line.element = element;
        line.elementLine = elementLine;
      }
      out.push(line);
    }
  });
  return out;
}

/** One printed line of a dialogue paragraph. */
export function dialogueLine(
  { runs, from, to, start }: WrappedLine,
  paragraph: Pick<SpeechSource, "runs" | "plain" | "width" | "changes">,
  cue: string,
): FlowLine {
  const { plain, width, changes } = paragraph;
  const source = {
    runs: paragraph.runs,
    plain,
    width,
    from,
    to,
    start,
    ...(changes && { changes }),
  };
  const line: FlowLine = { type: "dialogue", runs, blockIndex: 0, blockSize: 0, cue, source };
  return touches(changes, from, to) ? { ...line, ...REVISED } : line;
}

function speechLines(
  speech: Speech,
  profile: PrintProfile,
  factor: number,
  spansOf: SpansOf,
): FlowLine[] {
  const cue = cueText(speech.cue);
  const width = (type: BlockType) => Math.floor(profile.blocks[type].width * factor);
  const all = lines("character", wrapText(cue, width("character")), {
    cue,
    element: speech.cue,
    ...revisedIf(spansOf(speech.cue)),
  });
  const add = (parts: FlowLine[]) => {
    // One by one: spreading a speech of a few hundred thousand lines overflows the call stack.
    for (const line of parts) all.push(line);
  };
  for (const part of speech.lines) {
    if (part.type === "parenthetical") {
      const extra = { cue, element: part, ...revisedIf(spansOf(part)) };
      add(lines("parenthetical", wrapText(part.text, width("parenthetical")), extra));
    }
    if (part.type === "dialogue")
      add(dialogueLines(styledText(part.text), width("dialogue"), cue, spansOf(part), part));
    if (part.type === "lyrics") {
      const sung = styledText(part.text).map((run) => ({ ...run, italic: true }));
      add(dialogueLines(sung, width("dialogue"), cue, spansOf(part), part));
    }
  }
  // The whole speech is one unit for the keep-together rules. The lines are this call's own.
  all.forEach((line, i) => {
    line.blockIndex = i;
    line.blockSize = all.length;
  });
  return all;
}

function dualLines(
  left: Speech,
  right: Speech,
  profile: PrintProfile,
  spansOf: SpansOf,
): FlowLine[] {
  const l = speechLines(left, profile, profile.dualWidthFactor, spansOf);
  const r = speechLines(right, profile, profile.dualWidthFactor, spansOf);
  const rows = Math.max(l.length, r.length);
  const pad = (): FlowLine => ({ type: "dialogue", runs: [], blockIndex: 0, blockSize: 0 });
  return Array.from({ length: rows }, (_, i) => {
    const line = l[i] ?? pad();
    const partner = r[i];
    return partner ? { ...line, dual: true, right: partner } : { ...line, dual: true };
  });
}

/**
 * Action as it prints. afterwriting wraps the spaces that end a line onto a printed line of their
 * own; Final Draft prints nothing for them. Afterwriting's breaks ("anywhere") keep that line so
 * pages agree with afterwriting's; Final Draft's ("sentences") drop it.
 */
function printedAction(text: string, breaks: SpeechBreaks): string {
  if (breaks === "anywhere") return text;
  return text
    .split("\n")
    .map((line) => line.trimEnd())
    .join("\n");
}

/**
 * Action's lines. Each source line is its own unit, as in afterwriting, so short lines stay
 * whole; an empty one is a blank line the writer kept between paragraphs. Only the lines holding
 * changed words are marked.
 */
function actionLines(element: Element, text: string, width: number, spans: Span[]): FlowLine[] {
  return wrapRuns(styledText(text), width).flatMap((sourceLine, elementLine) => {
    if (sourceLine.length === 1 && sourceLine[0]?.runs.length === 0) return [BLANK];
    const printed = lines(
      "action",
      sourceLine.map((line) => line.runs),
      { element, elementLine },
    );
    sourceLine.forEach(({ from, to }, i) => {
      if (touches(spans, from, to)) (printed[i] as FlowLine).revised = true;
    });
    return printed;
  });
}

/** Lyrics outside a speech: one unit for the keep-together rules, in italics. */
function lyricsLines(element: ElementOf<"lyrics">, width: number, spans: Span[]): FlowLine[] {
  const bySourceLine = wrapSourceLines(element.text, width);
  const printed = lines("action", italic(bySourceLine.flat()), { element, ...revisedIf(spans) });
  const elementLines = bySourceLine.flatMap((sourceLine, k) => sourceLine.map(() => k));
  printed.forEach((line, i) => {
    line.elementLine = elementLines[i];
  });
  return printed;
}

function unitLines(
  unit: Unit,
  profile: PrintProfile,
  breaks: SpeechBreaks,
  spansOf: SpansOf,
): FlowLine[] {
  const width = (type: BlockType) => profile.blocks[type].width;
  switch (unit.type) {
    case "speech":
      return unit.partner
        ? dualLines(unit.speech, unit.partner, profile, spansOf)
        : speechLines(unit.speech, profile, 1, spansOf);
    case "scene_heading": {
      const wrapped = upper(wrapText(unit.text, width("scene_heading")));
      const heading = lines("scene_heading", wrapped, {
        element: unit,
        ...revisedIf(spansOf(unit)),
      });
      if (unit.sceneNumber && heading[0]) heading[0].sceneNumber = unit.sceneNumber;
      return heading;
    }
    case "action":
      return actionLines(unit, printedAction(unit.text, breaks), width("action"), spansOf(unit));
    case "transition": {
      const wrapped = upper(wrapText(unit.text, width("transition")));
      return lines("transition", wrapped, { element: unit, ...revisedIf(spansOf(unit)) });
    }
    case "centered":
      return wrapSourceLines(unit.text, width("centered")).flatMap((runs, elementLine) =>
        lines("centered", runs, { element: unit, elementLine, ...revisedIf(spansOf(unit)) }),
      );
    case "lyrics":
      return lyricsLines(unit, width("action"), spansOf(unit));
    default:
      return [];
  }
}

/** An element's text as it prints, plain: what the comparison with an earlier version reads. */
function printedPlain(element: Element, breaks: SpeechBreaks): string {
  if (element.type === "character") return cueText(element);
  if (!("text" in element)) return "";
  const text = element.type === "action" ? printedAction(element.text, breaks) : element.text;
  return runsText(styledText(text));
}

/**
 * Lays elements out as one long column of lines with the blank lines between them. Compared with
 * an earlier version (`changes`), the lines that changed are marked `revised`.
 */
export function flowLines(
  elements: Element[],
  profile: PrintProfile,
  breaks: SpeechBreaks = "sentences",
  changes?: ScriptChanges,
): FlowLine[] {
  const spansOf: SpansOf = changes
    ? (element) => changes.spans(element, (e) => printedPlain(e, breaks))
    : () => [];
  const flow: FlowLine[] = [];
  for (const unit of toUnits(elements)) {
    if (unit.type === "page_break") {
      flow.push({ ...BLANK, type: "page_break" });
      continue;
    }
    const unitFlow = unitLines(unit, profile, breaks, spansOf);
    if (unitFlow.length === 0) continue;
    if (flow.length > 0 && flow.at(-1)?.type !== "page_break") flow.push(BLANK);
    // One by one: spreading a unit of a few hundred thousand lines overflows the call stack.
    for (const line of unitFlow) flow.push(line);
  }
  return flow;
}
