/*
 * Whether two short descriptions of a story moment (an outline beat, a key scene, a scene's
 * "what happens") tell the same moment: most content words of the shorter are in the other.
 */

const STOP_WORDS = new Set(
  "the and for with from into that this then than their there they them his her hers its our your who what when where while after before over under about again once every each just only very".split(
    " ",
  ),
);

const WORD = /\p{L}[\p{L}\p{N}-]*/gu;

export const words = (text: string): string[] => text.toLowerCase().match(WORD) ?? [];

function contentWords(text: string): Set<string> {
  return new Set(words(text).filter((word) => word.length > 2 && !STOP_WORDS.has(word)));
}

/** At least two shared content words, and 60% of the shorter's. */
export function sameMoment(a: string, b: string): boolean {
  const left = contentWords(a);
  const right = contentWords(b);
  const shared = [...left].filter((word) => right.has(word)).length;
  return shared >= 2 && shared / Math.min(left.size, right.size) >= 0.6;
}
