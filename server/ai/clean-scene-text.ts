/*
 * Chat models wrap a scene in chatter the prompt asks them to leave out: a code fence, a
 * lead-in ("Sure! Here's the scene:"), the scene's heading again (the app prints it above the
 * content), and a sign-off ("I hope this works!"). This takes them off the very start and the
 * very end of a scene, never from its middle, and never a line that belongs to a speech:
 *
 * - At the start, before the first line of the scene: blank lines, fences (```fountain,
 *   ```, ~~~), lead-ins (an "Okay!"-style word alone, "Here is/Here's/Below is … scene|Fountain|
 *   screenplay|draft …", "Scene:"), and a line that is the scene's heading (compared by its
 *   words, so INT./INT, dashes, bold markers, "Scene 3:" and #3# scene numbers do not matter).
 * - At the end: blank lines, fences, and sign-off paragraphs ("I hope this …", "Let me know …",
 *   "Feel free to …", "Would you like me to …", "If you'd like …", "Happy writing"). A sign-off
 *   must be a paragraph of its own (after a blank line or a fence): in Fountain, a line right
 *   under a character cue or a speech is dialogue, so "MARY / I hope this works!" stays.
 * Lines that could be chatter are at most MAX_CHATTER_CHARS long, and every line is looked at
 * once, so cleaning runs in linear time.
 *
 * For a stream, `sceneCleaner` sends a line as soon as it is known to be scene text: the start
 * is held until its first line of scene text, and at the end only lines that could still turn
 * out to be a sign-off or a closing fence wait, for the next line or the end of the stream.
 */

/** Longer lines are never chatter: lead-ins, headings, fences and sign-offs are short. */
export const MAX_CHATTER_CHARS = 200;

const FENCE = /^\s*(?:```|~~~)[\w-]*\s*$/;
const EXCLAMATION = /^(?:sure|certainly|of course|absolutely|okay|ok|alright|all right)[!.,]*$/i;
/** "Here is …:" or "Here's … the scene …." after an optional "Sure!". */
const LEAD_IN =
  /^(?:(?:sure|certainly|of course|absolutely|okay|ok|alright|all right)[!.,]*\s+)?(?:here(?:'s| is)|below is)\b(?:.*:|.*\b(?:scene|fountain|screenplay|draft)\b.*[.!])$/i;
const LABEL = /^(?:scene(?:\s+\d+)?|fountain)\s*:$/i;
const SIGN_OFFS = [
  "i hope this",
  "i hope that",
  "i hope it",
  "i hope you",
  "hope this helps",
  "let me know",
  "feel free to",
  "would you like me to",
  "if you'd like",
  "if you would like",
  "happy writing",
];

/** The line without its line break, curly apostrophes made straight. */
const bare = (line: string) => line.replace(/\r?\n$/, "").replace(/’/g, "'");

/**
 * A paragraph break. A line of spaces is not one: Fountain keeps a speech going across a line
 * of two spaces.
 */
const isBlank = (line: string) => bare(line) === "";

const isFence = (line: string) => FENCE.test(bare(line));

/** The words of a heading, lower-cased, without scene numbers, markup or INT./EXT. spelling. */
export function headingKey(heading: string): string {
  return heading
    .trim()
    .replace(/^[#*_\s]+|[*_\s]+$/g, "")
    .replace(/^(?:scene\s*\d*[a-z]?\s*[:.-]|\d+[a-z]?[.)]?)\s*/i, "")
    .replace(/^\./, "")
    .replace(/\s*#[^#]*#$/, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .replace(/^(?:i e|int ext|ext int|int or ext|interior exterior)\b/, "int ext")
    .replace(/^interior\b/, "int")
    .replace(/^exterior\b/, "ext");
}

/**
 * The line's text when it may be chatter: short, and not in capitals only, as a character cue
 * or a transition would be.
 */
function chatterText(line: string): string | undefined {
  const text = bare(line).trim();
  return text.length <= MAX_CHATTER_CHARS && text !== text.toUpperCase() ? text : undefined;
}

/** A lead-in, or the scene's heading (`heading` is its key). */
function isOpening(line: string, heading: string): boolean {
  const text = chatterText(line);
  if (text && (EXCLAMATION.test(text) || LEAD_IN.test(text) || LABEL.test(text))) return true;
  const trimmed = bare(line).trim();
  return heading !== "" && trimmed.length <= MAX_CHATTER_CHARS && headingKey(trimmed) === heading;
}

function isSignOff(line: string): boolean {
  const text = chatterText(line);
  if (!text) return false;
  const lower = text.toLowerCase();
  return SIGN_OFFS.some(
    (start) => lower.startsWith(start) && !/[\p{L}\p{N}]/u.test(lower.charAt(start.length)),
  );
}

/** What is received of a line so far could still become a sign-off. */
function mayBecomeSignOff(partial: string): boolean {
  const lower = bare(partial).trimStart().toLowerCase();
  return SIGN_OFFS.some((start) => start.startsWith(lower) || lower.startsWith(start));
}

export type SceneCleaner = {
  /** Takes the next piece of the answer; returns the text now known to be scene text. */
  push(piece: string): string;
  /** The answer is complete: returns the scene text still held, without trailing chatter. */
  end(): string;
};

export function sceneCleaner(sceneHeading: string): SceneCleaner {
  const heading = headingKey(sceneHeading);
  let started = false;
  /** The line being received, not yet sent. */
  let line = "";
  /** The current line is already known to be scene text, and sent as it comes. */
  let sending = false;
  /** Complete lines at the end that may yet turn out to be chatter. */
  let held = "";

  const mayBeChatter = (text: string) =>
    isBlank(text) || isFence(text) || (held !== "" && isSignOff(text));

  /** A complete line: dropped (start), held (possible end), or sent with what was held. */
  function takeLine(complete: string): string {
    if (!started) {
      if (isBlank(complete) || isFence(complete) || isOpening(complete, heading)) return "";
      // An answer of nothing but chatter leaves nothing.
      if (isSignOff(complete)) return "";
      started = true;
      return complete;
    }
    if (mayBeChatter(complete)) {
      held += complete;
      return "";
    }
    const sent = held + complete;
    held = "";
    return sent;
  }

  /** Part of a line: sent at once when it can no longer turn out to be chatter. */
  function takePartial(): string {
    const undecided = !started
      ? line.length <= MAX_CHATTER_CHARS
      : line.length <= MAX_CHATTER_CHARS &&
        (line.trim() === "" || /^\s*[`~]/.test(line) || (held !== "" && mayBecomeSignOff(line)));
    if (undecided) return "";
    started = true;
    sending = true;
    const sent = held + line;
    held = "";
    line = "";
    return sent;
  }

  return {
    push(piece) {
      let sent = "";
      let from = 0;
      while (from < piece.length) {
        const newline = piece.indexOf("\n", from);
        const to = newline === -1 ? piece.length : newline + 1;
        const part = piece.slice(from, to);
        from = to;
        if (sending) {
          sent += part;
          if (newline !== -1) sending = false;
          continue;
        }
        line += part;
        if (newline === -1) {
          sent += takePartial();
        } else {
          sent += takeLine(line);
          line = "";
        }
      }
      return sent;
    },
    end() {
      const last = line === "" ? "" : takeLine(line);
      line = "";
      held = "";
      return last;
    },
  };
}

/** The whole answer, cleaned as a stream of it would be. */
export function cleanSceneText(text: string, sceneHeading: string): string {
  const cleaner = sceneCleaner(sceneHeading);
  return cleaner.push(text) + cleaner.end();
}

/** The answer's pieces, cleaned; pieces that carry no scene text yet are not passed on. */
export async function* cleanSceneStream(
  pieces: AsyncIterable<string>,
  sceneHeading: string,
): AsyncGenerator<string> {
  const cleaner = sceneCleaner(sceneHeading);
  for await (const piece of pieces) {
    const text = cleaner.push(piece);
    if (text) yield text;
  }
  const rest = cleaner.end();
  if (rest) yield rest;
}
