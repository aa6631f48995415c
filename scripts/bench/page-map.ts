// The editor's pages (decision 0038): what laying Big Fish out for the editor costs once typing
// pauses, and what a keystroke costs while the page separators only move with the text.
import { readFileSync } from "node:fs";
import path from "node:path";
import { EditorState } from "@codemirror/state";
import { pagesLayer } from "#client/features/screenplay-editor/pages";
import { mapPages } from "#shared/domain/screenplay/page-map";
import { paginate } from "#shared/domain/screenplay/paginate";
import { parseFountain } from "#shared/domain/screenplay/parse";

const fixture = path.resolve(import.meta.dirname, "../../fixtures/screenplays/big-fish.fountain");

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function elapsed(work: () => void): number {
  const start = performance.now();
  work();
  return performance.now() - start;
}

export interface PageMapBench {
  pages: number;
  /** Median ms of mapPages, and of paginate(parseFountain) run alternately with it. */
  mapPagesMs: number;
  paginateMs: number;
  /** Median ms of one typed character's transaction, with the pages layer and without. */
  keystrokeMs: number;
  keystrokeBareMs: number;
}

/** Median ms per transaction typing `count` characters one by one into a state. */
function typing(state: EditorState, count: number): number {
  const times: number[] = [];
  let current = state;
  const at = state.doc.line(Math.floor(state.doc.lines / 2)).from;
  for (let i = 0; i < count; i++) {
    times.push(
      elapsed(() => {
        current = current.update({ changes: { from: at + i, insert: "x" } }).state;
      }),
    );
  }
  return median(times);
}

export function benchPageMap(runs = 25): PageMapBench {
  const source = readFileSync(fixture, "utf8");
  const mapTimes: number[] = [];
  const paginateTimes: number[] = [];
  mapPages(source);
  paginate(parseFountain(source));
  for (let run = 0; run < runs; run++) {
    mapTimes.push(elapsed(() => mapPages(source)));
    paginateTimes.push(elapsed(() => paginate(parseFountain(source))));
  }
  const withPages = EditorState.create({ doc: source, extensions: pagesLayer() });
  const bare = EditorState.create({ doc: source });
  typing(withPages, 200);
  typing(bare, 200);
  return {
    pages: mapPages(source).pageCount,
    mapPagesMs: median(mapTimes),
    paginateMs: median(paginateTimes),
    keystrokeMs: typing(withPages, 1000),
    keystrokeBareMs: typing(bare, 1000),
  };
}

export function pageMapSection(): string {
  const r = benchPageMap();
  return (
    "## Pages in the editor (page-map)\n\n" +
    `Big Fish (190 KB, ${r.pages} script pages), in one process, median of 25 runs alternating with the PDF's layout: ` +
    `\`mapPages\` ${r.mapPagesMs.toFixed(1)} ms, \`paginate(parseFountain)\` ${r.paginateMs.toFixed(1)} ms. ` +
    "The editor runs `mapPages` once typing pauses for 250 ms (decision 0038). " +
    `A typed character's transaction in an EditorState holding Big Fish, median of 1,000: ${r.keystrokeMs.toFixed(3)} ms with the pages layer (its separators mapped through the change), ${r.keystrokeBareMs.toFixed(3)} ms without.`
  );
}
