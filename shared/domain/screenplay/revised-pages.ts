import { type Page, type PaginateOptions, type Pagination, paginate, placeLine } from "./paginate";
import type { PrintProfile } from "./print-profile";
import { ScriptChanges } from "./revisions";
import type { ScreenplayDocument } from "./types";

/** How revision pages print (docs/decisions/0036). */
export interface RevisionOptions {
  /** The revision's name ("Blue Revision"), printed with its date atop every page with a mark. */
  name?: string;
  /** The revision's date; today when not given. */
  date?: Date;
  /** Print only the pages with a mark, each keeping its page number. */
  changedPagesOnly?: boolean;
}

/** Asked for changed pages only when nothing that prints changed: there is no page to print. */
export class NothingRevisedError extends Error {
  constructor() {
    super("Nothing that prints changed since the earlier version, so there is no page to print.");
    this.name = "NothingRevisedError";
  }
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "24 Nov 2026": unambiguous in every country, unlike 11/24/26. Dates are UTC days. */
export function revisionDate(date: Date): string {
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** The header of a revised page: "Blue Revision — 24 Nov 2026". */
export function revisionHeader(name: string, date: Date): string {
  return `${name} — ${revisionDate(date)}`;
}

const isRevised = (page: Page) => page.lines.some((line) => line.type === "revision_mark");

/** Columns between the revision header and the page number, as Final Draft's header leaves. */
const HEADER_GAP = 2;

/** The header on the page number's row, ending a little left of the number. */
function withHeader(page: Page, profile: PrintProfile, header: string): Page {
  const number = page.lines.find((line) => line.type === "page_number");
  const end = number ? number.x - HEADER_GAP * profile.charWidth : profile.rightEdge;
  const x = end - header.length * profile.charWidth;
  const row = (profile.pageNumberTop - profile.topMargin) / profile.lineHeight;
  const line = placeLine(profile, "revision_header", [{ text: header }], x, row);
  return { ...page, lines: [line, ...page.lines] };
}

/**
 * The script's pages with every line changed since `earlier` marked "*" in the right margin, the
 * revision's name and date atop each page with a mark, and, if asked, only those pages (page
 * numbers kept, the title page left out).
 */
export function paginateRevised(
  doc: ScreenplayDocument,
  earlier: ScreenplayDocument,
  profile: PrintProfile,
  options: PaginateOptions & RevisionOptions = {},
): Pagination {
  const changes = ScriptChanges.between(earlier.elements, doc.elements);
  const pagination = paginate(doc, profile, { ...options, changes });
  const { name } = options;
  const header = name ? revisionHeader(name, options.date ?? new Date()) : undefined;
  const marked = pagination.pages.map((page) =>
    header && isRevised(page) ? withHeader(page, profile, header) : page,
  );
  if (!options.changedPagesOnly) return { ...pagination, pages: marked };
  const pages = marked.filter(isRevised);
  if (pages.length === 0) throw new NothingRevisedError();
  return { profile, pages, pageCount: pages.length };
}
