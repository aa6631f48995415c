/*
 * A small linter for generated prose, used by the offline writer's quality test: it finds the
 * mechanical errors a reader notices at once (wrong article, a name in the wrong case, a phrase
 * cut off mid-way, a doubled word) so that a template that produces one fails a test.
 */

/** Words whose first letter is a vowel but whose first sound is not ("a one-off", "a unicorn"). */
const CONSONANT_SOUND = /^(one|once|uni|use|usu|ut[ei]|ur[aeiou]|eu|ewe)/i;
/** Words whose first letter is a consonant but whose first sound is a vowel ("an hour"). */
const VOWEL_SOUND = /^(hour|honest|honou?r|heir)/i;
/** Capital letters spoken with a vowel first ("an FBI agent", "an MRI"). */
const VOWEL_LETTERS = "AEFHILMNORSX";

/** True when "an" is the right article before the word, judged by how the word is said. */
export function takesAn(word: string): boolean {
  const w = word.replace(/^[^\p{L}\p{N}]+/u, "");
  if (/^[A-Z]{2,}\b/.test(w) && !/^[A-Z][a-z]/.test(w)) return VOWEL_LETTERS.includes(w[0] ?? "");
  if (/^\d/.test(w)) return /^(8|11|18)(\D|$)/.test(w);
  if (VOWEL_SOUND.test(w)) return true;
  if (CONSONANT_SOUND.test(w)) return false;
  return /^[aeiou]/i.test(w);
}

const FUNCTION_WORDS = new Set(
  "a an the and or but nor so yet if then than that this these those it its he she they we you him her them us me my your his their our there here what who when where why how not no to of in on at by for with from into onto as".split(
    " ",
  ),
);
/** Words a finished sentence never ends on: articles, possessives, conjunctions, prepositions. */
const DANGLING = new Set(
  "a an the my your his her their our its and or but nor than of to from with for by into onto at off about".split(
    " ",
  ),
);

/** Titles are names only before a name: "Queen Ysolde", but "the queen" is right too. */
const TITLES = new Set(
  "queen king commander director brother sister father mother mrs mr ms dr captain lady lord professor doctor sergeant detective".split(
    " ",
  ),
);

/** Every word of the inputs that is written with a capital, where it is a name. */
export function namesIn(texts: string[]): string[] {
  const names = texts.flatMap((t) => t.match(/\b[A-Z][a-z]+(?:[A-Z][a-z]+)?\b/g) ?? []);
  return [
    ...new Set(
      names.filter((n) => !FUNCTION_WORDS.has(n.toLowerCase()) && !TITLES.has(n.toLowerCase())),
    ),
  ];
}

function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?]["”’)]?)\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

function articleErrors(text: string): string[] {
  return [...text.matchAll(/\b(a|an)\s+([\p{L}\p{N}][\p{L}\p{N}'’-]*)/giu)].flatMap((m) => {
    const article = (m[1] ?? "").toLowerCase();
    const word = m[2] ?? "";
    return (article === "an") === takesAn(word) ? [] : [`article: "${m[0]}"`];
  });
}

function nameErrors(text: string, names: string[]): string[] {
  return names.flatMap((name) =>
    [...text.matchAll(new RegExp(`\\b${name}\\b`, "gi"))]
      .map((m) => m[0])
      .filter((found) => found !== name && found !== name.toUpperCase())
      .map((found) => `name case: "${found}" for "${name}"`),
  );
}

function capitalAfterComma(text: string): string[] {
  return [...text.matchAll(/,\s+([A-Z][a-z]+)\b/g)]
    .filter((m) => FUNCTION_WORDS.has((m[1] ?? "").toLowerCase()))
    .map((m) => `capital after comma: "${m[0]}"`);
}

function cutOff(text: string): string[] {
  return sentences(text).flatMap((s) => {
    const last = /([\p{L}']+)[.!?]+["”’)]?$/u.exec(s)?.[1]?.toLowerCase();
    return last && DANGLING.has(last) ? [`cut off: "${s}"`] : [];
  });
}

function doubled(text: string): string[] {
  return [...text.matchAll(/\b([\p{L}']+)\s+\1\b/giu)].map((m) => `doubled: "${m[0]}"`);
}

/** Every mechanical error in a generated text; `names` must keep the case they were given in. */
export function mechanicalErrors(text: string, names: string[] = []): string[] {
  return [
    ...articleErrors(text),
    ...nameErrors(text, names),
    ...capitalAfterComma(text),
    ...cutOff(text),
    ...doubled(text),
  ];
}

/** A complete sentence (or several): starts with a capital or a quote, ends with . ! or ?. */
export function isCompleteSentence(text: string): boolean {
  return /^["“']?[\p{Lu}\p{N}]/u.test(text.trim()) && /[.!?]["”’]?$/.test(text.trim());
}

const STOP_WORDS = new Set([
  ...FUNCTION_WORDS,
  ..."about after before during under over between through across against among some every one two three small large old new".split(
    " ",
  ),
]);

/** The words of an input worth finding again in an output (no function words, no short words). */
export function significantWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}]+/gu) ?? []).filter(
    (w) => w.length >= 4 && !STOP_WORDS.has(w),
  );
}

/** True when the output holds one of the words (or the word's first five letters: "grief"/"grieving"). */
export function mentionsAny(output: string, words: string[]): boolean {
  const text = output.toLowerCase();
  return words.some((w) =>
    new RegExp(`\\b${w.slice(0, Math.max(4, Math.min(5, w.length)))}`).test(text),
  );
}
