// What poppler (installed with the tests) reads from a PDF: its text and its fonts.
import { execFileSync } from "node:child_process";

/** The PDF's text as pdftotext extracts it: its lines, pages run together. */
export function pdfLines(file: string): string[] {
  return execFileSync("/usr/bin/pdftotext", [file, "-"], { encoding: "utf8" }).split(/[\n\f]/);
}

export type PdfFont = { name: string; type: string; embedded: boolean; subset: boolean };

/** The fonts pdffonts lists; its columns are fixed-width, the name is the first word. */
export function pdfFonts(file: string): PdfFont[] {
  const rows = execFileSync("/usr/bin/pdffonts", [file], { encoding: "utf8" }).split("\n");
  return rows
    .slice(2)
    .filter((row) => row.trim())
    .map((row) => {
      const [name = "", ...rest] = row.trim().split(/\s+/);
      // type is words ("CID TrueType"); then encoding, emb, sub, uni, object number, generation.
      const [emb, sub] = rest.slice(-5, -3);
      return {
        name,
        type: rest.slice(0, -6).join(" "),
        embedded: emb === "yes",
        subset: sub === "yes",
      };
    });
}
