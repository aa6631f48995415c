import { looksLikeCue, PATTERNS } from "./parse-patterns";
import type { Element, ElementOf, ScreenplayDocument, TitleEntry } from "./types";

const SPEECH_PARTS = new Set(["parenthetical", "dialogue", "lyrics"]);
/** Characters that mean something at the start of any Fountain line. */
const SPECIAL_START = /^(?:[=#>~!]|\.(?!\.))/;
const TITLE_KEY = /^[A-Za-z][A-Za-z ]*:/;

function writeTitlePage(entries: TitleEntry[]): string {
  return entries
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
  if (PATTERNS.heading.test(trimmed) || (docStart && TITLE_KEY.test(trimmed))) return true;
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

/** Speech parts (and notes inside a speech) follow the previous line without a blank line. */
function continuesSpeech(elements: Element[], index: number): boolean {
  const previous = elements[index - 1];
  const element = elements[index] as Element;
  const inSpeech = previous && (previous.type === "character" || SPEECH_PARTS.has(previous.type));
  if (!inSpeech) return false;
  if (SPEECH_PARTS.has(element.type)) return true;
  return element.type === "note" && SPEECH_PARTS.has(elements[index + 1]?.type ?? "");
}

/** Writes a document as Fountain text that parses back to the same elements. */
export function writeFountain(doc: ScreenplayDocument): string {
  const parts: string[] = [];
  if (doc.titlePage.length) parts.push(`${writeTitlePage(doc.titlePage)}\n\n`);
  doc.elements.forEach((element, i) => {
    if (i > 0) parts.push(continuesSpeech(doc.elements, i) ? "\n" : "\n\n");
    parts.push(writeElement(element, i === 0 && doc.titlePage.length === 0));
  });
  return `${parts.join("")}\n`;
}
