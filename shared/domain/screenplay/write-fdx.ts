import { writeElementSettings, writePageLayout } from "./fdx-settings";
import { writeTitlePage } from "./fdx-title-page";
import { escapeXml, printedLength, textRuns } from "./fdx-xml";
import { cueText } from "./flow";
import { type PrintProfile, usLetter } from "./print-profile";
import type { Element, ScreenplayDocument } from "./types";

export interface FdxOptions {
  /** The paper and element geometry written into the file's page layout and settings. */
  profile?: PrintProfile;
}

/** A paragraph of the script's <Content>, with the notes that follow it. */
interface Written {
  xml: string;
  /** Characters of script text Final Draft counts for it: note ranges are measured in them. */
  length: number;
  notes: string[];
}

const SPEECH_PARTS = new Set(["parenthetical", "dialogue", "lyrics", "note"]);
const PARAGRAPH_TYPES: Partial<Record<Element["type"], string>> = {
  action: "Action",
  parenthetical: "Parenthetical",
  dialogue: "Dialogue",
  lyrics: "Lyrics",
  transition: "Transition",
  synopsis: "Outline Body",
};

const paragraph = (type: string, text: string, attributes = "", inside = ""): Written => ({
  xml: `<Paragraph${attributes} Type="${type}">${inside}${textRuns(text)}</Paragraph>`,
  length: printedLength(text),
  notes: [],
});

/** A note's lines as the paragraphs of a ScriptNote; its text is the writer's, not markup. */
const noteParagraphs = (text: string) =>
  text
    .split("\n")
    .map((line) => `<Paragraph><Text>${escapeXml(line)}</Text></Paragraph>`)
    .join("");

/** A scene's synopses are its Summary, where Final Draft keeps what a scene is about. */
function sceneHeading(heading: Extract<Element, { type: "scene_heading" }>, synopses: string[]) {
  const number = heading.sceneNumber ? ` Number="${escapeXml(heading.sceneNumber)}"` : "";
  const summary = synopses.length
    ? `<SceneProperties><Summary>${synopses.map((s) => `<Paragraph>${textRuns(s)}</Paragraph>`).join("")}</Summary></SceneProperties>`
    : "";
  return paragraph("Scene Heading", heading.text, number, summary);
}

function writeElement(element: Exclude<Element, { type: "note" }>): Written {
  switch (element.type) {
    case "scene_heading":
      return sceneHeading(element, []);
    case "character":
      return paragraph("Character", cueText(element));
    case "centered":
      return paragraph("Action", element.text, ' Alignment="Center"');
    case "page_break":
      return paragraph("Action", "", ' StartsNewPage="Yes"');
    case "section":
      return paragraph(`Outline ${element.depth}`, element.text);
    default:
      return paragraph(PARAGRAPH_TYPES[element.type] ?? "Action", element.text);
  }
}

/** Where the speech starting at a cue ends: its parentheticals, lines and notes included. */
function speechEnd(elements: Element[], cue: number): number {
  let end = cue + 1;
  while (SPEECH_PARTS.has(elements[end]?.type ?? "")) end++;
  return end;
}

/**
 * Two speeches side by side share one paragraph's <DualDialogue>. Final Draft measures no
 * note range inside it, so a note there stays inside the paragraph it follows.
 */
function dualDialogue(elements: Element[]): Written {
  const inner: Written[] = [];
  for (const element of elements) {
    if (element.type === "note") (inner.at(-1) as Written).notes.push(element.text);
    else inner.push(writeElement(element));
  }
  const close = "</Paragraph>";
  const xml = inner.map(({ xml, notes }) => {
    const carried = notes.map((n) => `<ScriptNote>${noteParagraphs(n)}</ScriptNote>`).join("");
    return `${xml.slice(0, -close.length)}${carried}${close}`;
  });
  return {
    xml: `<Paragraph><DualDialogue>${xml.join("")}</DualDialogue></Paragraph>`,
    length: 2,
    notes: [],
  };
}

const isDualCue = (element: Element | undefined) => element?.type === "character" && element.dual;

/** The script's paragraphs in order, and the notes that come before the first of them. */
function writeContent(elements: Element[]): { written: Written[]; leadingNotes: string[] } {
  const written: Written[] = [];
  const leadingNotes: string[] = [];
  let i = 0;
  while (i < elements.length) {
    const element = elements[i] as Element;
    if (element.type === "note") {
      (written.at(-1)?.notes ?? leadingNotes).push(element.text);
      i++;
    } else if (element.type === "character" && isDualCue(elements[speechEnd(elements, i)])) {
      const end = speechEnd(elements, speechEnd(elements, i));
      written.push(dualDialogue(elements.slice(i, end)));
      i = end;
    } else if (element.type === "scene_heading") {
      let end = i + 1;
      while (elements[end]?.type === "synopsis") end++;
      const synopses = elements.slice(i + 1, end).map((s) => (s as { text: string }).text);
      written.push(sceneHeading(element, synopses));
      i = end;
    } else {
      written.push(writeElement(element));
      i++;
    }
  }
  return { written, leadingNotes };
}

/**
 * Notes are Final Draft ScriptNotes: each anchored by an empty Range at the end of the
 * paragraph it follows (at 0 before the first), counting every paragraph's text and one
 * character for each paragraph break, as Final Draft counts them.
 */
function writeScriptNotes(written: Written[], leadingNotes: string[]): string {
  const anchored = leadingNotes.map((text) => ({ at: 0, text }));
  let offset = 0;
  for (const { length, notes } of written) {
    for (const text of notes) anchored.push({ at: offset + length, text });
    offset += length + 1;
  }
  if (!anchored.length) return "";
  const notes = anchored.map(
    ({ at, text }, i) =>
      `    <ScriptNote Color="#000000000000" Id="${i + 1}" Name="" Range="${at},${at}" Type="">${noteParagraphs(text)}</ScriptNote>`,
  );
  return `  <ScriptNotes>\n${notes.join("\n")}\n  </ScriptNotes>`;
}

/** Writes Final Draft XML (.fdx): the script, its title page, element settings and paper. */
export function writeFdx(doc: ScreenplayDocument, options: FdxOptions = {}): string {
  const profile = options.profile ?? usLetter;
  const { written, leadingNotes } = writeContent(doc.elements);
  const deepestSection = doc.elements.reduce(
    (deepest, e) => (e.type === "section" ? Math.max(deepest, e.depth) : deepest),
    0,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8" standalone="no" ?>',
    '<FinalDraft DocumentType="Script" Template="No" Version="5">',
    "  <Content>",
    ...written.map(({ xml }) => `    ${xml}`),
    "  </Content>",
    `${writeTitlePage(doc.titlePage, profile)}${writeElementSettings(profile, deepestSection)}`,
    writePageLayout(profile),
    writeScriptNotes(written, leadingNotes),
    "</FinalDraft>",
    "",
  ]
    .filter((part, i, parts) => part !== "" || i === parts.length - 1)
    .join("\n");
}
