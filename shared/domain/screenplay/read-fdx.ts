import { XMLParser } from "fast-xml-parser";
import { runsToMarkup, type TextRun } from "./emphasis";
import { splitCue } from "./parse-patterns";
import type { Element, ScreenplayDocument, TitleEntry } from "./types";

/** fast-xml-parser's preserveOrder shape: one key per tag (children), ":@" for attributes. */
type XmlNode = { [tag: string]: XmlNode[] | string | Record<string, string> | undefined } & {
  ":@"?: Record<string, string>;
  "#text"?: string;
};

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: "",
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
});

const tagOf = (node: XmlNode) => Object.keys(node).find((key) => key !== ":@") ?? "";
const childrenOf = (node: XmlNode) => {
  const value = node[tagOf(node)];
  return Array.isArray(value) ? value : [];
};
const childNamed = (nodes: XmlNode[], tag: string) => nodes.find((n) => tagOf(n) === tag);
const attributes = (node: XmlNode) => node[":@"] ?? {};

/** Final Draft styles ("Bold+Underline") on <Text> runs become Fountain emphasis markup. */
function paragraphText(paragraph: XmlNode): string {
  const runs: TextRun[] = childrenOf(paragraph)
    .filter((n) => tagOf(n) === "Text")
    .map((textNode) => {
      const style = attributes(textNode).Style ?? "";
      const text = childrenOf(textNode)
        .map((n) => n["#text"] ?? "")
        .join("");
      return {
        text,
        bold: style.includes("Bold"),
        italic: style.includes("Italic"),
        underline: style.includes("Underline"),
      };
    });
  return runsToMarkup(mergeRuns(runs)).trim();
}

function mergeRuns(runs: TextRun[]): TextRun[] {
  const merged: TextRun[] = [];
  for (const run of runs) {
    const last = merged.at(-1);
    const same =
      last &&
      last.bold === run.bold &&
      last.italic === run.italic &&
      last.underline === run.underline;
    if (same) last.text += run.text;
    else if (run.text) merged.push({ ...run });
  }
  return merged;
}

function toElement(paragraph: XmlNode, text: string): Element | null {
  const { Type: type = "Action", Alignment: alignment, Number: number } = attributes(paragraph);
  if (childNamed(childrenOf(paragraph), "ScriptNote")) {
    const note = childNamed(childrenOf(paragraph), "ScriptNote") as XmlNode;
    return { type: "note", text: childrenOf(note).map(paragraphText).join("\n") };
  }
  if (!text) return null;
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
    default:
      return alignment === "Center" ? { type: "centered", text } : { type: "action", text };
  }
}

function readParagraphs(nodes: XmlNode[], out: Element[]): void {
  for (const node of nodes) {
    if (tagOf(node) !== "Paragraph") continue;
    const dual = childNamed(childrenOf(node), "DualDialogue");
    if (dual) {
      const start = out.length;
      readParagraphs(childrenOf(dual), out);
      const cues = out.slice(start).filter((e) => e.type === "character");
      if (cues[1]) cues[1].dual = true;
      continue;
    }
    if (attributes(node).StartsNewPage === "Yes" && out.length) out.push({ type: "page_break" });
    const element = toElement(node, paragraphText(node));
    const last = out.at(-1);
    // Final Draft keeps each line of a speech as its own paragraph; Fountain joins them.
    if (element?.type === "dialogue" && last?.type === "dialogue") last.text += `\n${element.text}`;
    else if (element) out.push(element);
  }
}

function readTitlePage(content: XmlNode[]): TitleEntry[] {
  const entries: TitleEntry[] = [];
  const centredKeys = ["Title", "Credit", "Author", "Source"];
  for (const paragraph of content.filter((n) => tagOf(n) === "Paragraph")) {
    const value = paragraphText(paragraph);
    if (!value) continue;
    const { Key: key, Alignment: alignment } = attributes(paragraph);
    const guessed = /^(written )?by$/i.test(value)
      ? "Credit"
      : alignment === "Center"
        ? centredKeys.find((k) => k !== "Credit" && !entries.some((e) => e.key === k))
        : "Contact";
    const finalKey = key ?? guessed ?? "Notes";
    const existing = entries.find((e) => e.key === finalKey);
    if (existing && !key) existing.value += `\n${value}`;
    else entries.push({ key: finalKey, value });
  }
  return entries;
}

/** Reads Final Draft XML (.fdx) into a document. */
export function readFdx(xml: string): ScreenplayDocument {
  const root = childNamed(parser.parse(xml) as XmlNode[], "FinalDraft");
  if (!root) throw new Error("Not a Final Draft file: no <FinalDraft> element.");
  const elements: Element[] = [];
  readParagraphs(childrenOf(childNamed(childrenOf(root), "Content") ?? {}), elements);
  const titleContent = childNamed(
    childrenOf(childNamed(childrenOf(root), "TitlePage") ?? {}),
    "Content",
  );
  return { titlePage: titleContent ? readTitlePage(childrenOf(titleContent)) : [], elements };
}
