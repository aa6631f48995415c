import { escapeEmphasis, stripEmphasis } from "./emphasis";
import { sceneActs } from "./import-acts";
import { castOf, speakersIn } from "./import-cast";
import { PATTERNS } from "./parse-patterns";
import { titleValue } from "./parse-title-page";
import type { Element, ScreenplayDocument, TitleEntry } from "./types";
import { writeFountain } from "./write-fountain";

/** The app's screenplay shape (see shared/schemas/screenplay.ts and scene.ts). */
export interface ScreenplayInput {
  title: string;
  /** The owner's name: printed as "Written by" only when the title page names no author. */
  author?: string;
  logline?: string | null;
  /** The title page's entries in order; empty: the title and "Written by" the author. */
  titlePage?: TitleEntry[];
  /** Fountain text printed before the first scene. */
  opening?: string;
  scenes: { sceneNumber: number; heading: string; content: string | null }[];
}

export interface ImportedScene {
  sceneNumber: number;
  heading: string;
  content: string;
  act: string;
  /** The characters who speak in the scene. */
  characters: string[];
}

export interface ImportedScreenplay {
  /** Plain text; empty when the file names no title. */
  title: string;
  author?: string;
  titlePage: TitleEntry[];
  /** The script before its first scene heading, as Fountain. */
  opening: string;
  scenes: ImportedScene[];
  /** One name per speaking part, in order of first appearance. */
  characters: string[];
}

/** A heading on one line; its spacing is the writer's (pagination prints it as written). */
function headingLine(heading: string, sceneNumber: number): string {
  const oneLine = heading
    .split(/[\n\r\u2028\u2029]/)
    .map((part) => part.trim())
    .filter(Boolean)
    .join(" ");
  const text = oneLine || `SCENE ${sceneNumber}`;
  // Headings that don't start with INT./EXT. are forced, so they stay headings.
  return PATTERNS.heading.test(text) ? text : `.${text}`;
}

/** A title page value's lines; a blank line would end Fountain's title page, so none is kept. */
const valueLines = (value: string) =>
  value
    .split(/\r\n?|\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The title page as printed: the stored entries (keys and values as written, emphasis kept),
 * with the screenplay's title when they have none, and "Written by" the owner only when they
 * name no author. The Final Script's title page shows the same entries.
 */
export function titlePageEntries(screenplay: ScreenplayInput): TitleEntry[] {
  const stored = screenplay.titlePage ?? [];
  const entries = stored.map(({ key, value }) => ({
    key: key.trim(),
    value: valueLines(value).join("\n"),
  }));
  const has = (key: string) => titleValue(stored, key) !== undefined;
  // Titles and names are plain text: a `_` or `*` in them is a character, not emphasis.
  if (!has("title")) {
    entries.unshift({ key: "Title", value: escapeEmphasis(screenplay.title.trim() || "Untitled") });
  }
  if (screenplay.author && !has("author")) {
    const credit = has("credit") ? [] : [{ key: "Credit", value: "Written by" }];
    const at = entries.findIndex((e) => e.key.toLowerCase() === "title") + 1;
    entries.splice(at, 0, ...credit, { key: "Author", value: escapeEmphasis(screenplay.author) });
  }
  return entries;
}

function titlePageLines(screenplay: ScreenplayInput): string[] {
  return titlePageEntries(screenplay).map(({ key, value }) => {
    const lines = value.split("\n");
    return lines.length > 1
      ? `${key}:\n${lines.map((line) => `    ${line}`).join("\n")}`
      : `${key}: ${value}`;
  });
}

/**
 * A screenplay as Fountain: the title page, the opening, then the scenes in the order given,
 * which is script order (the scene list is sorted once, by its query).
 */
export function screenplayToFountain(screenplay: ScreenplayInput): string {
  const titlePage = titlePageLines(screenplay);
  const opening = (screenplay.opening ?? "").replace(/\r\n?/g, "\n").trim();
  const scenes = screenplay.scenes.map((scene) => {
    const content = (scene.content ?? "").replace(/\r\n?/g, "\n").trim();
    const heading = headingLine(scene.heading, scene.sceneNumber);
    return content ? `${heading}\n\n${content}` : heading;
  });
  const parts = [titlePage.join("\n"), ...(opening ? [opening] : []), ...scenes];
  return `${parts.join("\n\n")}\n`;
}

/**
 * Joins a value's lines with `separator`: each run of whitespace holding a line break becomes
 * one separator. Matched run by run: optional spaces on both sides of the line break, as one
 * pattern, were retried from each character of a long run of spaces.
 */
function joinLines(text: string, separator: string): string {
  return text.replace(/\s+/g, (run) => (run.includes("\n") ? separator : run));
}

const asFountain = (elements: Element[]) =>
  elements.length ? writeFountain({ titlePage: [], elements }).trim() : "";

/**
 * Splits a document into scenes at its headings, for import: the title page and the text
 * before the first heading (an epigraph, FADE IN:) are kept as they are, each scene gets its
 * act and its speakers. A document without headings becomes one scene headed with its title.
 */
export function documentToScreenplay(doc: ScreenplayDocument): ImportedScreenplay {
  const title = joinLines(stripEmphasis(titleValue(doc.titlePage, "title") ?? ""), " ").trim();
  const author = titleValue(doc.titlePage, "author");
  const groups: { heading?: string; elements: Element[] }[] = [{ elements: [] }];
  for (const element of doc.elements) {
    if (element.type === "scene_heading") groups.push({ heading: element.text, elements: [] });
    else groups.at(-1)?.elements.push(element);
  }
  const [preamble, ...scenes] = groups as [(typeof groups)[number], ...typeof groups];
  const acts = sceneActs(doc.elements);
  if (scenes.length === 0) {
    scenes.push({ heading: title.toUpperCase(), elements: preamble.elements });
    preamble.elements = [];
  }
  const cast = castOf(doc.elements);
  return {
    title,
    ...(author ? { author: joinLines(stripEmphasis(author), ", ") } : {}),
    titlePage: doc.titlePage,
    opening: asFountain(preamble.elements),
    scenes: scenes.map((scene, i) => ({
      sceneNumber: i + 1,
      heading: scene.heading ?? "",
      content: asFountain(scene.elements),
      act: acts[i] ?? "Act 1",
      characters: speakersIn(scene.elements, cast),
    })),
    characters: cast.characters,
  };
}
