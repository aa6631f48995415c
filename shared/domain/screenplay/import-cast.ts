import { stripEmphasis } from "./emphasis";
import type { Element } from "./types";

/** Cues that speak for a group, never one person. */
const GROUP_CUES = new Set(["BOTH", "ALL", "EVERYONE", "EVERYBODY", "TOGETHER"]);

/** The cue's name as printed, without its extension ((V.O.), (CONT'D) are split off already). */
const cueName = (name: string) => stripEmphasis(name).trim().replace(/\s+/g, " ");

/**
 * The people a joint cue names ("EDWARD AND WILL", "A & B", "A/B"): one entry per speaker, or
 * the cue itself when it names one. Split on words, so the scan is linear in the cue.
 */
export function cueSpeakers(name: string): string[] {
  const words = name.replaceAll("&", " & ").replaceAll("/", " / ").split(" ");
  const speakers: string[][] = [[]];
  for (const word of words) {
    if (word === "") continue;
    if (word === "&" || word === "/" || word.toUpperCase() === "AND") speakers.push([]);
    else speakers.at(-1)?.push(word);
  }
  const named = speakers.map((part) => part.join(" ")).filter(Boolean);
  return named.length > 1 ? named : [name];
}

const isJoint = (name: string) =>
  GROUP_CUES.has(name.toUpperCase()) || cueSpeakers(name).length > 1;

export interface Cast {
  /** One name per speaking part, in order of first appearance. */
  characters: string[];
  /** The character a cue name stands for (NELL → NELL HARKER). */
  resolve(name: string): string | undefined;
}

/**
 * The speaking parts of a script. A joint cue is no character; a one-word cue is the same
 * person as the one character whose name starts with that word (NELL and NELL HARKER).
 */
export function castOf(elements: Element[]): Cast {
  const names = new Set<string>();
  for (const element of elements) {
    if (element.type !== "character") continue;
    const name = cueName(element.name);
    if (name && !isJoint(name)) names.add(name);
  }
  const byFirstWord = new Map<string, string[]>();
  for (const name of names) {
    const [first, ...rest] = name.split(" ");
    if (!first || !rest.length) continue;
    // Pushed, not copied: thousands of cues sharing a first word made copying quadratic.
    const sharing = byFirstWord.get(first);
    if (sharing) sharing.push(name);
    else byFirstWord.set(first, [name]);
  }
  const canonical = new Map<string, string>();
  for (const name of names) {
    const fuller = name.includes(" ") ? undefined : byFirstWord.get(name);
    // Only an unambiguous full name: NELL stays NELL beside NELL HARKER and NELL SMITH.
    canonical.set(name, fuller?.length === 1 ? (fuller[0] as string) : name);
  }
  return {
    characters: [...new Set(canonical.values())],
    resolve: (name) => canonical.get(cueName(name)),
  };
}

/** The characters who speak in a scene's elements (each speaker of a joint cue included). */
export function speakersIn(elements: Element[], cast: Cast): string[] {
  const speaking = new Set<string>();
  for (const element of elements) {
    if (element.type !== "character") continue;
    for (const speaker of cueSpeakers(cueName(element.name))) {
      const character = cast.resolve(speaker);
      if (character) speaking.add(character);
    }
  }
  return [...speaking];
}
