import type { Element } from "../screenplay/browser";
import type { CharacterStat } from "./statistics.schema";

/**
 * Normalises a cue to the character it names. The parser already splits extensions off
 * ("EDWARD (V.O.)" → "EDWARD"); a trailing CONT'D typed without parentheses is dropped too.
 * Different names stay different characters: "YOUNG EDWARD" is not "EDWARD" — scripts use such
 * names for separately cast roles, and betterfountain counts them the same way.
 */
export function characterName(cue: string): string {
  return withoutContd(cue).replace(/\s+/g, " ").trim().toUpperCase();
}

const CONTD = /CONT['’]?D\.?$/i;

/**
 * Drops a CONT'D that ends the cue after a space. Found first, then the spaces before it
 * trimmed: one pattern for both retried a long run of spaces from each of its characters.
 */
function withoutContd(cue: string): string {
  const contd = CONTD.exec(cue);
  if (!contd || !/\s/.test(cue[contd.index - 1] ?? "")) return cue;
  return cue.slice(0, contd.index).trimEnd();
}

function words(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Speeches, words and scenes per speaking character, most lines first. */
export function characterStats(elements: Element[]): CharacterStat[] {
  const stats = new Map<string, { lines: number; words: number; scenes: Set<number> }>();
  let scene = 0;
  let speaker: string | undefined;
  for (const el of elements) {
    if (el.type === "scene_heading") scene++;
    if (el.type === "character") {
      speaker = characterName(el.name);
      const stat = stats.get(speaker) ?? { lines: 0, words: 0, scenes: new Set<number>() };
      stat.lines++;
      stat.scenes.add(scene);
      stats.set(speaker, stat);
    } else if (el.type === "dialogue" && speaker) {
      const stat = stats.get(speaker);
      if (stat) stat.words += words(el.text);
    } else if (el.type !== "parenthetical" && el.type !== "lyrics" && el.type !== "note") {
      speaker = undefined;
    }
  }
  return [...stats.entries()]
    .map(([name, s]) => ({ name, lines: s.lines, words: s.words, scenes: s.scenes.size }))
    .sort((a, b) => b.lines - a.lines || a.name.localeCompare(b.name));
}

/** Cast members with no cue at all; a cast name matches a cue by its full name or its first word. */
export function silentCharacters(cast: string[], speaking: CharacterStat[]): string[] {
  const spoken = new Set(speaking.map((s) => s.name));
  return cast.filter((name) => {
    const full = characterName(name);
    const first = full.split(" ")[0] ?? full;
    return !spoken.has(full) && !spoken.has(first);
  });
}

export function countWords(elements: Element[]): number {
  let total = 0;
  for (const el of elements) {
    if (el.type === "character") total += words(el.name);
    else if ("text" in el && el.type !== "note" && el.type !== "synopsis" && el.type !== "section")
      total += words(el.text);
  }
  return total;
}
