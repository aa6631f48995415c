import { readFileSync, writeFileSync } from "node:fs";
import { extname } from "node:path";
// Modules, not index.ts: the FDX reader and PDF writer load only when a file needs them.
import { detectFormat } from "#shared/domain/screenplay/detect-format";
import { stripEmphasis } from "#shared/domain/screenplay/emphasis";
import type { SpeechBreaks } from "#shared/domain/screenplay/page-breaks";
import { paginate } from "#shared/domain/screenplay/paginate";
import { parseFountain } from "#shared/domain/screenplay/parse";
import { titleValue } from "#shared/domain/screenplay/parse-title-page";
import { UnsupportedCharactersError } from "#shared/domain/screenplay/pdf-charset";
import { profiles } from "#shared/domain/screenplay/print-profile";
import type { ScreenplayDocument } from "#shared/domain/screenplay/types";
import { writeFdx } from "#shared/domain/screenplay/write-fdx";
import { writeFountain } from "#shared/domain/screenplay/write-fountain";
import { writeText } from "#shared/domain/screenplay/write-text";

const USAGE = `Usage: scriptwright export <in.fountain|in.fdx> <out.pdf|out.fdx|out.fountain|out.txt> [--paper letter|a4] [--breaks sentences|anywhere]

Converts a screenplay between Fountain, Final Draft (FDX), PDF and plain text.
  --paper   page size for PDF, text and FDX output: letter (default) or a4
  --breaks  where a speech may continue on the next page, for PDF and text output:
            sentences (default, as Final Draft: between sentences, two lines on each page)
            or anywhere (as afterwriting: after any line of dialogue)`;

const OUTPUTS = ["pdf", "fdx", "fountain", "txt"] as const;
type Output = (typeof OUTPUTS)[number];

class UsageError extends Error {}

interface ExportArgs {
  input: string;
  output: string;
  format: Output;
  paper: keyof typeof profiles;
  breaks: SpeechBreaks;
}

const BREAKS: readonly SpeechBreaks[] = ["sentences", "anywhere"];

/** The value of `--name value` or `--name=value` at argv[i], or null if argv[i] is not it. */
function optionValue(argv: string[], i: number, name: string): [string, number] | null {
  const arg = argv[i] as string;
  if (arg === name) return [argv[i + 1] ?? "", i + 1];
  if (arg.startsWith(`${name}=`)) return [arg.slice(name.length + 1), i];
  return null;
}

function parseArgs(argv: string[]): ExportArgs {
  const positional: string[] = [];
  const options: Record<string, string> = { "--paper": "letter", "--breaks": "sentences" };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const name = Object.keys(options).find((option) => optionValue(argv, i, option));
    if (name) {
      const [value, last] = optionValue(argv, i, name) as [string, number];
      options[name] = value;
      i = last;
    } else if (arg.startsWith("-")) throw new UsageError(`Unknown option: ${arg}`);
    else positional.push(arg);
  }
  const [command, input, output, ...extra] = positional;
  if (command !== "export")
    throw new UsageError(command ? `Unknown command: ${command}` : "Missing command.");
  if (!input || !output) throw new UsageError("export needs an input and an output file.");
  if (extra.length) throw new UsageError(`Unexpected argument: ${extra[0]}`);
  const paper = options["--paper"] as string;
  if (paper !== "letter" && paper !== "a4")
    throw new UsageError(`--paper must be letter or a4, not "${paper}".`);
  const breaks = options["--breaks"] as SpeechBreaks;
  if (!BREAKS.includes(breaks))
    throw new UsageError(`--breaks must be sentences or anywhere, not "${breaks}".`);
  const format = extname(output).slice(1).toLowerCase() as Output;
  if (!OUTPUTS.includes(format))
    throw new UsageError(`Cannot write "${output}": use .pdf, .fdx, .fountain or .txt.`);
  return { input, output, format, paper, breaks };
}

async function readInput(path: string): Promise<ScreenplayDocument> {
  const content = readFileSync(path, "utf8");
  if (detectFormat(path, content) !== "fdx") return parseFountain(content);
  const { readFdx } = await import("#shared/domain/screenplay/read-fdx");
  return readFdx(content);
}

async function render(doc: ScreenplayDocument, args: ExportArgs): Promise<string | Uint8Array> {
  const profile = profiles[args.paper];
  switch (args.format) {
    case "fountain":
      return writeFountain(doc);
    case "fdx":
      return writeFdx(doc, { profile });
    case "txt":
      return writeText(paginate(doc, profile, { breaks: args.breaks }));
    case "pdf": {
      const { writePdf } = await import("#shared/domain/screenplay/write-pdf");
      const { loadScriptFonts } = await import("#shared/domain/screenplay/load-script-fonts");
      const title = stripEmphasis(titleValue(doc.titlePage, "title") ?? "").replace(/\n/g, " ");
      const author = stripEmphasis(titleValue(doc.titlePage, "author") ?? "");
      // The server's setting, read the same way: fonts for what the script's fonts lack.
      const fonts = loadScriptFonts(process.env.SCRIPT_FONT_DIR || undefined);
      return writePdf(paginate(doc, profile, { breaks: args.breaks }), fonts, { title, author });
    }
  }
}

/** Runs the CLI; returns the exit code (2 for usage errors, 1 for failures). */
export async function main(argv: string[]): Promise<number> {
  if (argv.includes("--help") || argv.includes("-h")) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  try {
    const args = parseArgs(argv);
    const doc = await readInput(args.input);
    writeFileSync(args.output, await render(doc, args));
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`scriptwright: ${error.message}\n\n${USAGE}`);
      return 2;
    }
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT")
      console.error(`scriptwright: file not found: ${(error as NodeJS.ErrnoException).path}`);
    else if (error instanceof UnsupportedCharactersError || error instanceof Error)
      console.error(`scriptwright: ${error.message}`);
    else console.error("scriptwright: export failed");
    return 1;
  }
}
