import { escapeEmphasis, stripEmphasis } from "./emphasis";
import { PATTERNS } from "./parse-patterns";
import { titleValue } from "./parse-title-page";
import type { Element, ScreenplayDocument } from "./types";
import { writeFountain } from "./write-fountain";

/** The app's screenplay shape (see shared/schemas/screenplay.ts and scene.ts). */
export interface ScreenplayInput {
  title: string;
  author?: string;
  logline?: string | null;
  scenes: { sceneNumber: number; heading: string; content: string | null }[];
}

export interface ImportedScreenplay {
  title: string;
  author?: string;
  scenes: { sceneNumber: number; heading: string; content: string }[];
  /** Unique cue names without extensions, in order of first appearance. */
  characters: string[];
}

function headingLine(heading: string, sceneNumber: number): string {
  const text = heading.trim().replace(/\s+/g, " ") || `SCENE ${sceneNumber}`;
  // Headings that don't start with INT./EXT. are forced, so they stay headings.
  return PATTERNS.heading.test(text) ? text : `.${text}`;
}

/** A screenplay as Fountain: a title page, then each scene's heading and content in order. */
export function screenplayToFountain(screenplay: ScreenplayInput): string {
  // Titles and names are plain text: a `_` or `*` in them is a character, not emphasis.
  const titlePage = [`Title: ${escapeEmphasis(screenplay.title.trim() || "Untitled")}`];
  if (screenplay.author) {
    titlePage.push("Credit: Written by", `Author: ${escapeEmphasis(screenplay.author)}`);
  }
  const scenes = [...screenplay.scenes]
    .sort((a, b) => a.sceneNumber - b.sceneNumber)
    .map((scene) => {
      const content = (scene.content ?? "").replace(/\r\n?/g, "\n").trim();
      const heading = headingLine(scene.heading, scene.sceneNumber);
      return content ? `${heading}\n\n${content}` : heading;
    });
  return `${[titlePage.join("\n"), ...scenes].join("\n\n")}\n`;
}

/**
 * Joins a value's lines with `separator`: each run of whitespace holding a line break becomes
 * one separator. Matched run by run: optional spaces on both sides of the line break, as one
 * pattern, were retried from each character of a long run of spaces.
 */
function joinLines(text: string, separator: string): string {
  return text.replace(/\s+/g, (run) => (run.includes("\n") ? separator : run));
}

/**
 * Splits a document into scenes at its headings, for import. Anything before the first heading
 * (a teaser, FADE IN:) opens the first scene's content, so nothing is lost; a document without
 * headings becomes one scene headed with its title.
 */
export function documentToScreenplay(doc: ScreenplayDocument): ImportedScreenplay {
  const title =
    joinLines(stripEmphasis(titleValue(doc.titlePage, "title") ?? ""), " ").trim() || "Untitled";
  const author = titleValue(doc.titlePage, "author");
  const groups: { heading?: string; elements: Element[] }[] = [{ elements: [] }];
  for (const element of doc.elements) {
    if (element.type === "scene_heading") groups.push({ heading: element.text, elements: [] });
    else groups.at(-1)?.elements.push(element);
  }
  const [preamble, ...scenes] = groups as [(typeof groups)[number], ...typeof groups];
  if (scenes.length === 0) scenes.push({ heading: title.toUpperCase(), elements: [] });
  const first = scenes[0] as (typeof groups)[number];
  // Concatenated, not spread into unshift: a long preamble would overflow the call stack.
  first.elements = preamble.elements.concat(first.elements);
  return {
    title,
    ...(author ? { author: joinLines(stripEmphasis(author), ", ") } : {}),
    scenes: scenes.map((scene, i) => ({
      sceneNumber: i + 1,
      heading: scene.heading ?? "",
      content: scene.elements.length
        ? writeFountain({ titlePage: [], elements: scene.elements }).trim()
        : "",
    })),
    characters: characterNames(doc.elements),
  };
}

function characterNames(elements: Element[]): string[] {
  const names = elements.flatMap((e) =>
    e.type === "character" ? [stripEmphasis(e.name).trim()] : [],
  );
  return [...new Set(names.filter(Boolean))];
}
