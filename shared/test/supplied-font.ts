// A font for SCRIPT_FONT_DIR in tests: no font installed for the tests covers CJK, so they use
// one that covers characters the script's fonts lack all the same: the VS Code icon font that
// ships inside playwright-core, whose icons sit in the Private Use Area from U+EA60.
import { copyFileSync, mkdtempSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";

/** The first icon of the font: a character neither Courier Prime nor Cousine has. */
export const SUPPLIED_FONT_CHARACTER = "\uEA60";

/** A fresh folder holding the icon font as a .ttf file, as a writer would set one up. */
export function suppliedFontDir(): string {
  const playwright = path.dirname(
    createRequire(import.meta.url).resolve("playwright-core/package.json"),
  );
  const fonts = path.join(playwright, "lib/vite/traceViewer");
  const file = readdirSync(fonts).find((name) => name.endsWith(".ttf"));
  if (!file) throw new Error(`no .ttf font in ${fonts}`);
  const dir = mkdtempSync(path.join(tmpdir(), "script-fonts-"));
  copyFileSync(path.join(fonts, file), path.join(dir, "codicon.ttf"));
  return dir;
}
