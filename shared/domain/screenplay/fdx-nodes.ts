import { XMLParser } from "fast-xml-parser";
import { runsToMarkup, type TextRun } from "./emphasis";

/** fast-xml-parser's preserveOrder shape: one key per tag (children), ":@" for attributes. */
export type XmlNode = { [tag: string]: XmlNode[] | string | Record<string, string> | undefined } & {
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

export const parseXml = (xml: string) => parser.parse(xml) as XmlNode[];
export const tagOf = (node: XmlNode) => Object.keys(node).find((key) => key !== ":@") ?? "";
export const childrenOf = (node: XmlNode | undefined): XmlNode[] => {
  const value = node?.[tagOf(node)];
  return Array.isArray(value) ? value : [];
};
export const childNamed = (nodes: XmlNode[], tag: string) => nodes.find((n) => tagOf(n) === tag);
export const childrenNamed = (nodes: XmlNode[], tag: string) =>
  nodes.filter((n) => tagOf(n) === tag);
export const attributes = (node: XmlNode) => node[":@"] ?? {};

const textOf = (textNode: XmlNode) =>
  childrenOf(textNode)
    .map((n) => n["#text"] ?? "")
    .join("");

/** A paragraph's own <Text> runs, exactly as stored: what Final Draft counts note ranges in. */
export const rawText = (paragraph: XmlNode) =>
  childrenNamed(childrenOf(paragraph), "Text").map(textOf).join("");

/** A paragraph's text as Fountain markup, without the spaces around it. */
export function paragraphText(paragraph: XmlNode): string {
  return paragraphMarkup(paragraph).trim();
}

/** Final Draft styles ("Bold+Underline") on <Text> runs become Fountain emphasis markup. */
export function paragraphMarkup(paragraph: XmlNode): string {
  const runs: TextRun[] = childrenNamed(childrenOf(paragraph), "Text").map((textNode) => {
    const style = attributes(textNode).Style ?? "";
    return {
      text: textOf(textNode),
      bold: style.includes("Bold"),
      italic: style.includes("Italic"),
      underline: style.includes("Underline"),
    };
  });
  return runsToMarkup(mergeRuns(runs));
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

/** The text of a block of paragraphs (a note, a summary), one line each. */
export const paragraphLines = (node: XmlNode | undefined) =>
  childrenNamed(childrenOf(node), "Paragraph").map(paragraphText);
