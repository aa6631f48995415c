/**
 * Final Draft's title page has no keys: it is paragraphs placed by alignment and spacing. This
 * is the one rule both directions share to name the entries of such a page, so that what
 * writeFdx lays out, readFdx names back the same.
 *
 * An entry is a run of paragraphs of one alignment with no blank line or added space between
 * them. Its key is, in this order:
 * 1. the label it starts with ("Revision: Blue pages", letters and spaces before a colon): a
 *    known key anywhere, any label in the lower-left block;
 * 2. centred entries by order: the first is the Title; one that only says who by ("Written
 *    by", "Screenplay by") is the Credit; the next is the Author; any further one a Source;
 * 3. other entries by what they say: "©", "(c)" or "Copyright" opens a Copyright; a one-line
 *    date is the Draft date; otherwise the first left-hand entry is the Contact, and the rest
 *    (and right-hand ones) are Notes.
 * A date or copyright line always stands as an entry of its own.
 */
export type TitleRegion = "center" | "left" | "right";

export interface LaidOutEntry {
  region: TitleRegion;
  /** The entry's lines (emphasis markup kept), the label included if it has one. */
  lines: string[];
}

/** The lower-case spellings of the keys this rule can name, with the spelling it gives. */
const KNOWN_KEYS = new Map(
  ["Title", "Credit", "Author", "Authors", "Source", "Contact", "Draft date", "Date"]
    .concat(["Copyright", "Notes"])
    .map((key) => [key.toLowerCase(), key]),
);
const LABEL = /^([A-Za-z][A-Za-z ]*):(?: |$)/;
const MONTH =
  /\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b/i;
const NUMERIC_DATE = /^\d{1,4}([/.-])\d{1,2}\1\d{1,4}$/;

export const looksLikeCopyright = (line: string) => /^(?:©|\(c\)|copyright\b)/i.test(line);

export function looksLikeDate(line: string): boolean {
  if (line.length > 40 || !/\d/.test(line)) return false;
  return NUMERIC_DATE.test(line) || MONTH.test(line);
}

/** "Written by", "Screenplay by", "by": a line that only says who by. */
function looksLikeCredit(line: string): boolean {
  const lower = line.toLowerCase();
  return lower === "by" || (lower.length <= 30 && lower.endsWith(" by") && /^[a-z ]+$/.test(lower));
}

/** The label an entry's first line opens with, if the rule reads it as one. */
export function labelOf(entry: LaidOutEntry): { key: string; rest: string } | undefined {
  const match = LABEL.exec(entry.lines[0] ?? "");
  const label = match?.[1]?.trim();
  if (!match || !label) return undefined;
  const known = KNOWN_KEYS.has(label.toLowerCase());
  if (!known && entry.region !== "left") return undefined;
  return { key: label, rest: (entry.lines[0] ?? "").slice(match[0].length).trim() };
}

/** Which keys the entries so far have used (lower-case): the order-based keys depend on it. */
export type KeysSeen = Set<string>;

/** The key an entry without a label is read as, after the entries before it. */
export function unlabelledKey(entry: LaidOutEntry, seen: KeysSeen): string {
  const first = entry.lines[0] ?? "";
  if (entry.region === "center") {
    if (!seen.has("title")) return "Title";
    if (!seen.has("credit") && looksLikeCredit(first)) return "Credit";
    if (!seen.has("author") && !seen.has("authors")) return "Author";
    return "Source";
  }
  if (looksLikeCopyright(first)) return "Copyright";
  if (entry.lines.length === 1 && looksLikeDate(first)) return "Draft date";
  return entry.region === "left" && !seen.has("contact") ? "Contact" : "Notes";
}

/** A line that stands as an entry of its own, whatever is around it. */
export const standsAlone = (line: string) => looksLikeCopyright(line) || looksLikeDate(line);
