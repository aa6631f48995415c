import { runsText, type TextRun } from "./emphasis";
import type { Page, PageLine } from "./paginate";
import { placeLine } from "./paginate";
import { titleValue } from "./parse-title-page";
import type { PrintProfile } from "./print-profile";
import type { TitleEntry } from "./types";
import { wrapText } from "./wrap";

const LEFT_KEYS = ["draft date", "date", "contact"];
const RIGHT_KEYS = ["copyright", "notes"];
const CENTRED_KEYS = ["title", "credit", "author", "authors", "source"];
const PLACED = new Set([...CENTRED_KEYS, ...LEFT_KEYS, ...RIGHT_KEYS]);

/** Characters that fit between a column's left edge and `right` (inches), one space kept clear. */
const columnWidth = (profile: PrintProfile, left: number, right: number) =>
  Math.floor((right - left) / profile.charWidth) - 1;

/**
 * Title in capitals, credit ("Written by"), author and source centred from 3.5"; draft date and
 * contact at the bottom left, copyright and notes at the bottom right (afterwriting's spacing).
 * Any other key a writer keeps (a WGA number, a revision) prints after the contact: a title page
 * entry is never dropped. Every value wraps inside its column: centred ones within the action
 * width, the left column short of the right one, the right column at the action's right edge.
 * A bottom column too long for the page starts higher, so its last line stays above the bottom
 * margin.
 */
export function layoutTitlePage(entries: TitleEntry[], profile: PrintProfile): Page {
  const lines: PageLine[] = [];
  const { leftColumn, rightColumn } = profile.titlePage;
  const firstRow = (profile.titlePage.top - profile.topMargin) / profile.lineHeight;
  let row = firstRow;
  const centred = (value: string | undefined, gapAfter: number, upper = false) => {
    if (value === undefined) return;
    for (const runs of wrapText(upper ? value.toUpperCase() : value, profile.blocks.action.width)) {
      const x = (profile.pageWidth - runsText(runs).length * profile.charWidth) / 2;
      lines.push(placeLine(profile, "title_page", runs, x, row++));
    }
    row += gapAfter;
  };
  centred(titleValue(entries, "title"), 2, true);
  centred(
    titleValue(entries, "credit") ?? (titleValue(entries, "author") ? "Written by" : undefined),
    1,
  );
  centred(titleValue(entries, "author"), 4);
  centred(titleValue(entries, "source"), 0);
  const bottomRow = (profile.titlePage.bottom - profile.topMargin) / profile.lineHeight;
  const column = (keys: string[], x: number, width: number, others: TitleEntry[] = []) => {
    const values = keys
      .flatMap((key) => entries.filter((e) => e.key.toLowerCase() === key))
      .concat(others);
    const printed: TextRun[][] = values.flatMap((e) =>
      e.value.split("\n").flatMap((text) => wrapText(text.trim(), width)),
    );
    let r = Math.max(0, Math.min(bottomRow, profile.linesPerPage - printed.length));
    for (const runs of printed) lines.push(placeLine(profile, "title_page", runs, x, r++));
  };
  const others = entries.filter((e) => !PLACED.has(e.key.toLowerCase()));
  column(LEFT_KEYS, leftColumn, columnWidth(profile, leftColumn, rightColumn), others);
  column(RIGHT_KEYS, rightColumn, columnWidth(profile, rightColumn, profile.rightEdge) + 1);
  return { label: null, lines };
}
