import {
  attributes,
  childNamed,
  childrenNamed,
  childrenOf,
  paragraphLines,
  paragraphMarkup,
  paragraphText,
  parseXml,
  type XmlNode,
} from "./fdx-nodes";
import { anchorScriptNotes, notesInside } from "./fdx-script-notes";
import { readTitlePage } from "./fdx-title-page-read";
import { splitCue } from "./parse-patterns";
import type { Element, ScreenplayDocument } from "./types";

/** Final Draft's outline levels ("Outline 2", renamed "Outline 2 (Sequences)") are sections. */
const OUTLINE_LEVEL = /^Outline (\d+)/;

function toElement(paragraph: XmlNode, text: string): Element | null {
  const { Type: type = "Action", Alignment: alignment, Number: number } = attributes(paragraph);
  if (!text) return null;
  const level = OUTLINE_LEVEL.exec(type);
  if (level) return { type: "section", text, depth: Number(level[1]) };
  switch (type) {
    case "Scene Heading":
      return number
        ? { type: "scene_heading", text, sceneNumber: number }
        : { type: "scene_heading", text };
    case "Character":
      return { type: "character", ...splitCue(text.replace(/\^$/, "")) };
    case "Parenthetical":
      return { type: "parenthetical", text };
    case "Dialogue":
      return { type: "dialogue", text };
    case "Lyrics":
      return { type: "lyrics", text };
    case "Transition":
      return { type: "transition", text };
    case "Outline Body":
      return { type: "synopsis", text };
    default:
      return alignment === "Center" ? { type: "centered", text } : { type: "action", text };
  }
}

/** A scene heading's Summary: what the scene is about, its synopses. */
const summaryOf = (paragraph: XmlNode): Element[] =>
  paragraphLines(
    childNamed(childrenOf(childNamed(childrenOf(paragraph), "SceneProperties")), "Summary"),
  )
    .filter(Boolean)
    .map((text) => ({ type: "synopsis", text }));

/** One paragraph's elements: itself, its summary, then the notes it carries. */
function readParagraph(paragraph: XmlNode, out: Element[]): void {
  if (attributes(paragraph).StartsNewPage === "Yes" && out.length) out.push({ type: "page_break" });
  const element = toElement(paragraph, paragraphText(paragraph));
  // Action keeps its spaces, as Fountain action does.
  if (element?.type === "action") element.text = paragraphMarkup(paragraph);
  const last = out.at(-1);
  // Final Draft keeps each line of a speech as its own paragraph; Fountain joins them.
  if (element?.type === "dialogue" && last?.type === "dialogue") last.text += `\n${element.text}`;
  else if (element) out.push(element);
  for (const synopsis of summaryOf(paragraph)) out.push(synopsis);
  for (const text of notesInside(paragraph)) out.push({ type: "note", text });
}

function readDualDialogue(dual: XmlNode, out: Element[]): void {
  const start = out.length;
  for (const paragraph of childrenNamed(childrenOf(dual), "Paragraph"))
    readParagraph(paragraph, out);
  const cues = out.slice(start).filter((e) => e.type === "character");
  if (cues[1]) cues[1].dual = true;
}

/** Reads Final Draft XML (.fdx) into a document. */
export function readFdx(xml: string): ScreenplayDocument {
  const root = childNamed(parseXml(xml), "FinalDraft");
  if (!root) throw new Error("Not a Final Draft file: no <FinalDraft> element.");
  const paragraphs = childrenNamed(
    childrenOf(childNamed(childrenOf(root), "Content")),
    "Paragraph",
  );
  const notes = anchorScriptNotes(root, paragraphs);
  const elements: Element[] = notes.leading.map((text) => ({ type: "note", text }));
  paragraphs.forEach((paragraph, index) => {
    const dual = childNamed(childrenOf(paragraph), "DualDialogue");
    if (dual) readDualDialogue(dual, elements);
    else readParagraph(paragraph, elements);
    for (const text of notes.after.get(index) ?? []) elements.push({ type: "note", text });
  });
  const titlePage = childNamed(childrenOf(childNamed(childrenOf(root), "TitlePage")), "Content");
  return { titlePage: readTitlePage(titlePage), elements };
}
