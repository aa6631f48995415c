import { flowLines } from "./flow";
import { breakPages } from "./page-breaks";
import { usLetter } from "./print-profile";
import type { Element } from "./types";

const ACT_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  i: 1,
  ii: 2,
  iii: 3,
  iv: 4,
  v: 5,
};

/** "ACT ONE", "Act 2", "ACT III: THE RETURN" → the act's number; other sections → undefined. */
export function actNumber(section: string): number | undefined {
  const [word, number = ""] = section
    .trim()
    .toLowerCase()
    .split(/[\s:.,]+/);
  if (word !== "act") return undefined;
  const n = /^\d{1,2}$/.test(number) ? Number(number) : ACT_WORDS[number];
  return n && n > 0 ? n : undefined;
}

/** The page (0-based) each scene heading starts on, as the engine paginates the script. */
function headingPages(elements: Element[]): { starts: number[]; pageCount: number } {
  const pages = breakPages(flowLines(elements, usLetter), usLetter.linesPerPage);
  const starts: number[] = [];
  pages.forEach((page, index) => {
    for (const line of page) {
      if (line.type === "scene_heading" && line.blockIndex === 0) starts.push(index);
    }
  });
  return { starts, pageCount: Math.max(1, pages.length) };
}

/**
 * Each scene's act, in heading order. From the script's `#` act sections when it has any (a
 * scene before the first is in Act 1); else by where the scene starts: in the first 25% of
 * the pages Act 1, in the next 50% Act 2, after that Act 3.
 */
export function sceneActs(elements: Element[]): string[] {
  const fromSections: number[] = [];
  let act = 1;
  let hasActs = false;
  for (const element of elements) {
    const n = element.type === "section" ? actNumber(element.text) : undefined;
    if (n) [act, hasActs] = [n, true];
    if (element.type === "scene_heading") fromSections.push(act);
  }
  if (hasActs) return fromSections.map((n) => `Act ${n}`);
  const { starts, pageCount } = headingPages(elements);
  // A heading that prints nothing (empty text) has no line: place by its order instead.
  const position = (i: number) =>
    starts.length === fromSections.length ? (starts[i] ?? 0) / pageCount : i / fromSections.length;
  return fromSections.map((_, i) => {
    const at = position(i);
    return at < 0.25 ? "Act 1" : at < 0.75 ? "Act 2" : "Act 3";
  });
}
