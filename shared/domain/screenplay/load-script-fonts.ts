// Node only (reads files): the server's format workers and the CLI call it; the browser never
// loads a font file. The fonts come from the installed npm packages and, optionally, a folder
// the writer supplies: nothing is downloaded.
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Font } from "fontkit";
import { type CodeRanges, FONT_STYLES, FontFace, type FontStyle, ScriptFonts } from "./pdf-fonts";
import { woffToSfnt } from "./woff-to-sfnt";

// Resolved from this module, not from the working directory: worker threads and the CLI's
// bundle run with any cwd.
const packageRequire = createRequire(import.meta.url);

/** Courier Prime first (the script's face); Cousine, also 0.6 em wide, for what it lacks. */
const PACKAGES = [
  { name: "@fontsource/courier-prime", family: "courier-prime", subsets: ["latin", "latin-ext"] },
  {
    name: "@fontsource/cousine",
    family: "cousine",
    // Not Cousine's Hebrew: lines are drawn left to right in stored order, which would print
    // a right-to-left script backwards.
    subsets: ["latin", "latin-ext", "greek", "greek-ext", "cyrillic", "cyrillic-ext", "vietnamese"],
  },
] as const;

const FILE_STYLE: Record<FontStyle, string> = {
  regular: "400-normal",
  bold: "700-normal",
  italic: "400-italic",
  boldItalic: "700-italic",
};

/** Font files the writer may supply. */
const SUPPLIED_EXTENSIONS = new Set([".ttf", ".otf"]);

/** `U+0100-02BA,U+2020` (a CSS unicode-range, as fontsource lists its subsets) as ranges. */
function parseUnicodeRange(text: string): CodeRanges {
  return text
    .split(",")
    .map((part) => {
      const [from = "0", to = from] = part.trim().slice(2).split("-");
      return [Number.parseInt(from, 16), Number.parseInt(to, 16)] as const;
    })
    .sort((a, b) => a[0] - b[0]);
}

/** fontkit is required on first use: what imports this module pays for it only when printing. */
let fontkit: typeof import("fontkit") | undefined;

function parseFont(file: string): Font {
  fontkit ??= packageRequire("fontkit") as typeof import("fontkit");
  const bytes = readFileSync(file);
  const parsed = fontkit.create(file.endsWith(".woff") ? woffToSfnt(bytes) : bytes);
  if ("fonts" in parsed)
    throw new Error("it is a font collection; give each font a file of its own");
  return parsed;
}

/** PostScript (CFF) outlines would need another kind of embedded font; TrueType ones do not. */
function hasTrueTypeOutlines(font: Font): boolean {
  return !(font as unknown as { directory: { tables: Record<string, unknown> } }).directory.tables[
    "CFF "
  ];
}

function packagedFaces(style: FontStyle): FontFace[] {
  return PACKAGES.flatMap(({ name, family, subsets }) => {
    const ranges: Record<string, string> = packageRequire(`${name}/unicode.json`);
    return subsets.map((subset) => {
      const file = packageRequire.resolve(
        `${name}/files/${family}-${subset}-${FILE_STYLE[style]}.woff`,
      );
      return new FontFace(() => parseFont(file), parseUnicodeRange(ranges[subset] ?? ""));
    });
  });
}

/**
 * The TTF and OTF files in `dir`, by file name, each parsed now so that a file that is not a
 * font stops the start with its name rather than failing an export later.
 */
export function loadSuppliedFonts(dir: string): FontFace[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    throw new Error(`SCRIPT_FONT_DIR: ${dir} is not a folder that can be read`);
  }
  const files = names
    .filter((name) => SUPPLIED_EXTENSIONS.has(path.extname(name).toLowerCase()))
    .sort();
  if (!files.length) throw new Error(`SCRIPT_FONT_DIR: ${dir} holds no .ttf or .otf file`);
  return files.map((name) => {
    const file = path.join(dir, name);
    let font: Font;
    try {
      font = parseFont(file);
    } catch (error) {
      throw new Error(`SCRIPT_FONT_DIR: ${file} could not be read as a font: ${error}`);
    }
    if (!hasTrueTypeOutlines(font))
      throw new Error(
        `SCRIPT_FONT_DIR: ${file} has PostScript (CFF) outlines; use a font with TrueType outlines`,
      );
    return new FontFace(() => font);
  });
}

const loaded = new Map<string, ScriptFonts>();

/**
 * The script's fonts: Courier Prime, then Cousine, then the fonts in `suppliedDir` (every style
 * falls back to all of them). Loaded once per process or worker thread and kept.
 */
export function loadScriptFonts(suppliedDir?: string): ScriptFonts {
  const key = suppliedDir ?? "";
  let fonts = loaded.get(key);
  if (!fonts) {
    const supplied = suppliedDir ? loadSuppliedFonts(suppliedDir) : [];
    const chains = Object.fromEntries(
      FONT_STYLES.map((style) => [style, [...packagedFaces(style), ...supplied]]),
    ) as Record<FontStyle, FontFace[]>;
    fonts = new ScriptFonts(chains);
    loaded.set(key, fonts);
  }
  return fonts;
}
