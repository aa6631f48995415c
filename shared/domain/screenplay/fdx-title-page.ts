import { type LaidOutEntry, labelOf, type TitleRegion, unlabelledKey } from "./fdx-title-keys";
import { textRuns } from "./fdx-xml";
import type { PrintProfile } from "./print-profile";
import type { TitleEntry } from "./types";

const CENTRED = new Set(["title", "credit", "author", "authors", "source"]);
const LOWER_RIGHT = new Set(["draft date", "date", "copyright", "notes"]);
/** Blank lines after each centred entry, as our PDF title page spaces them. */
const GAP_AFTER: Record<string, number> = { title: 2, credit: 1, author: 4, authors: 4 };
/** Final Draft measures space before a paragraph in points: 12 a line of 12 pt Courier. */
const POINTS_PER_LINE = 12;

const regionOf = (key: string): TitleRegion => {
  const lower = key.toLowerCase();
  if (CENTRED.has(lower)) return "center";
  return LOWER_RIGHT.has(lower) ? "right" : "left";
};

const ALIGNMENT: Record<TitleRegion, string> = { center: "Center", left: "Left", right: "Right" };

/**
 * Lays each entry out as one paragraph the way the shared key rule names it back: unlabelled
 * when its place and words already say its key, written "Key: value" when they would not.
 */
function laidOut(entries: TitleEntry[]): { entry: LaidOutEntry; key: string }[] {
  const seen = new Set<string>();
  return entries.map(({ key, value }) => {
    const lines = value.split("\n");
    const entry = { region: regionOf(key), lines };
    const readAs = lines[0] && !labelOf(entry) ? unlabelledKey(entry, seen) : undefined;
    seen.add(key.toLowerCase());
    if (readAs === key) return { entry, key };
    const label = lines[0] ? `${key}: ${lines[0]}` : `${key}:`;
    return { entry: { ...entry, lines: [label, ...lines.slice(1)] }, key };
  });
}

/**
 * Title, credit, author and source centred from the title page's top; then, from its lower
 * block down, the contact and any other key on the left, draft date, copyright and notes on
 * the right, each entry a paragraph spaced from the one before.
 */
export function writeTitlePage(entries: TitleEntry[], profile: PrintProfile): string {
  if (!entries.length) return "";
  const rowOf = (inches: number) => Math.round((inches - profile.topMargin) / profile.lineHeight);
  let row = 0;
  let gapAfterPrevious = rowOf(profile.titlePage.top);
  let lowerStarted = false;
  const paragraphs = laidOut(entries).map(({ entry, key }) => {
    if (entry.region !== "center" && !lowerStarted) {
      lowerStarted = true;
      gapAfterPrevious = Math.max(1, rowOf(profile.titlePage.bottom) - row);
    }
    const spaceBefore = gapAfterPrevious * POINTS_PER_LINE;
    row += gapAfterPrevious + entry.lines.length;
    gapAfterPrevious = GAP_AFTER[key.toLowerCase()] ?? 1;
    const text = textRuns(entry.lines.join("\n"));
    return `      <Paragraph Alignment="${ALIGNMENT[entry.region]}" SpaceBefore="${spaceBefore}">${text}</Paragraph>`;
  });
  return `  <TitlePage>\n    <Content>\n${paragraphs.join("\n")}\n    </Content>\n  </TitlePage>\n`;
}
