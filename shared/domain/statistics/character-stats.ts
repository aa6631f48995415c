import type { Element } from "../screenplay/browser";
import type { CharacterStat } from "./statistics.schema";

/**
 * Normalises a cue to the character it names. The parser already splits extensions off
 * ("EDWARD (V.O.)" → "EDWARD"); a trailing CONT'D typed without parentheses is dropped too.
 * Different names stay different characters: "YOUNG EDWARD" is not "EDWARD" — scripts use such
 * names for separately cast roles, and betterfountain counts them the same way. Only a cue that
 * is one character's first name joins that character (withFirstNamesMerged, decision 0031).
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

type Tally = { lines: number; words: number; scenes: Set<number> };

/** A full name after its first word: letters only, so "MAN #2" and "EDWARD AND WILL" are not. */
const REST_OF_NAME = /^(?:[\p{L}'’-]+\s)*[\p{L}'’-]+$/u;

/**
 * A cue that is one character's first name is that character (decision 0031): once introduced
 * as NELL HARKER, Nell speaks as NELL. Merged only when exactly one longer cue starts with the
 * name (NELL with NELL HARKER and NELL SMITH stays apart), and group cues ("EDWARD AND WILL")
 * never take it.
 */
function withFirstNamesMerged(stats: Map<string, Tally>): Map<string, Tally> {
  const fullNames = [...stats.keys()].filter((name) => {
    const [, rest = ""] = /^\S+\s+(.+)$/.exec(name) ?? [];
    return REST_OF_NAME.test(rest) && !/\bAND\b/.test(rest);
  });
  const merged = new Map(stats);
  for (const [name, tally] of stats) {
    if (/\s/.test(name)) continue;
    const owners = fullNames.filter((full) => full.split(/\s+/)[0] === name);
    const owner = owners.length === 1 ? merged.get(owners[0] as string) : undefined;
    if (!owner) continue;
    owner.lines += tally.lines;
    owner.words += tally.words;
    for (const scene of tally.scenes) owner.scenes.add(scene);
    merged.delete(name);
  }
  return merged;
}

function tallyCues(elements: Element[]): Map<string, Tally> {
  const stats = new Map<string, Tally>();
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
  return stats;
}

function ranked(stats: Map<string, Tally>): CharacterStat[] {
  return [...stats.entries()]
    .map(([name, s]) => ({ name, lines: s.lines, words: s.words, scenes: s.scenes.size }))
    .sort((a, b) => b.lines - a.lines || a.name.localeCompare(b.name));
}

/** Speeches, words and scenes per cue as written (NELL and NELL HARKER apart), most lines first. */
export function characterStats(elements: Element[]): CharacterStat[] {
  return ranked(tallyCues(elements));
}

/** The same per character: a cue that is a character's first name counts as that character. */
export function speakingCharacters(elements: Element[]): CharacterStat[] {
  return ranked(withFirstNamesMerged(tallyCues(elements)));
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
