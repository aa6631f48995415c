import { describe, expect, it } from "vitest";
import { HOSTILE_FDX, HOSTILE_FOUNTAIN } from "./hostile-inputs";
import { documentToScreenplay, paginate, parseFountain, readFdx, usLetter } from "./index";

// Hang detectors, not speed tests: before the engine's scanners were made linear, a few
// kilobytes of these families took seconds and a megabyte took hours. Speed is in the bench
// (scripts/bench/parser-scaling.ts).
const SIZE = 1_000_000;
/** Laying out is slower per byte than reading (a page per 3 KB of short paragraphs). */
const LAYOUT_SIZE = 300_000;
const HANG_LIMIT_MS = 5_000;
const TEST_TIMEOUT_MS = 60_000;

function elapsed(work: () => unknown): number {
  const start = performance.now();
  work();
  return performance.now() - start;
}

/** Linear work on this much text takes well under a second; quadratic work takes minutes. */
function expectLinear(make: (size: number) => string, size: number, work: (text: string) => void) {
  const text = make(size);
  expect(elapsed(() => work(text))).toBeLessThan(HANG_LIMIT_MS);
}

const families = HOSTILE_FOUNTAIN.map((family) => [family.name, family] as const);

describe("the Fountain reader on hostile text", () => {
  it.each(families)(
    "parses 1 MB of %s in linear time",
    (_name, family) => {
      expectLinear(family.make, SIZE, (text) => parseFountain(text));
    },
    TEST_TIMEOUT_MS,
  );

  it.each(families)(
    "imports and lays out %s in linear time",
    (_name, family) => {
      expectLinear(family.make, LAYOUT_SIZE, (text) => {
        const doc = parseFountain(text);
        documentToScreenplay(doc);
        paginate(doc, usLetter);
      });
    },
    TEST_TIMEOUT_MS,
  );

  it.each([
    ["short paragraphs", "a\n\n"],
    ["short lines", "a\n"],
  ])(
    "imports and lays out a megabyte of %s without overflowing the call stack",
    (_name, unit) => {
      const doc = parseFountain(unit.repeat(SIZE / unit.length));
      expect(documentToScreenplay(doc).scenes[0]?.content.length).toBeGreaterThan(SIZE / 2);
      expect(paginate(doc, usLetter).pageCount).toBeGreaterThan(1_000);
    },
    TEST_TIMEOUT_MS,
  );
});

describe("the Final Draft reader on hostile files", () => {
  it.each(HOSTILE_FDX.map((family) => [family.name, family] as const))(
    "reads 1 MB of %s in linear time",
    (_name, family) => {
      expectLinear(family.make, SIZE, (xml) => readFdx(xml));
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "reads a file of 80,000 scene headings into 80,000 scenes",
    () => {
      const headings = '<Paragraph Type="Scene Heading"><Text>INT. X - DAY</Text></Paragraph>\n';
      const xml = `<?xml version="1.0"?>\n<FinalDraft><Content>\n${headings.repeat(80_000)}</Content></FinalDraft>\n`;
      const ms = elapsed(() => {
        expect(documentToScreenplay(readFdx(xml)).scenes).toHaveLength(80_000);
      });
      expect(ms).toBeLessThan(HANG_LIMIT_MS);
    },
    TEST_TIMEOUT_MS,
  );
});
