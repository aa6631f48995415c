import { readFileSync } from "node:fs";
import path from "node:path";
import { loadScriptFonts } from "#shared/domain/screenplay/load-script-fonts";
import { paginate } from "#shared/domain/screenplay/paginate";
import { parseFountain } from "#shared/domain/screenplay/parse";
import { usLetter } from "#shared/domain/screenplay/print-profile";
import { paginateRevised } from "#shared/domain/screenplay/revised-pages";
import { writePdf } from "#shared/domain/screenplay/write-pdf";

const fixture = path.resolve(import.meta.dirname, "../../fixtures/screenplays/big-fish.fountain");

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Milliseconds each of two pieces of work takes, run alternately: medians of `runs`. */
function timedAlternately(a: () => void, b: () => void, runs: number): [number, number] {
  const times: [number[], number[]] = [[], []];
  const time = (work: () => void, into: number[]) => {
    const start = performance.now();
    work();
    into.push(performance.now() - start);
  };
  a();
  b();
  for (let i = 0; i < runs; i++) {
    time(a, times[0]);
    time(b, times[1]);
  }
  return [median(times[0]), median(times[1])];
}

/**
 * Big Fish to PDF in one process (parse, layout, PDF), plain and as revision pages against the
 * earlier version with a heading renamed and one speech's word changed: medians in ms.
 */
export function benchRevisedExport(runs = 15): { plain: number; revised: number } {
  const earlier = readFileSync(fixture, "utf8");
  const current = earlier
    .replace("INT.  HOSPITAL HALLWAY - DAY", "INT.  HOSPITAL CORRIDOR - DAY")
    .replace("he was picking oranges in Florida", "he was picking lemons in Florida");
  const fonts = loadScriptFonts(undefined);
  const [plain, revised] = timedAlternately(
    () => writePdf(paginate(parseFountain(current), usLetter), fonts),
    () => {
      const doc = parseFountain(current);
      writePdf(paginateRevised(doc, parseFountain(earlier), usLetter, { name: "Blue" }), fonts);
    },
    runs,
  );
  return { plain, revised };
}
