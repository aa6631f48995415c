import { BONEYARD_MARK, type Cut, extractNotes, NOTE_MARK, removeBoneyard } from "./parse-comments";
import {
  type LineMatch,
  type LinePattern,
  looksLikeCue,
  PATTERNS,
  splitCue,
  splitSceneNumber,
} from "./parse-patterns";
import { parseTitlePage } from "./parse-title-page";
import { linesBeforeCuts, type SourceLines } from "./source-lines";
import type { Element, ScreenplayDocument } from "./types";

/** Elements that continue over consecutive source lines (no blank line between). */
type Multiline = "action" | "dialogue" | "centered" | "lyrics";

interface LineContext {
  line: string;
  /**
   * The line as an action line keeps it: Fountain retains spaces in action, trailing ones too
   * (afterwriting's page breaks print them as a line of their own). Only the spaces left by a
   * note taken out of the line are dropped.
   */
  actionText: string;
  trimmed: string;
  prevBlank: boolean;
  nextBlank: boolean;
  /** Blank lines just before this one (0 when the previous line has text). */
  blanksBefore: number;
}

/** Parses Fountain (https://fountain.io) into a title page and typed elements. */
export function parseFountain(source: string): ScreenplayDocument {
  return parse(source);
}

/**
 * Parses like parseFountain and also tells which source line each element's lines come from
 * (source lines counted from 0, the title page's included).
 */
export function parseFountainWithSourceLines(source: string): {
  document: ScreenplayDocument;
  sourceLines: SourceLines;
} {
  const sourceLines: SourceLines = { textLines: [], elementStarts: [] };
  return { document: parse(source, sourceLines), sourceLines };
}

/** Called after each body line is classified, with the elements made so far. */
type LineTracer = (line: number, elementCount: number, inText: boolean) => void;

function parse(source: string, trace?: SourceLines): ScreenplayDocument {
  const normalized = source.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  const boneyardCuts: Cut[] | undefined = trace && [];
  const noteCuts: Cut[] | undefined = trace && [];
  const withoutBoneyards = removeBoneyard(normalized, BONEYARD_MARK, boneyardCuts);
  const { text, notes } = extractNotes(withoutBoneyards, noteCuts);
  const lines = text.split("\n");
  // Most scripts have no boneyard: their lines are not copied to take its marks out.
  const hasBoneyard = text.includes(BONEYARD_MARK);
  const { titlePage, bodyStart } = parseTitlePage(hasBoneyard ? lines.map(withoutBoneyard) : lines);
  const body = lines.slice(bodyStart);
  if (!trace) return { titlePage, elements: classifyLines(body, notes) };
  const beforeBoneyards = linesBeforeCuts(withoutBoneyards, boneyardCuts ?? []);
  const beforeNotes = linesBeforeCuts(text, noteCuts ?? []);
  const sourceLine = (line: number) => beforeBoneyards[beforeNotes[line] ?? 0] ?? 0;
  const tracer: LineTracer = (line, elementCount, inText) => {
    while (trace.elementStarts.length < elementCount)
      trace.elementStarts.push(trace.textLines.length);
    if (inText) trace.textLines.push(sourceLine(bodyStart + line));
  };
  return { titlePage, elements: classifyLines(body, notes, tracer) };
}

const withoutBoneyard = (line: string) =>
  line.includes(BONEYARD_MARK) ? line.replaceAll(BONEYARD_MARK, "") : line;

/** The line's text: notes and boneyards taken out. */
function printedText(line: string): string {
  const text = withoutBoneyard(line);
  return text.includes(NOTE_MARK) ? text.replaceAll(NOTE_MARK, "") : text;
}

/** Classifies the body's lines; `trace` hears of each line once it is classified. */
function classifyLines(lines: string[], notes: string[], trace?: LineTracer): Element[] {
  const elements: Element[] = [];
  let nextNote = 0;
  const isBlank = (i: number) => printedText(lines[i] ?? "").trim() === "";
  // The top of the script counts as following a blank line.
  let blanks = 1;
  // A boneyard among blank lines makes them one paragraph break, not blank lines kept.
  let boneyardInBlanks = false;
  let inDialogue = false;

  /** Classifies line i; returns whether it is one of the lines an element's text is made of. */
  const classifyAt = (i: number): boolean => {
    const raw = lines[i] ?? "";
    const noteCount = raw.split(NOTE_MARK).length - 1;
    const full = printedText(raw);
    const line = full.trimEnd();
    const lineNotes = notes.slice(nextNote, nextNote + noteCount);
    nextNote += noteCount;
    if (line.trim() === "") {
      if (noteCount > 0) {
        // A line holding only notes is invisible to the layout around it.
        for (const note of lineNotes) elements.push({ type: "note", text: note });
        return false;
      }
      if (inDialogue && withoutBoneyard(raw) === "  ") {
        appendLine(elements, "dialogue", "", false);
        return true;
      }
      inDialogue = false;
      // A line holding only a boneyard is not a blank line the writer kept: no text comes of it.
      if (raw.includes(BONEYARD_MARK)) {
        boneyardInBlanks = true;
        return false;
      }
      blanks++;
      return true;
    }
    const context: LineContext = {
      line,
      actionText: noteCount > 0 ? line : full,
      trimmed: line.trim(),
      prevBlank: blanks > 0,
      nextBlank: isBlank(i + 1),
      blanksBefore: boneyardInBlanks ? Math.min(blanks, 1) : blanks,
    };
    inDialogue = inDialogue
      ? classifyDialogueLine(elements, context)
      : classifyLine(elements, context);
    blanks = 0;
    boneyardInBlanks = false;
    for (const note of lineNotes) elements.push({ type: "note", text: note });
    return true;
  };

  for (let i = 0; i < lines.length; i++) {
    const inText = classifyAt(i);
    trace?.(i, elements.length, inText);
  }
  return elements;
}

/** Inside a dialogue block: parentheticals, lyrics and dialogue until the next blank line. */
function classifyDialogueLine(elements: Element[], { trimmed }: LineContext): boolean {
  const lyric = PATTERNS.lyrics.exec(trimmed);
  if (lyric) appendLine(elements, "lyrics", lyric[1] ?? "", false);
  else if (PATTERNS.parenthetical.test(trimmed))
    elements.push({ type: "parenthetical", text: trimmed });
  else appendLine(elements, "dialogue", trimmed, false);
  return true;
}

type Rule = {
  test: (c: LineContext) => LineMatch | null;
  apply: (m: LineMatch, c: LineContext, out: Element[]) => void;
  /** The line is a cue: the lines after it are a speech. */
  startsSpeech?: boolean;
};

const when = (condition: boolean, pattern: LinePattern, text: string) =>
  condition ? pattern.exec(text) : null;
const push = (out: Element[], element: Element) => {
  out.push(element);
};

/** Fountain's rules outside dialogue, in priority order; the fallback is action. */
const RULES: Rule[] = [
  // "!" makes any line action, so it is tried first: "!CUT TO:" is action, not a transition.
  {
    test: (c) => PATTERNS.forcedAction.exec(c.actionText.trimStart()),
    apply: (m, c, out) => appendAction(out, m[1] ?? "", c),
  },
  {
    test: (c) => PATTERNS.pageBreak.exec(c.trimmed),
    apply: (_m, _c, out) => push(out, { type: "page_break" }),
  },
  {
    test: (c) => PATTERNS.section.exec(c.trimmed),
    apply: (m, _c, out) =>
      push(out, { type: "section", text: m[2] ?? "", depth: m[1]?.length ?? 1 }),
  },
  {
    test: (c) => PATTERNS.synopsis.exec(c.trimmed),
    apply: (m, _c, out) => push(out, { type: "synopsis", text: m[1] ?? "" }),
  },
  {
    test: (c) => PATTERNS.forcedHeading.exec(c.trimmed),
    apply: (m, _c, out) => push(out, { type: "scene_heading", ...splitSceneNumber(m[1] ?? "") }),
  },
  {
    test: (c) => when(c.prevBlank, PATTERNS.heading, c.trimmed),
    apply: (_m, c, out) => push(out, { type: "scene_heading", ...splitSceneNumber(c.trimmed) }),
  },
  {
    test: (c) => PATTERNS.centered.exec(c.trimmed),
    apply: (m, c, out) => appendLine(out, "centered", m[1] ?? "", c.prevBlank),
  },
  {
    test: (c) => PATTERNS.forcedTransition.exec(c.trimmed),
    apply: (m, _c, out) => push(out, { type: "transition", text: m[1] ?? "" }),
  },
  {
    test: (c) => when(c.prevBlank && c.nextBlank, PATTERNS.transition, c.trimmed),
    apply: (_m, c, out) => push(out, { type: "transition", text: c.trimmed }),
  },
  {
    test: (c) => PATTERNS.lyrics.exec(c.trimmed),
    apply: (m, c, out) => appendLine(out, "lyrics", m[1] ?? "", c.prevBlank),
  },
  {
    test: (c) => when(c.prevBlank && !c.nextBlank, PATTERNS.forcedCue, c.trimmed),
    apply: (m, _c, out) => push(out, { type: "character", ...splitCue(m[1] ?? "") }),
    startsSpeech: true,
  },
  {
    test: (c) =>
      c.prevBlank && !c.nextBlank && looksLikeCue(c.trimmed) ? /^.*$/.exec(c.trimmed) : null,
    apply: (_m, c, out) => push(out, { type: "character", ...splitCue(c.trimmed) }),
    startsSpeech: true,
  },
];

/** Classifies a line outside dialogue; returns whether a dialogue block starts. */
function classifyLine(elements: Element[], context: LineContext): boolean {
  for (const rule of RULES) {
    const match = rule.test(context);
    if (!match) continue;
    rule.apply(match, context, elements);
    return rule.startsSpeech === true;
  }
  appendAction(elements, context.actionText, context);
  return false;
}

/**
 * One blank line ends an action paragraph. Several in a row are the writer's spacing, which
 * Fountain keeps: when action follows action across them, the extra blank lines stay inside
 * one action element as empty lines, so every writer prints them.
 */
function appendAction(elements: Element[], text: string, context: LineContext): void {
  const last = elements.at(-1);
  if (context.blanksBefore > 1 && last?.type === "action") {
    last.text += "\n".repeat(context.blanksBefore + 1) + text;
    return;
  }
  appendLine(elements, "action", text, context.prevBlank);
}

/** Continues the previous element of the same kind, or starts a new one after a blank line. */
function appendLine(elements: Element[], type: Multiline, text: string, prevBlank: boolean): void {
  const last = elements.at(-1);
  if (!prevBlank && last?.type === type) last.text += `\n${text}`;
  else elements.push({ type, text });
}
