/**
 * Page geometry as data. Numbers follow afterwriting's "usletter"/"a4" print profiles so our
 * page breaks can be compared with afterwriting's (see docs/decisions/0004-format-engine.md).
 * Lengths are in inches; widths of text blocks in characters of 12 pt Courier (0.1 in each).
 */
export interface BlockGeometry {
  /** Left edge from the page's left edge. */
  left: number;
  /** Maximum characters per line. */
  width: number;
}

export interface PrintProfile {
  name: "letter" | "a4";
  pageWidth: number;
  pageHeight: number;
  fontSize: number;
  charWidth: number;
  lineHeight: number;
  topMargin: number;
  linesPerPage: number;
  pageNumberTop: number;
  /** Right edge for transitions and page numbers: the action block's right edge. */
  rightEdge: number;
  /** Dual dialogue columns are this fraction of the normal widths. */
  dualWidthFactor: number;
  /**
   * Left edge of a revision mark ("*"), beside each line changed since an earlier version: in the
   * right margin, a column past a three-character scene number there, inside the page's edge.
   */
  revisionMarkX: number;
  blocks: {
    scene_heading: BlockGeometry;
    action: BlockGeometry;
    character: BlockGeometry;
    parenthetical: BlockGeometry;
    dialogue: BlockGeometry;
    transition: BlockGeometry;
    centered: BlockGeometry;
    lyrics: BlockGeometry;
  };
  titlePage: { top: number; bottom: number; leftColumn: number; rightColumn: number };
}

export type BlockType = keyof PrintProfile["blocks"];

function profile(name: PrintProfile["name"], size: [number, number], lines: number, wide: number) {
  return {
    name,
    pageWidth: size[0],
    pageHeight: size[1],
    fontSize: 12,
    charWidth: 0.1,
    lineHeight: 1 / 6,
    topMargin: 1,
    linesPerPage: lines,
    pageNumberTop: 0.5,
    rightEdge: 1.5 + wide * 0.1,
    dualWidthFactor: 0.75,
    // Scene numbers print 0.2 in past the right edge (paginate.ts); three characters and a gap.
    revisionMarkX: 1.5 + wide * 0.1 + 0.2 + 0.3,
    blocks: {
      scene_heading: { left: 1.5, width: wide },
      action: { left: 1.5, width: wide },
      character: { left: 3.5, width: 33 },
      parenthetical: { left: 3, width: 26 },
      dialogue: { left: 2.5, width: 36 },
      transition: { left: 1.5, width: wide },
      centered: { left: 1.5, width: wide },
      // Lyrics sit in the dialogue column, as Final Draft prints them.
      lyrics: { left: 2.5, width: 36 },
    },
    titlePage: { top: 3.5, bottom: 8.5, leftColumn: 1.5, rightColumn: 5 },
  } satisfies PrintProfile;
}

export const usLetter: PrintProfile = profile("letter", [8.5, 11], 55, 61);
export const a4: PrintProfile = profile("a4", [8.27, 11.7], 57, 58);

export const profiles = { letter: usLetter, a4 } as const;
