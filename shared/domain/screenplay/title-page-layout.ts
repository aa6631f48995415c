import { parseEmphasis, runsText } from "./emphasis";
import type { Page, PageLine } from "./paginate";
import { placeLine } from "./paginate";
import { titleValue } from "./parse-title-page";
import type { PrintProfile } from "./print-profile";
import type { TitleEntry } from "./types";

const LEFT_KEYS = ["draft date", "date", "contact"];
const RIGHT_KEYS = ["copyright", "notes"];
const CENTRED_KEYS = ["title", "credit", "author", "authors", "source"];
const PLACED = new Set([...CENTRED_KEYS, ...LEFT_KEYS, ...RIGHT_KEYS]);

/**
 * Title in capitals, credit ("Written by"), author and source centred from 3.5"; draft date and
 * contact at the bottom left, copyright and notes at the bottom right (afterwriting's spacing).
 * Any other key a writer keeps (a WGA number, a revision) prints after the contact: a title page
 * entry is never dropped.
 */
export function layoutTitlePage(entries: TitleEntry[], profile: PrintProfile): Page {
  const lines: PageLine[] = [];
  const firstRow = (profile.titlePage.top - profile.topMargin) / profile.lineHeight;
  let row = firstRow;
  const centred = (value: string | undefined, gapAfter: number, upper = false) => {
    if (value === undefined) return;
    for (const text of value.split("\n")) {
      const runs = parseEmphasis(upper ? text.toUpperCase() : text);
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
  const column = (keys: string[], x: number, others: TitleEntry[] = []) => {
    let r = bottomRow;
    const values = keys
      .flatMap((key) => entries.filter((e) => e.key.toLowerCase() === key))
      .concat(others);
    for (const text of values.flatMap((e) => e.value.split("\n"))) {
      lines.push(placeLine(profile, "title_page", parseEmphasis(text.trim()), x, r++));
    }
  };
  const others = entries.filter((e) => !PLACED.has(e.key.toLowerCase()));
  column(LEFT_KEYS, profile.titlePage.leftColumn, others);
  column(RIGHT_KEYS, profile.titlePage.rightColumn);
  return { label: null, lines };
}
