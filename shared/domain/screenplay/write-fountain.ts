import { looksLikeCue, PATTERNS } from "./parse-patterns";
import { isTitlePageKey } from "./parse-title-page";
import type { Element, ElementOf, ElementType, ScreenplayDocument, TitleEntry } from "./types";

const SPEECH_PARTS = new Set(["parenthetical", "dialogue", "lyrics"]);
/** Characters that mean something at the start of any Fountain line. */
const SPECIAL_START = /^(?:[=#>~!]|\.(?!\.))/;
const TITLE_KEY = /^([A-Za-z][A-Za-z ]*):/;

/** Whether a script's first line would be read as the start of a title page. */
function opensTitlePage(line: string): boolean {
  const key = TITLE_KEY.exec(line)?.[1];
  return key !== undefined && isTitlePageKey(key.trimEnd());
}

/**
 * A title page is only read as one when its first key is a Fountain title-page key, so an entry
 * with such a key goes first when another (a revision, say) led.
 */
function titlePageOrder(entries: TitleEntry[]): TitleEntry[] {
  const lead = entries.findIndex((entry) => isTitlePageKey(entry.key));
  if (lead <= 0) return entries;
  return [entries[lead] as TitleEntry, ...entries.filter((_, i) => i !== lead)];
}

function writeTitlePage(entries: TitleEntry[]): string {
  return titlePageOrder(entries)
    .map(({ key, value }) => {
      const lines = value.split("\n");
      if (lines.length === 1) return `${key}: ${value}`;
      return `${key}:\n${lines.map((line) => `    ${line}`).join("\n")}`;
    })
    .join("\n");
}

/** Whether an action line would be read as something else and needs Fountain's "!". */
function actionNeedsForce(
  line: string,
  isFirst: boolean,
  isOnly: boolean,
  docStart: boolean,
): boolean {
  const trimmed = line.trim();
  if (SPECIAL_START.test(trimmed)) return true;
  if (!isFirst) return false;
  if (PATTERNS.heading.test(trimmed) || (docStart && opensTitlePage(trimmed))) return true;
  if (isOnly) return PATTERNS.transition.test(trimmed);
  return trimmed.startsWith("@") || looksLikeCue(trimmed);
}

function writeAction(text: string, docStart: boolean): string {
  const lines = text.split("\n");
  return lines
    .map((line, i) =>
      actionNeedsForce(line, i === 0, lines.length === 1, docStart) ? `!${line}` : line,
    )
    .join("\n");
}

function writeCue(cue: ElementOf<"character">): string {
  const text = cue.extension ? `${cue.name} ${cue.extension}` : cue.name;
  const forced = !looksLikeCue(text) || SPECIAL_START.test(text) ? `@${text}` : text;
  return cue.dual ? `${forced} ^` : forced;
}

function writeHeading(heading: ElementOf<"scene_heading">): string {
  const number = heading.sceneNumber ? ` #${heading.sceneNumber}#` : "";
  const forced = PATTERNS.heading.test(heading.text) ? heading.text : `.${heading.text}`;
  return forced + number;
}

function writeElement(element: Element, docStart: boolean): string {
  switch (element.type) {
    case "scene_heading":
      return writeHeading(element);
    case "action":
      return writeAction(element.text, docStart);
    case "character":
      return writeCue(element);
    case "parenthetical":
      return element.text;
    case "dialogue":
      // Two spaces keep an empty line inside a speech.
      return element.text.replace(/^$/gm, "  ");
    case "transition":
      return PATTERNS.transition.test(element.text) ? element.text : `> ${element.text}`;
    case "centered":
      return element.text
        .split("\n")
        .map((line) => `> ${line} <`)
        .join("\n");
    case "lyrics":
      return element.text
        .split("\n")
        .map((line) => `~${line}`)
        .join("\n");
    case "page_break":
      return "===";
    case "section":
      return `${"#".repeat(element.depth)} ${element.text}`;
    case "synopsis":
      return `= ${element.text}`;
    case "note":
      return `[[${element.text}]]`;
  }
}

/**
 * How each element joins the one before it: a blank line between paragraphs, a line break
 * inside a speech, and a space before a note inside a speech, which goes on the line it follows
 * as "[[note]]" (a note on a line of its own after a cue would part the cue from its speech).
 * Notes are looked through both ways, in one pass each, so a run of them costs linear time.
 */
function separators(elements: Element[]): string[] {
  const nextNonNote: (ElementType | undefined)[] = [];
  for (let i = elements.length - 1, next: ElementType | undefined; i >= 0; i--) {
    nextNonNote[i] = next;
    const type = (elements[i] as Element).type;
    if (type !== "note") next = type;
  }
  let previousNonNote: ElementType | undefined;
  return elements.map((element, i) => {
    const inSpeech = previousNonNote === "character" || SPEECH_PARTS.has(previousNonNote ?? "");
    if (element.type !== "note") previousNonNote = element.type;
    if (!inSpeech) return "\n\n";
    if (SPEECH_PARTS.has(element.type)) return "\n";
    return element.type === "note" && SPEECH_PARTS.has(nextNonNote[i] ?? "") ? " " : "\n\n";
  });
}

/** Writes a document as Fountain text that parses back to the same elements. */
export function writeFountain(doc: ScreenplayDocument): string {
  const parts: string[] = [];
  if (doc.titlePage.length) parts.push(`${writeTitlePage(doc.titlePage)}\n\n`);
  const joins = separators(doc.elements);
  doc.elements.forEach((element, i) => {
    if (i > 0) parts.push(joins[i] as string);
    parts.push(writeElement(element, i === 0 && doc.titlePage.length === 0));
  });
  return `${parts.join("")}\n`;
}
