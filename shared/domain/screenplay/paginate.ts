import { runsText, type TextRun } from "./emphasis";
import { type FlowLine, flowLines } from "./flow";
import { breakPages, type SpeechBreaks } from "./page-breaks";
import type { PrintProfile } from "./print-profile";
import { usLetter } from "./print-profile";
import type { ScriptChanges } from "./revisions";
import { layoutTitlePage } from "./title-page-layout";
import type { ScreenplayDocument } from "./types";

export type PageLineType =
  | "scene_heading"
  | "action"
  | "character"
  | "parenthetical"
  | "dialogue"
  | "transition"
  | "centered"
  | "lyrics"
  | "more"
  | "scene_number"
  | "page_number"
  | "title_page"
  | "revision_mark"
  | "revision_header";

/** A line placed on a page: writers only draw it. */
export interface PageLine {
  type: PageLineType;
  /** Left edge of the text, inches from the page's left edge. */
  x: number;
  /** Top of the line, inches from the page's top edge. */
  y: number;
  /** Line index below the top margin (negative above it, e.g. the page number). */
  row: number;
  /** Plain text as printed (no markup). */
  text: string;
  runs: TextRun[];
}

export interface Page {
  /** The printed page number ("2."), null on the first script page and the title page. */
  label: string | null;
  lines: PageLine[];
}

export interface Pagination {
  profile: PrintProfile;
  titlePage?: Page;
  pages: Page[];
  /** Physical pages, title page included. */
  pageCount: number;
}

export function placeLine(
  profile: PrintProfile,
  type: PageLineType,
  runs: TextRun[],
  x: number,
  row: number,
): PageLine {
  const y = profile.topMargin + row * profile.lineHeight;
  return { type, x: round(x), y: round(y), row, text: runsText(runs), runs };
}

const round = (n: number) => Math.round(n * 1e4) / 1e4;

function lineX(
  profile: PrintProfile,
  line: FlowLine,
  length: number,
  column?: "left" | "right",
): number {
  if (line.type === "transition") return profile.rightEdge - length * profile.charWidth;
  if (line.type === "centered") return (profile.pageWidth - length * profile.charWidth) / 2;
  const type = line.type === "more" ? "character" : line.type;
  const left = type === "blank" || type === "page_break" ? 0 : profile.blocks[type].left;
  if (!column) return left;
  // afterwriting's dual columns: halve the indent from the action edge, shift the right half.
  const margin = profile.blocks.action.left;
  const dualLeft = left - (left - margin) / 2;
  return column === "left" ? dualLeft : dualLeft + (profile.pageWidth - 1 - margin) / 2;
}

function placeFlowLine(
  profile: PrintProfile,
  line: FlowLine,
  row: number,
  column?: "left" | "right",
) {
  const length = runsText(line.runs).length;
  const type = line.type as PageLineType;
  return placeLine(profile, type, line.runs, lineX(profile, line, length, column), row);
}

function layoutPage(profile: PrintProfile, flow: FlowLine[], index: number): Page {
  const lines: PageLine[] = [];
  flow.forEach((line, row) => {
    if (line.type === "blank" || line.type === "page_break") return;
    if (line.runs.length)
      lines.push(placeFlowLine(profile, line, row, line.dual ? "left" : undefined));
    if (line.right?.runs.length) lines.push(placeFlowLine(profile, line.right, row, "right"));
    if (line.sceneNumber) lines.push(...sceneNumbers(profile, line.sceneNumber, row));
    // One mark per printed row: a dual dialogue row is marked when either column changed.
    if (line.revised || line.right?.revised)
      lines.push(placeLine(profile, "revision_mark", [{ text: "*" }], profile.revisionMarkX, row));
  });
  const label = index === 0 ? null : `${index + 1}.`;
  if (label) {
    const x = profile.rightEdge - label.length * profile.charWidth;
    const row = (profile.pageNumberTop - profile.topMargin) / profile.lineHeight;
    lines.unshift(placeLine(profile, "page_number", [{ text: label }], x, row));
  }
  return { label, lines };
}

function sceneNumbers(profile: PrintProfile, number: string, row: number): PageLine[] {
  const runs = [{ text: number }];
  const leftX = profile.blocks.action.left - (number.length + 3) * profile.charWidth;
  return [
    placeLine(profile, "scene_number", runs, leftX, row),
    placeLine(profile, "scene_number", runs, profile.rightEdge + 0.2, row),
  ];
}

export interface PaginateOptions {
  /** Where speeches may break across pages; Final Draft's "sentences" unless asked otherwise. */
  breaks?: SpeechBreaks;
  /** What changed since an earlier version: those lines get a revision mark (revisions.ts). */
  changes?: ScriptChanges;
}

/** Lays a document out on pages: wrapping, page breaking and positions. */
export function paginate(
  doc: ScreenplayDocument,
  profile: PrintProfile = usLetter,
  options: PaginateOptions = {},
): Pagination {
  const breaks = options.breaks ?? "sentences";
  const flow = flowLines(doc.elements, profile, breaks, options.changes);
  const pages = breakPages(flow, profile.linesPerPage, breaks).map((page, i) =>
    layoutPage(profile, page, i),
  );
  const titlePage = doc.titlePage.length ? layoutTitlePage(doc.titlePage, profile) : undefined;
  return {
    profile,
    ...(titlePage ? { titlePage } : {}),
    pages,
    pageCount: pages.length + (titlePage ? 1 : 0),
  };
}
