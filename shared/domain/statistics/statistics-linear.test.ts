import { describe, expect, it } from "vitest";
import { HOSTILE_FOUNTAIN } from "../screenplay/hostile-inputs";
import { statisticsFromScenes, statisticsFromText } from "./compute-statistics";

// Hang detectors, not speed tests: the analysis computes these statistics from any script it
// is sent, and a cue or a heading with a long run of spaces once took quadratic time here.
const SIZE = 300_000;
const HANG_LIMIT_MS = 5_000;
const TEST_TIMEOUT_MS = 60_000;
/** Linear work on this much text takes well under a second; quadratic work takes minutes. */
function expectLinear(make: (size: number) => string, work: (text: string) => unknown) {
  const text = make(SIZE);
  const start = performance.now();
  work(text);
  expect(performance.now() - start).toBeLessThan(HANG_LIMIT_MS);
}

describe("statistics of hostile text", () => {
  it.each(HOSTILE_FOUNTAIN.map((family) => [family.name, family] as const))(
    "measures a script of %s in linear time",
    (_name, family) => {
      expectLinear(family.make, (text) => statisticsFromText(text, { cast: ["A B"] }));
    },
    TEST_TIMEOUT_MS,
  );

  it.each([
    ["cue", (n: number) => `A${" ".repeat(n)}B`],
    ["heading", (n: number) => `INT. A${" ".repeat(n)}B`],
  ])(
    "measures stored scenes with a %s of a long run of spaces in linear time",
    (_name, heading) => {
      expectLinear(heading, (text) =>
        statisticsFromScenes([{ heading: text, content: `${text}\nHello.` }], { cast: [text] }),
      );
    },
    TEST_TIMEOUT_MS,
  );
});
