import { parseEmphasis } from "./emphasis";
import { cueText } from "./flow";
import type { Element, ScreenplayDocument, TitleEntry } from "./types";

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
};
/**
 * Characters XML 1.0 cannot hold (its Char production): control characters other than tab,
 * line feed and carriage return, U+FFFE/U+FFFF and lone surrogates. One of them anywhere makes
 * the whole file not well-formed, so they are dropped; they print as nothing anyway.
 */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const escapeXml = (text: string) =>
  text.replace(NOT_XML, "").replace(/[&<>"]/g, (c) => XML_ESCAPES[c] ?? c);

/** Emphasis markup becomes Final Draft's styled <Text> runs. */
function textRuns(text: string): string {
  return parseEmphasis(text)
    .map((run) => {
      const style = [
        run.bold && "Bold",
        run.italic && "Italic",
        run.underline && "Underline",
      ].filter(Boolean);
      const attribute = style.length ? ` Style="${style.join("+")}"` : "";
      return `<Text${attribute}>${escapeXml(run.text)}</Text>`;
    })
    .join("");
}

function paragraph(type: string, text: string, attributes = ""): string {
  return `    <Paragraph${attributes} Type="${type}">${textRuns(text)}</Paragraph>`;
}

function writeElement(element: Element): string | null {
  switch (element.type) {
    case "scene_heading": {
      const number = element.sceneNumber ? ` Number="${escapeXml(element.sceneNumber)}"` : "";
      return paragraph("Scene Heading", element.text, number);
    }
    case "action":
      return paragraph("Action", element.text);
    case "character":
      return paragraph("Character", cueText(element));
    case "parenthetical":
      return paragraph("Parenthetical", element.text);
    case "dialogue":
      return paragraph("Dialogue", element.text);
    case "lyrics":
      return paragraph("Lyrics", element.text);
    case "transition":
      return paragraph("Transition", element.text);
    case "centered":
      return paragraph("Action", element.text, ' Alignment="Center"');
    case "page_break":
      return '    <Paragraph StartsNewPage="Yes" Type="Action"><Text></Text></Paragraph>';
    case "note":
      return `    <Paragraph Type="Action"><ScriptNote><Paragraph><Text>${escapeXml(element.text)}</Text></Paragraph></ScriptNote></Paragraph>`;
    default:
      // Sections and synopses have no Final Draft paragraph; they are outline-only.
      return null;
  }
}

/** Dual dialogue: the speech before a `dual` cue and that cue's speech share a wrapper. */
function writeElements(elements: Element[]): string[] {
  const out: string[] = [];
  let speechStart = -1;
  elements.forEach((element) => {
    if (element.type === "character" && element.dual && speechStart !== -1) {
      out.splice(speechStart, 0, "    <Paragraph><DualDialogue>");
      out.push(writeElement(element) as string);
      speechStart = -2;
      return;
    }
    if (element.type === "character") {
      if (speechStart === -2) out.push("    </DualDialogue></Paragraph>");
      speechStart = out.length;
    } else if (!["parenthetical", "dialogue", "lyrics"].includes(element.type)) {
      if (speechStart === -2) out.push("    </DualDialogue></Paragraph>");
      speechStart = -1;
    }
    const xml = writeElement(element);
    if (xml) out.push(xml);
  });
  if (speechStart === -2) out.push("    </DualDialogue></Paragraph>");
  return out;
}

/** Title page entries are stored as key-tagged paragraphs so our reader gets the keys back. */
function writeTitlePage(entries: TitleEntry[]): string {
  if (!entries.length) return "";
  const paragraphs = entries.map((entry) => {
    const centred = ["title", "credit", "author", "authors", "source"].includes(
      entry.key.toLowerCase(),
    );
    const alignment = centred ? "Center" : "Left";
    return `      <Paragraph Alignment="${alignment}" Type="Text" Key="${escapeXml(entry.key)}">${textRuns(entry.value)}</Paragraph>`;
  });
  return `  <TitlePage>\n    <Content>\n${paragraphs.join("\n")}\n    </Content>\n  </TitlePage>\n`;
}

/** Writes Final Draft XML (.fdx). */
export function writeFdx(doc: ScreenplayDocument): string {
  return [
    '<?xml version="1.0" encoding="UTF-8" standalone="no" ?>',
    '<FinalDraft DocumentType="Script" Template="No" Version="5">',
    "  <Content>",
    ...writeElements(doc.elements),
    "  </Content>",
    `${writeTitlePage(doc.titlePage)}</FinalDraft>`,
    "",
  ].join("\n");
}
