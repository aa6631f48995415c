import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pdfFonts, pdfLines } from "../../test/read-pdf";
import { SUPPLIED_FONT_CHARACTER, suppliedFontDir } from "../../test/supplied-font";
import { paginate, parseFountain, UnsupportedCharactersError } from "./index";
import { loadScriptFonts } from "./load-script-fonts";
import type { ScriptFonts } from "./pdf-fonts";
import { writePdf } from "./write-pdf";

const tmp = mkdtempSync(path.join(tmpdir(), "script-fonts-pdf-"));

function exportPdf(name: string, fountain: string, fonts: ScriptFonts = loadScriptFonts()) {
  const file = path.join(tmp, `${name}.pdf`);
  writeFileSync(file, writePdf(paginate(parseFountain(fountain)), fonts));
  return file;
}

/**
 * A scene in a language: the sample as action, and as bold, italic and bold italic dialogue
 * (short enough for one dialogue line, so that it reads back whole).
 */
const scene = (sample: string) =>
  `INT. ROOM - DAY\n\n${sample}\n\nANNA\n**${sample}**\n\nBOB\n*${sample}*\n\nANNA\n***${sample}***\n`;

const FAMILY = /^[A-Z]{6}\+(CourierPrime|Cousine)-(Regular|Bold|Italic|BoldItalic)$/;

describe.each([
  ["Polish", "Zażółć gęślą jaźń. Łódź, Śląsk.", ["CourierPrime"]],
  ["Czech", "Příliš žluťoučký kůň úpěl ďábelsky.", ["CourierPrime"]],
  ["Turkish", "Yağız şoför ılık İstanbul'da.", ["CourierPrime"]],
  ["Greek", "Ξεσκεπάζω την ψυχοφθόρα βδελυγμία.", ["CourierPrime", "Cousine"]],
  ["Cyrillic", "Съешь же ещё этих мягких булок.", ["CourierPrime", "Cousine"]],
])("a %s scene", (language, sample, families) => {
  const file = exportPdf(language, scene(sample));

  it("reads back word for word, in every style", () => {
    const lines = pdfLines(file);
    expect(lines.filter((line) => line === sample)).toHaveLength(4);
  });

  it("embeds subsets of the script's fonts, Cousine only where Courier Prime lacks glyphs", () => {
    const fonts = pdfFonts(file);
    for (const font of fonts) {
      expect(font.name).toMatch(FAMILY);
      expect(font).toMatchObject({ type: "CID TrueType", embedded: true, subset: true });
    }
    const used = new Set(fonts.map((font) => FAMILY.exec(font.name)?.[1]));
    expect([...used].sort()).toEqual(families);
    const styles = new Set(fonts.map((font) => FAMILY.exec(font.name)?.[2]));
    expect([...styles].sort()).toEqual(["Bold", "BoldItalic", "Italic", "Regular"]);
  });
});

describe("characters no font has", () => {
  const fountain = `INT. LAB - DAY\n\nThe sign reads 漢字, the panel ${SUPPLIED_FONT_CHARACTER}.\n`;

  it("are refused, named, with the way to add a font", () => {
    let refusal: unknown;
    try {
      exportPdf("cjk", fountain);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(UnsupportedCharactersError);
    expect((refusal as UnsupportedCharactersError).characters).toEqual([
      "漢",
      "字",
      SUPPLIED_FONT_CHARACTER,
    ]);
    expect((refusal as Error).message).toBe(
      'The PDF fonts cannot print these characters: "漢" (U+6F22), "字" (U+5B57), "\uEA60" (U+EA60). ' +
        "Replace them, or add a TrueType or OpenType font that has them to the folder named by " +
        "SCRIPT_FONT_DIR (a setting of the server and of the command-line tool) and export again.",
    );
  });

  it("are named twenty at a time, however many there are", () => {
    const hiragana = Array.from({ length: 30 }, (_, i) => String.fromCodePoint(0x3042 + i));
    const named = hiragana
      .slice(0, 20)
      .map((c) => `"${c}" (U+${c.codePointAt(0)?.toString(16).toUpperCase()})`);
    expect(() => exportPdf("kana", `INT. LAB - DAY\n\n${hiragana.join("")}\n`)).toThrow(
      `The PDF fonts cannot print these characters: ${named.join(", ")} and 10 more. Replace them`,
    );
  });

  it("print in a font from SCRIPT_FONT_DIR that has them; the others are still named", () => {
    const fonts = loadScriptFonts(suppliedFontDir());
    expect(() => exportPdf("cjk-supplied", fountain, fonts)).toThrow(
      'The PDF fonts cannot print these characters: "漢" (U+6F22), "字" (U+5B57). ',
    );
    const file = exportPdf(
      "supplied",
      `INT. LAB - DAY\n\nThe panel ${SUPPLIED_FONT_CHARACTER} blinks.\n`,
      fonts,
    );
    expect(pdfLines(file)).toContain(`The panel ${SUPPLIED_FONT_CHARACTER} blinks.`);
    const names = pdfFonts(file).map((font) => font.name.slice(7));
    expect(names.sort()).toEqual(["CourierPrime-Regular", "codicon"]);
  });
});

describe("SCRIPT_FONT_DIR", () => {
  it("names a folder that is missing or holds no font", () => {
    const missing = path.join(tmp, "no-such-folder");
    expect(() => loadScriptFonts(missing)).toThrow(
      `SCRIPT_FONT_DIR: ${missing} is not a folder that can be read`,
    );
    const empty = mkdtempSync(path.join(tmpdir(), "no-fonts-"));
    writeFileSync(path.join(empty, "readme.txt"), "no fonts here");
    expect(() => loadScriptFonts(empty)).toThrow(
      `SCRIPT_FONT_DIR: ${empty} holds no .ttf or .otf file`,
    );
    writeFileSync(path.join(empty, "broken.ttf"), "not a font");
    expect(() => loadScriptFonts(empty)).toThrow(
      `SCRIPT_FONT_DIR: ${path.join(empty, "broken.ttf")} could not be read as a font: `,
    );
  });
});
