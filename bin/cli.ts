import { readFileSync, writeFileSync } from "node:fs";
import { extname } from "node:path";
// Modules, not index.ts: the FDX reader and PDF writer load only when a file needs them.
import { detectFormat } from "#shared/domain/screenplay/detect-format";
import { stripEmphasis } from "#shared/domain/screenplay/emphasis";
import type { SpeechBreaks } from "#shared/domain/screenplay/page-breaks";
import { type Pagination, paginate } from "#shared/domain/screenplay/paginate";
import { parseFountain } from "#shared/domain/screenplay/parse";
import { titleValue } from "#shared/domain/screenplay/parse-title-page";
import { UnsupportedCharactersError } from "#shared/domain/screenplay/pdf-charset";
import { profiles } from "#shared/domain/screenplay/print-profile";
import { paginateRevised } from "#shared/domain/screenplay/revised-pages";
import { REVISION_NAME_MAX } from "#shared/domain/screenplay/revision-name";
import type { ScreenplayDocument } from "#shared/domain/screenplay/types";
import { writeFdx } from "#shared/domain/screenplay/write-fdx";
import { writeFountain } from "#shared/domain/screenplay/write-fountain";
import { writeText } from "#shared/domain/screenplay/write-text";

const USAGE = `Usage: scriptwright export <in.fountain|in.fdx> <out.pdf|out.fdx|out.fountain|out.txt> [--paper letter|a4] [--breaks sentences|anywhere] [--revised-from <earlier.fountain|earlier.fdx> [--revision "<name>"] [--changed-pages-only]]

Converts a screenplay between Fountain, Final Draft (FDX), PDF and plain text.
  --paper   page size for PDF, text and FDX output: letter (default) or a4
  --breaks  where a speech may continue on the next page, for PDF and text output:
            sentences (default, as Final Draft: between sentences, two lines on each page)
            or anywhere (as afterwriting: after any line of dialogue)
  --revised-from        revision pages, for PDF and text output: every line changed since
                        this earlier version of the script gets a * in the right margin
  --revision            the revision's name, printed with today's date atop each changed page
  --changed-pages-only  print only the changed pages, each with its own page number`;

const OUTPUTS = ["pdf", "fdx", "fountain", "txt"] as const;
type Output = (typeof OUTPUTS)[number];

class UsageError extends Error {}

interface ExportArgs {
  input: string;
  output: string;
  format: Output;
  paper: keyof typeof profiles;
  breaks: SpeechBreaks;
  revision?: Revision;
}

/** Revision pages: compared with an earlier version of the script (--revised-from). */
interface Revision {
  earlier: string;
  name?: string;
  changedPagesOnly: boolean;
}

const BREAKS: readonly SpeechBreaks[] = ["sentences", "anywhere"];

/** The value of `--name value` or `--name=value` at argv[i], or null if argv[i] is not it. */
function optionValue(argv: string[], i: number, name: string): [string, number] | null {
  const arg = argv[i] as string;
  if (arg === name) return [argv[i + 1] ?? "", i + 1];
  if (arg.startsWith(`${name}=`)) return [arg.slice(name.length + 1), i];
  return null;
}

const VALUED = ["--paper", "--breaks", "--revised-from", "--revision"];
const FLAGS = ["--changed-pages-only"];

function parseArgs(argv: string[]): ExportArgs {
  const positional: string[] = [];
  const options: Record<string, string> = { "--paper": "letter", "--breaks": "sentences" };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const name = VALUED.find((option) => optionValue(argv, i, option));
    if (name) {
      const [value, last] = optionValue(argv, i, name) as [string, number];
      options[name] = value;
      i = last;
    } else if (FLAGS.includes(arg)) options[arg] = "yes";
    else if (arg.startsWith("-")) throw new UsageError(`Unknown option: ${arg}`);
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
  const revision = revisionArgs(options, format);
  return { input, output, format, paper, breaks, ...(revision && { revision }) };
}

/** The revision options, which only printed pages (PDF, text) can show. */
function revisionArgs(options: Record<string, string>, format: Output): Revision | undefined {
  const earlier = options["--revised-from"];
  const name = options["--revision"]?.trim();
  const changedPagesOnly = options["--changed-pages-only"] === "yes";
  if (earlier === undefined) {
    const needing = name !== undefined ? "--revision" : changedPagesOnly && "--changed-pages-only";
    if (needing) throw new UsageError(`${needing} needs --revised-from <earlier file>.`);
    return undefined;
  }
  if (!earlier) throw new UsageError("--revised-from needs the earlier version's file.");
  if (format !== "pdf" && format !== "txt")
    throw new UsageError("--revised-from marks changed lines in .pdf or .txt output only.");
  if (name !== undefined && (!name || name.length > REVISION_NAME_MAX))
    throw new UsageError(`--revision must be 1 to ${REVISION_NAME_MAX} characters.`);
  return { earlier, changedPagesOnly, ...(name !== undefined && { name }) };
}

async function readInput(path: string): Promise<ScreenplayDocument> {
  const content = readFileSync(path, "utf8");
  if (detectFormat(path, content) !== "fdx") return parseFountain(content);
  const { readFdx } = await import("#shared/domain/screenplay/read-fdx");
  return readFdx(content);
}

/** The pages to print: revision pages when compared with an earlier version. */
async function layOut(doc: ScreenplayDocument, args: ExportArgs): Promise<Pagination> {
  const profile = profiles[args.paper];
  const { breaks, revision } = args;
  if (!revision) return paginate(doc, profile, { breaks });
  const { earlier, ...options } = revision;
  return paginateRevised(doc, await readInput(earlier), profile, { breaks, ...options });
}

async function render(doc: ScreenplayDocument, args: ExportArgs): Promise<string | Uint8Array> {
  const profile = profiles[args.paper];
  switch (args.format) {
    case "fountain":
      return writeFountain(doc);
    case "fdx":
      return writeFdx(doc, { profile });
    case "txt":
      return writeText(await layOut(doc, args));
    case "pdf": {
      const { writePdf } = await import("#shared/domain/screenplay/write-pdf");
      const { loadScriptFonts } = await import("#shared/domain/screenplay/load-script-fonts");
      const title = stripEmphasis(titleValue(doc.titlePage, "title") ?? "").replace(/\n/g, " ");
      const author = stripEmphasis(titleValue(doc.titlePage, "author") ?? "");
      // The server's setting, read the same way: fonts for what the script's fonts lack.
      const fonts = loadScriptFonts(process.env.SCRIPT_FONT_DIR || undefined);
      return writePdf(await layOut(doc, args), fonts, { title, author });
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
