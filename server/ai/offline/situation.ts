/*
 * What a dialogue situation is about, read from the writer's words so the lines can name it:
 * "confronting her old handler about a forged passport" → "the forged passport", a confrontation.
 */

export type Mood = "confront" | "farewell" | "plea" | "confess" | "discover" | "love" | "neutral";

const MOODS: [Mood, RegExp][] = [
  ["confront", /confront|accus|argu|demand|refus|question|interrogat|threat|fight|blam/],
  ["farewell", /goodbye|farewell|leav|bury|burial|funeral|sold|clearing|parting|last/],
  ["plea", /ask|beg|bargain|sell|offer|pretend|negotiat|persuad|convinc|borrow/],
  ["confess", /admit|confess|tell|report|reveal|show|teach|explain|warn/],
  ["love", /meet|love|kiss|propos|date|reunit|again/],
  ["discover", /find|hear|wak|see|watch|arriv|trap|discover|notice|cross/],
];

export function moodOf(situation: string): Mood {
  const text = situation.toLowerCase();
  return MOODS.find(([, pattern]) => pattern.test(text))?.[0] ?? "neutral";
}

const DETERMINER = "a|an|the|her|his|their|my|your|our|its";
/** Where a noun phrase ends: prepositions, conjunctions, pronouns, adverbs, another determiner. */
const PHRASE_END = new RegExp(
  `^(${DETERMINER}|about|over|for|with|at|to|in|on|from|into|outside|inside|during|after|before|that|who|which|what|he|she|they|them|him|it|we|and|but|or|again|once|back|now|then|still|out|up|down|away|together|alone|tonight|today)$`,
  "i",
);
/** Situations named in the abstract ("a tense confrontation") have no thing to point at. */
const ABSTRACT =
  /^(confrontation|conversation|argument|meeting|moment|scene|talk|situation|exchange)$/i;

/** The words from `start` up to where the phrase ends, with "of the …" kept ("the last of the cattle"). */
function phraseFrom(words: string[], start: number): string[] {
  const out: string[] = [];
  for (let i = start; i < words.length && out.length < 6; i++) {
    const w = words[i] ?? "";
    const afterOf = out.at(-1)?.toLowerCase() === "of";
    if (out.length > 0 && !afterOf && PHRASE_END.test(w) && w.toLowerCase() !== "of") break;
    out.push(w);
    if (/[,.;:!?]$/.test(w)) break;
  }
  while (out.length > 1 && TRAILING_VERB.test(out.at(-1) ?? "")) out.pop();
  return out.map((w) => w.replace(/[,.;:!?]+$/, ""));
}

/** Words a phrase may run into that belong to the verb after it ("the cattle sold at auction"). */
const TRAILING_VERB =
  /^(of|the|a|an|sold|gone|taken|left|made|found|lost|held|kept|brought|told|seen|done)$/i;

/** In the speaker's mouth: "a forged passport" → "the forged passport", "her son" → "my son". */
function spoken(words: string[]): string {
  const [first = "", ...rest] = words;
  const lead = /^(a|an)$/i.test(first)
    ? "the"
    : /^(her|his|their)$/i.test(first)
      ? "my"
      : first.toLowerCase() === "the"
        ? "the"
        : first;
  return [lead, ...rest].join(" ");
}

function withoutVerb(words: string[]): string[] {
  return words.length > 2 && /(s|ed)$/i.test(words.at(-1) ?? "") ? words.slice(0, -1) : words;
}

/** The thing the situation turns on, or "this" when it names none. */
export function topicOf(situation: string): string {
  const words = situation.trim().split(/\s+/).filter(Boolean);
  const after = words.findIndex((w) => /^(about|over|for)$/i.test(w));
  const determined = words.findIndex(
    (w, i) => i > 0 && new RegExp(`^(${DETERMINER})$`, "i").test(w),
  );
  const start =
    after >= 0 && after + 1 < words.length
      ? after + 1
      : /^(a|an|the)$/i.test(words[0] ?? "")
        ? 0
        : determined;
  if (start < 0) return "this";
  // A situation that opens on its subject ("a sandstorm traps them") has its verb next.
  const phrase =
    start === 0 ? withoutVerb(phraseFrom(words, 0).slice(0, 3)) : phraseFrom(words, start);
  if (phrase.length === 0 || ABSTRACT.test(phrase.at(-1) ?? "")) return "this";
  return spoken(phrase);
}
