import { describe, expect, it } from "vitest";
import { emphasisSpans } from "./emphasis";

describe("emphasisSpans", () => {
  it("finds each paired delimiter and the styled text between, by source position", () => {
    expect(emphasisSpans("a **bold** and _under_")).toEqual([
      { from: 2, to: 4, styles: [], delimiter: true },
      { from: 4, to: 8, styles: ["bold"] },
      { from: 8, to: 10, styles: [], delimiter: true },
      { from: 15, to: 16, styles: [], delimiter: true },
      { from: 16, to: 21, styles: ["underline"] },
      { from: 21, to: 22, styles: [], delimiter: true },
    ]);
  });

  it("leaves unpaired and escaped delimiters as text, as they print", () => {
    expect(emphasisSpans("dial *69 and then *23")).toEqual([]);
    expect(emphasisSpans("\\*not\\* *yes*")).toEqual([
      { from: 8, to: 9, styles: [], delimiter: true },
      { from: 9, to: 12, styles: ["italic"] },
      { from: 12, to: 13, styles: [], delimiter: true },
    ]);
  });
});
