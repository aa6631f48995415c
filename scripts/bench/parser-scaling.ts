// How the format engine's readers scale on hostile text (shared/domain/screenplay/
// hostile-inputs.ts): parse time of each family at 100 KB and at 1 MB. Linear is 10× for ten
// times the text; before the scanners were made linear some of these took hours at 1 MB.
import {
  HOSTILE_FDX,
  HOSTILE_FOUNTAIN,
  type HostileFamily,
} from "#shared/domain/screenplay/hostile-inputs";
import { parseFountain } from "#shared/domain/screenplay/parse";
import { readFdx } from "#shared/domain/screenplay/read-fdx";

const SIZE = 1_000_000;
const RUNS = 7;
const TARGET_RATIO = 12;

export type ParserScalingRow = {
  family: string;
  reader: "parseFountain" | "readFdx";
  /** Milliseconds per 100 KB at 100 KB and at 1 MB. */
  msPer100KbSmall: number;
  msPer100KbLarge: number;
  /** Time per byte at 1 MB over time per byte at 100 KB, times ten: 10 is linear. */
  ratio: number;
};

function elapsed(work: () => void): number {
  const start = performance.now();
  work();
  return performance.now() - start;
}

/**
 * Both sizes read a megabyte per run (ten 100 KB texts, or one 1 MB text), interleaved, after
 * one warm-up run; the fastest run counts, since the collector and other processes only ever
 * add time, and a family that reads a megabyte in a few milliseconds is at their mercy.
 */
function measure(family: HostileFamily, reader: ParserScalingRow["reader"]): ParserScalingRow {
  const read = reader === "readFdx" ? readFdx : parseFountain;
  const small = family.make(SIZE / 10);
  const large = family.make(SIZE);
  const smallMs: number[] = [];
  const largeMs: number[] = [];
  for (let run = 0; run <= RUNS; run++) {
    smallMs.push(
      elapsed(() => {
        for (let i = 0; i < 10; i++) read(small);
      }) / 10,
    );
    largeMs.push(elapsed(() => read(large)));
  }
  // The first (warm-up) run of each size is left out.
  const perSmall = Math.min(...smallMs.slice(1));
  const perLarge = Math.min(...largeMs.slice(1));
  return {
    family: family.name,
    reader,
    msPer100KbSmall: perSmall,
    msPer100KbLarge: perLarge / 10,
    ratio: perLarge / Math.max(perSmall, 0.001),
  };
}

export function measureParserScaling(): ParserScalingRow[] {
  return [
    ...HOSTILE_FOUNTAIN.map((family) => measure(family, "parseFountain")),
    ...HOSTILE_FDX.map((family) => measure(family, "readFdx")),
  ];
}

const ms = (n: number) => (n < 1 ? n.toFixed(2) : n.toFixed(1));

/** The bench section: one row per family. */
export function benchParserScaling(): string {
  const rows = measureParserScaling();
  const worst = Math.max(...rows.map((r) => r.ratio));
  const lines = rows.map(
    (r) =>
      `| ${r.family} | ${r.reader} | ${ms(r.msPer100KbSmall)} | ${ms(r.msPer100KbLarge)} | ${r.ratio.toFixed(1)}× |`,
  );
  return [
    "## Parser on hostile input",
    "",
    `Each family of text that once made the engine's scanners backtrack (\`shared/domain/screenplay/hostile-inputs.ts\`), read at 100 KB and at 1 MB, fastest of ${RUNS} runs of a megabyte each (ten texts of 100 KB, or one of 1 MB), interleaved, after a warm-up. Linear time is 10× for ten times the text; target ≤ ${TARGET_RATIO}×. Worst ratio: ${worst.toFixed(1)}×.`,
    "",
    "| family | reader | ms per 100 KB at 100 KB | ms per 100 KB at 1 MB | 1 MB / 100 KB |",
    "|---|---|---:|---:|---:|",
    ...lines,
  ].join("\n");
}
