import { runsText } from "./emphasis";
import { type FlowLine, flowLines } from "./flow";
import { breakPages } from "./page-breaks";
import { parseFountainWithSourceLines } from "./parse";
import { type PrintProfile, usLetter } from "./print-profile";
import { type SourceLines, sourceLineOf } from "./source-lines";
import type { Element } from "./types";

export interface PageBreakMark {
  /** 0-based line of the source document where the page starts (its first printed line is on it). */
  line: number;
  /** The page that starts there (2, 3, …). */
  page: number;
  /** The page before ends with "(MORE)" (a speech split across the break). */
  more: boolean;
  /** The cue repeated at the top of this page, e.g. "MARA (CONT'D)", when a speech continues. */
  contd?: string;
}

/**
 * The script's pages as the source's lines see them. Script pages only: a title page is not
 * counted, so page 1 is the first page of the script and `pageCount` the number of its pages.
 */
export interface PageMap {
  pageCount: number;
  breaks: PageBreakMark[];
}

/**
 * Where the printed pages of a Fountain script begin in its source: the engine's own layout
 * (paginate's, speeches broken between sentences), each page traced back from its first printed
 * line to the source line that holds it. Linear in the script's length.
 */
export function mapPages(source: string, profile: PrintProfile = usLetter): PageMap {
  const { document, sourceLines } = parseFountainWithSourceLines(source);
  const flow = flowLines(document.elements, profile, "sentences");
  const pages = breakPages(flow, profile.linesPerPage, "sentences");
  const indexOf = new Map(document.elements.map((element, i) => [element, i]));
  const breaks: PageBreakMark[] = [];
  for (let i = 1; i < pages.length; i++) {
    const page = pages[i] as FlowLine[];
    const line = firstSourceLine(page, sourceLines, indexOf) ?? breaks.at(-1)?.line ?? 0;
    const contd = continuedCue(page);
    breaks.push({
      line,
      page: i + 1,
      more: pages[i - 1]?.at(-1)?.type === "more",
      ...(contd !== undefined && { contd }),
    });
  }
  return { pageCount: pages.length, breaks };
}

/** The source line of the page's first line that comes from the source (not one the layout added). */
function firstSourceLine(
  page: FlowLine[],
  sourceLines: SourceLines,
  indexOf: Map<Element, number>,
): number | undefined {
  for (const line of page) {
    // A dual dialogue row whose left column has run out prints only its right one.
    const printed = line.element ? line : line.right;
    const index = printed?.element ? indexOf.get(printed.element) : undefined;
    if (printed && index !== undefined)
      return sourceLineOf(sourceLines, index, printed.elementLine ?? 0);
  }
  return undefined;
}

/** The cue the layout repeats at the top of a page that continues a speech. */
function continuedCue(page: FlowLine[]): string | undefined {
  const first = page[0];
  const repeated = first?.type === "character" && first.element === undefined;
  return repeated ? runsText(first.runs) : undefined;
}
