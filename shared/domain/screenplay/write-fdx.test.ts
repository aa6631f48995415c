import { XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { readFdx, writeFdx } from "./index";
import type { ScreenplayDocument } from "./types";

/** Every character XML 1.0 allows in a document (its Char production). */
const XML_CHARS = /^[\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]*$/u;

const controls = Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code))
  .filter((c) => c !== "\t" && c !== "\n" && c !== "\r")
  .join("");
const unfit = `${controls}\uFFFE\uFFFF\uDFFF\uD800`;

describe("writeFdx on text XML cannot hold", () => {
  const doc: ScreenplayDocument = {
    titlePage: [{ key: `Ti${unfit}tle`, value: `The ${unfit}Heist 🎬` }],
    elements: [
      { type: "scene_heading", text: `INT. BANK${unfit} - NIGHT`, sceneNumber: `1${unfit}A` },
      { type: "action", text: `The lights${unfit} die.\tThen\nsilence.` },
      { type: "character", name: `MAYA${unfit}` },
      { type: "dialogue", text: `*Now*${unfit}.` },
      { type: "note", text: `check${unfit} this` },
    ],
  };

  it("writes well-formed XML that keeps the rest of the text", () => {
    const xml = writeFdx(doc);
    expect(XML_CHARS.test(xml)).toBe(true);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(readFdx(xml)).toEqual({
      titlePage: [{ key: "Title", value: "The Heist 🎬" }],
      elements: [
        { type: "scene_heading", text: "INT. BANK - NIGHT", sceneNumber: "1A" },
        { type: "action", text: "The lights die.\tThen\nsilence." },
        { type: "character", name: "MAYA" },
        { type: "dialogue", text: "*Now*." },
        { type: "note", text: "check this" },
      ],
    });
  });
});
