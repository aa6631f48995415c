import { attributes, childrenNamed, childrenOf, paragraphText, type XmlNode } from "./fdx-nodes";
import {
  type LaidOutEntry,
  labelOf,
  standsAlone,
  type TitleRegion,
  unlabelledKey,
} from "./fdx-title-keys";
import type { TitleEntry } from "./types";

const regionOf = (alignment: string | undefined): TitleRegion =>
  alignment === "Center" ? "center" : alignment === "Right" ? "right" : "left";

/** Groups the page's paragraphs into entries: a blank line or added space starts a new one. */
function entriesOf(paragraphs: XmlNode[]): LaidOutEntry[] {
  const entries: LaidOutEntry[] = [];
  let current: LaidOutEntry | undefined;
  for (const paragraph of paragraphs) {
    const text = paragraphText(paragraph);
    if (!text) {
      current = undefined;
      continue;
    }
    const { Alignment: alignment, SpaceBefore: spaceBefore } = attributes(paragraph);
    const region = regionOf(alignment);
    const lines = text.split("\n");
    const continues =
      current?.region === region &&
      !(Number(spaceBefore) > 0) &&
      !standsAlone(lines[0] ?? "") &&
      !standsAlone(current.lines.at(-1) ?? "");
    if (current && continues) {
      for (const line of lines) current.lines.push(line);
    } else {
      current = { region, lines };
      entries.push(current);
    }
  }
  return entries;
}

/** Names each entry of a Final Draft title page by the rule in fdx-title-keys.ts. */
export function readTitlePage(content: XmlNode | undefined): TitleEntry[] {
  const seen = new Set<string>();
  return entriesOf(childrenNamed(childrenOf(content), "Paragraph")).map((entry) => {
    const label = labelOf(entry);
    const key = label?.key ?? unlabelledKey(entry, seen);
    seen.add(key.toLowerCase());
    const lines = label ? [label.rest, ...entry.lines.slice(1)] : entry.lines;
    return { key, value: (label && !label.rest ? lines.slice(1) : lines).join("\n") };
  });
}
