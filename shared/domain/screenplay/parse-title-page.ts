import type { TitleEntry } from "./types";

const KEY = /^[A-Za-z][A-Za-z ]*$/;

/** The keys Fountain names for a title page; the layout places each of them. */
export const TITLE_PAGE_KEYS = [
  "title",
  "credit",
  "author",
  "authors",
  "source",
  "draft date",
  "date",
  "contact",
  "copyright",
  "notes",
] as const;
const KNOWN_KEYS: ReadonlySet<string> = new Set(TITLE_PAGE_KEYS);

export const isTitlePageKey = (key: string) => KNOWN_KEYS.has(key.toLowerCase());
const LINE_BREAK = /[\n\r\u2028\u2029]/;

/**
 * "Key: value": a key of letters and spaces, a colon, a value on the same line. Split at the
 * first colon rather than matched as one pattern: spaces may end the key or follow it, and a
 * backtracking pattern tried every split of a long run of them.
 */
function keyLine(line: string): TitleEntry | null {
  const colon = line.indexOf(":");
  if (colon === -1) return null;
  const key = line.slice(0, colon).trimEnd();
  const value = line.slice(colon + 1).trimStart();
  return KEY.test(key) && !LINE_BREAK.test(value) ? { key, value } : null;
}

export interface TitlePageResult {
  titlePage: TitleEntry[];
  /** Index of the first line after the title page. */
  bodyStart: number;
}

/**
 * A title page is a block of `Key: value` lines at the very top, ended by a blank line;
 * indented (or otherwise key-less) lines continue the previous value. The block is a title page
 * only when its first key is one of Fountain's title-page keys, as afterwriting reads it: a
 * script that opens on "FADE IN:" (or any other "Word:" line) starts with that line, not with a
 * blank title page. After that first key, other keys a writer adds (a revision, a WGA number)
 * are entries of the title page too.
 */
export function parseTitlePage(lines: string[]): TitlePageResult {
  const first = lines.findIndex((line) => line.trim() !== "");
  const firstKey = first === -1 ? null : keyLine(lines[first] ?? "");
  if (!firstKey || !isTitlePageKey(firstKey.key)) return { titlePage: [], bodyStart: 0 };
  const titlePage: TitleEntry[] = [];
  let index = first;
  for (; index < lines.length; index++) {
    const line = lines[index] ?? "";
    if (line.trim() === "") break;
    const entry = /^\s/.test(line) ? null : keyLine(line);
    if (entry) {
      titlePage.push({ key: entry.key, value: entry.value.trim() });
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
