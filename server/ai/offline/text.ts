/** Small text helpers for the offline writer's templates: articles, names and whole phrases. */

export function wordCount(text: string): number {
  return text.trim().split(/\s+/).filter(Boolean).length;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function lowerFirst(text: string): string {
  // Keep proper nouns and acronyms ("Sarah", "NASA") as typed.
  return /^[A-Z][a-z]/.test(text) && !/^(The|A|An)\b/.test(text)
    ? text
    : text.charAt(0).toLowerCase() + text.slice(1);
}

/*
 * A phrase cut short must still read as a phrase: it may not end on an article, a possessive,
 * a conjunction or a preposition ("the cost of", "a town and"), which reads as a cut-off.
 */
const DANGLING =
  /^(a|an|the|my|your|his|her|their|our|its|and|or|but|nor|than|of|to|from|with|for|by|into|onto|at|off|about|in|on|who|whose|that|which|when|where|while|as|is|are|was|were)$/i;

/** At most `max` words, never ending on a word that leaves the phrase hanging. */
export function limitWords(text: string, max: number): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length <= max) return words.join(" ");
  const kept = words.slice(0, max);
  while (kept.length > 1 && DANGLING.test((kept.at(-1) ?? "").replace(/[,;:]$/, ""))) kept.pop();
  return kept.join(" ");
}

// Trailing runs are matched from the start of the run only (the look-behinds): tried from each
// of its characters, a long run of commas followed by a letter took quadratic time.
const TRAILING_PUNCTUATION = /(?<![.!?;:,\s])[.!?;:,\s]+$/;
const TRAILING_SEPARATORS = /(?<![,;:])[,;:]+$/;

/** Cleans a free-text phrase for use inside a sentence: no trailing punctuation, no double spaces. */
export function phrase(text: string, maxWords = 14): string {
  return limitWords(text.replace(/\s+/g, " ").replace(TRAILING_PUNCTUATION, ""), maxWords).replace(
    TRAILING_SEPARATORS,
    "",
  );
}

/*
 * "a" or "an" goes by the first sound of the next word, not its first letter: "an hour",
 * "a one-armed", "a unicorn", "an FBI agent", "an 18-year-old".
 */
const SILENT_H = /^(hour|honest|honou?r|heir)/i;
const VOWEL_LETTER_CONSONANT_SOUND = /^(one|once|uni|use|usu|ut[ei]|ur[aeiou]|eu|ewe)/i;
/** Capitals read as letters ("FBI", "MRI") start with a vowel sound for these letters. */
const VOWEL_SOUNDING_LETTERS = "AEFHILMNORSX";

export function articleFor(word: string): "a" | "an" {
  const w = word.trim().replace(/^[^\p{L}\p{N}]+/u, "");
  if (/^[A-Z]{2,}(\b|[^a-z])/.test(w))
    return VOWEL_SOUNDING_LETTERS.includes(w[0] ?? "") ? "an" : "a";
  if (/^\d/.test(w)) return /^(8|11|18)(\D|$)/.test(w) ? "an" : "a";
  if (SILENT_H.test(w)) return "an";
  if (VOWEL_LETTER_CONSONANT_SOUND.test(w)) return "a";
  return /^[aeiou]/i.test(w) ? "an" : "a";
}

/** "retired detective" → "a retired detective"; names and phrases with a determiner stay as typed. */
export function withArticle(text: string): string {
  const t = phrase(text);
  // A name ("Maya, a nurse") or a number ("1980s Berlin") takes no article; an acronym does.
  if (/^(a|an|the|my|his|her|their|our|two|three)\b/i.test(t) || /^(\p{Lu}\p{Ll}|\d)/u.test(t))
    return t;
  return `${articleFor(t)} ${t}`;
}

export function joinList(items: string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

export function firstSentence(text: string): string {
  const match = /^(.+?[.!?])(\s|$)/.exec(text.trim());
  return (match?.[1] ?? text).trim();
}

/** "new york city" → "New York City" for headings and titles. */
export function titleCase(text: string): string {
  const small = new Set(["a", "an", "and", "at", "in", "of", "on", "the", "to"]);
  return text
    .split(/\s+/)
    .map((w, i) => (i > 0 && small.has(w.toLowerCase()) ? w.toLowerCase() : capitalize(w)))
    .join(" ");
}

/** "Nora Vance" → "Nora": how characters address one another. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

/** A name as the writer typed it, or in capitals typed as "NORA VANCE", as a reader would write it. */
export function asWritten(name: string): string {
  const n = name.trim();
  if (n !== n.toUpperCase()) return n;
  return n
    .split(/\s+/)
    .map((w) => w.charAt(0) + w.slice(1).toLowerCase())
    .join(" ");
}

/**
 * A subject that may carry an appositive ("Nora Vance, a burned-out analyst") needs a closing
 * comma before its verb: "Nora Vance, a burned-out analyst, is pulled off course".
 */
export function subject(text: string): string {
  return /,\s*[^,]+$/.test(text) ? `${text},` : text;
}

/** Sentence assembly: one space between pieces, a capital first, a full stop if none. */
export function sentence(text: string): string {
  const t = text.replace(/\s+/g, " ").trim();
  return capitalize(/[.!?]["”’]?$/.test(t) ? t : `${t}.`);
}
