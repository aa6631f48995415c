import type { Page, Pagination } from "./paginate";

/** Columns left of the printed page's 1" margin are dropped to keep text lines short. */
const MARGIN_INCHES = 1;

function pageText(page: Page, pagination: Pagination): string {
  const { profile } = pagination;
  const firstRow = Math.round((profile.pageNumberTop - profile.topMargin) / profile.lineHeight);
  const rows = new Map<number, string[]>();
  for (const line of page.lines) {
    const row = rows.get(line.row) ?? [];
    const column = Math.max(0, Math.round((line.x - MARGIN_INCHES) / profile.charWidth));
    [...line.text].forEach((char, i) => {
      row[column + i] = char;
    });
    rows.set(line.row, row);
  }
  const lastRow = Math.max(0, ...rows.keys());
  const out: string[] = [];
  for (let row = firstRow; row <= lastRow; row++) {
    out.push(
      Array.from(rows.get(row) ?? [], (c) => c ?? " ")
        .join("")
        .trimEnd(),
    );
  }
  return out.join("\n");
}

/**
 * Plain text laid out like the printed page (Courier columns become character columns),
 * pages separated by form feeds.
 */
export function writeText(pagination: Pagination): string {
  const pages = pagination.titlePage
    ? [pagination.titlePage, ...pagination.pages]
    : pagination.pages;
  return `${pages.map((page) => pageText(page, pagination)).join("\n\f")}\n`;
}
