import type { TitleEntry } from "./types";

const KEY_LINE = /^([A-Za-z][A-Za-z ]*?)\s*:\s*(.*)$/;

export interface TitlePageResult {
  titlePage: TitleEntry[];
  /** Index of the first line after the title page. */
  bodyStart: number;
}

/**
 * A title page is a block of `Key: value` lines at the very top, ended by a blank line;
 * indented (or otherwise key-less) lines continue the previous value.
 */
export function parseTitlePage(lines: string[]): TitlePageResult {
  const first = lines.findIndex((line) => line.trim() !== "");
  if (first === -1 || !KEY_LINE.test(lines[first] ?? "")) return { titlePage: [], bodyStart: 0 };
  const titlePage: TitleEntry[] = [];
  let index = first;
  for (; index < lines.length; index++) {
    const line = lines[index] ?? "";
    if (line.trim() === "") break;
    const match = /^\s/.test(line) ? null : KEY_LINE.exec(line);
    if (match) {
      titlePage.push({ key: match[1] ?? "", value: (match[2] ?? "").trim() });
      continue;
    }
    const last = titlePage.at(-1);
    if (last) last.value = last.value ? `${last.value}\n${line.trim()}` : line.trim();
  }
  return { titlePage, bodyStart: index };
}

/** Case-insensitive lookup; "Authors" counts as "Author". */
export function titleValue(titlePage: TitleEntry[], key: string): string | undefined {
  const wanted = key.toLowerCase();
  const entry = titlePage.find((e) => {
    const k = e.key.toLowerCase();
    return k === wanted || (wanted === "author" && k === "authors");
  });
  return entry?.value;
}
