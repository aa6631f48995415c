/** A stretch of text with one style; what writers draw. */
export interface TextRun {
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
}

type Delimiter = "*" | "**" | "***" | "_";
type Token = { kind: "text"; text: string } | { kind: "delim"; delim: Delimiter };

const TOKEN_PATTERN = /\\([*_])|(\*{1,3})|(_)|([^\\*_]+|\\)/g;

function tokenize(line: string): Token[] {
  const tokens: Token[] = [];
  for (const m of line.matchAll(TOKEN_PATTERN)) {
    const delim = m[2] ?? m[3];
    if (delim) tokens.push({ kind: "delim", delim: delim as Delimiter });
    else tokens.push({ kind: "text", text: m[1] ?? m[4] ?? "" });
  }
  return tokens;
}

/** Indices of delimiters that have a partner; unpaired ones print literally, as in Fountain. */
function pairedDelimiters(tokens: Token[]): Set<number> {
  const open: number[] = [];
  const paired = new Set<number>();
  tokens.forEach((token, index) => {
    if (token.kind !== "delim") return;
    const match = open.findLastIndex(
      (i) => (tokens[i] as Token & { kind: "delim" }).delim === token.delim,
    );
    if (match === -1) {
      open.push(index);
      return;
    }
    paired.add(open[match] as number).add(index);
    open.length = match;
  });
  return paired;
}

function toggle(style: Required<Omit<TextRun, "text">>, delim: Delimiter): void {
  if (delim === "_") style.underline = !style.underline;
  if (delim === "*" || delim === "***") style.italic = !style.italic;
  if (delim === "**" || delim === "***") style.bold = !style.bold;
}

function pushRun(runs: TextRun[], text: string, style: Omit<TextRun, "text">): void {
  const last = runs.at(-1);
  const same =
    last &&
    !!last.bold === !!style.bold &&
    !!last.italic === !!style.italic &&
    !!last.underline === !!style.underline;
  if (same) {
    last.text += text;
    return;
  }
  const run: TextRun = { text };
  if (style.bold) run.bold = true;
  if (style.italic) run.italic = true;
  if (style.underline) run.underline = true;
  runs.push(run);
}

/** Splits one line of Fountain text into styled runs (emphasis never spans lines). */
export function parseEmphasis(line: string): TextRun[] {
  const tokens = tokenize(line);
  const paired = pairedDelimiters(tokens);
  const style = { bold: false, italic: false, underline: false };
  const runs: TextRun[] = [];
  tokens.forEach((token, index) => {
    if (token.kind === "text") pushRun(runs, token.text, style);
    else if (paired.has(index)) toggle(style, token.delim);
    else pushRun(runs, token.delim, style);
  });
  return runs;
}

/** The text as printed: markup removed, escapes resolved. */
export function stripEmphasis(text: string): string {
  return text
    .split("\n")
    .map((line) => runsText(parseEmphasis(line)))
    .join("\n");
}

export function runsText(runs: TextRun[]): string {
  return runs.map((run) => run.text).join("");
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
};

/** Renders emphasis as HTML (escaped), lines joined with <br>, for previews in the UI. */
export function emphasisToHtml(text: string): string {
  return text
    .split("\n")
    .map((line) => parseEmphasis(line).map(runToHtml).join(""))
    .join("<br>");
}

function runToHtml(run: TextRun): string {
  let html = run.text.replace(/[&<>"]/g, (c) => HTML_ESCAPES[c] ?? c);
  if (run.underline) html = `<u>${html}</u>`;
  if (run.italic) html = `<em>${html}</em>`;
  if (run.bold) html = `<strong>${html}</strong>`;
  return html;
}

/** Escapes characters Fountain would read as emphasis, for text coming from other formats. */
export function escapeEmphasis(text: string): string {
  return text.replace(/([*_])/g, "\\$1");
}

/** Turns styled runs back into Fountain markup. */
export function runsToMarkup(runs: TextRun[]): string {
  return runs
    .map((run) => {
      const escaped = escapeEmphasis(run.text);
      const stars = (run.bold ? 2 : 0) + (run.italic ? 1 : 0);
      const star = "*".repeat(stars);
      const wrapped = stars ? `${star}${escaped}${star}` : escaped;
      return run.underline ? `_${wrapped}_` : wrapped;
    })
    .join("");
}
