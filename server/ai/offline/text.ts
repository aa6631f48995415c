/** Small text helpers for the offline writer's templates. */

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

export function limitWords(text: string, max: number): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  return words.length <= max ? words.join(" ") : words.slice(0, max).join(" ");
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

/** "retired detective" → "a retired detective"; names and phrases with a determiner stay as typed. */
export function withArticle(text: string): string {
  const t = phrase(text);
  if (/^(a|an|the|my|his|her|their|our|two|three)\b/i.test(t) || /^[A-Z\d]/.test(t)) return t;
  return `${/^[aeiou]/i.test(t) ? "an" : "a"} ${t}`;
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
