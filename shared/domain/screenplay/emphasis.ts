/** A stretch of text with one style; what writers draw. */
export interface TextRun {
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
}

type Delimiter = "*" | "**" | "_";
type DelimToken = { kind: "delim"; text: string; halves: readonly Delimiter[] };
type Token = { kind: "text"; text: string } | DelimToken;

const TOKEN_PATTERN = /\\([*_])|(\*{1,3})|(_)|([^\\*_]+|\\)/g;

/** Delimiter tokens never change, so one of each serves every occurrence. */
const DELIMITERS: Record<string, DelimToken> = {
  "*": { kind: "delim", text: "*", halves: ["*"] },
  "**": { kind: "delim", text: "**", halves: ["**"] },
  // "***" is bold and italic at once; its halves pair independently ("***a* b**").
  "***": { kind: "delim", text: "***", halves: ["*", "**"] },
  _: { kind: "delim", text: "_", halves: ["_"] },
};

function tokenOf(m: RegExpMatchArray): Token {
  return DELIMITERS[m[2] ?? m[3] ?? ""] ?? { kind: "text", text: m[1] ?? m[4] ?? "" };
}

function tokenize(text: string): Token[] {
  return Array.from(text.matchAll(TOKEN_PATTERN), tokenOf);
}

type Half = { token: number; delim: Delimiter };
const BIT: Record<Delimiter, number> = { "*": 1, "**": 2, _: 4 };

/** Whether a character is there and is not white space. */
const solid = (char: string | undefined) => char !== undefined && !/\s/.test(char);

/**
 * Delimiter halves that have a partner, as one bit per delimiter for each token; unpaired ones
 * print literally, as in Fountain. A delimiter opens only before a non-space and closes only
 * after one, as afterwriting reads them, so "dial *69 and then *23" has no italics. At most one
 * half of each kind is open at a time: a later opener of the same kind replaces an earlier one.
 */
function pairedHalves(tokens: Token[]): Uint8Array {
  const open: Half[] = [];
  const paired = new Uint8Array(tokens.length);
  tokens.forEach((token, index) => {
    if (token.kind !== "delim") return;
    const canOpen = solid(tokens[index + 1]?.text[0]);
    const canClose = solid(tokens[index - 1]?.text.at(-1));
    // Close the innermost open style first so "***a***" pairs both halves.
    const closesBoldFirst = token.halves.length > 1 && open.at(-1)?.delim === "**";
    const halves: readonly Delimiter[] = closesBoldFirst ? ["**", "*"] : token.halves;
    for (const delim of halves) {
      const match = open.findLastIndex((half) => half.delim === delim);
      if (match !== -1 && canClose) {
        const opener = open[match] as Half;
        paired[opener.token] = (paired[opener.token] ?? 0) | BIT[delim];
        paired[index] = (paired[index] ?? 0) | BIT[delim];
        open.length = match;
      } else if (canOpen) {
        if (match !== -1) open.splice(match, 1);
        open.push({ token: index, delim });
      }
    }
  });
  return paired;
}

function toggle(style: Required<Omit<TextRun, "text">>, delim: Delimiter): void {
  if (delim === "_") style.underline = !style.underline;
  if (delim === "*") style.italic = !style.italic;
  if (delim === "**") style.bold = !style.bold;
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

/** Splits Fountain text into styled runs; emphasis may continue over the element's lines. */
export function parseEmphasis(text: string): TextRun[] {
  const tokens = tokenize(text);
  const paired = pairedHalves(tokens);
  const style = { bold: false, italic: false, underline: false };
  const runs: TextRun[] = [];
  tokens.forEach((token, index) => {
    if (token.kind === "text") {
      pushRun(runs, token.text, style);
      return;
    }
    for (const delim of token.halves) {
      if ((paired[index] ?? 0) & BIT[delim]) toggle(style, delim);
      else pushRun(runs, delim, style);
    }
  });
  return runs;
}

export type EmphasisStyle = "bold" | "italic" | "underline";

/** A stretch of the source text: a paired delimiter, or text printed with `styles`. */
export interface EmphasisSpan {
  from: number;
  to: number;
  styles: EmphasisStyle[];
  delimiter?: boolean;
}

/**
 * Where the source text's emphasis is, paired exactly as it prints, for an editor that shows it
 * in place: each delimiter that pairs, and each stretch of text with the styles over it.
 */
export function emphasisSpans(text: string): EmphasisSpan[] {
  const matches = Array.from(text.matchAll(TOKEN_PATTERN));
  const tokens = matches.map(tokenOf);
  const paired = pairedHalves(tokens);
  const style = { bold: false, italic: false, underline: false };
  const spans: EmphasisSpan[] = [];
  tokens.forEach((token, index) => {
    const from = matches[index]?.index ?? 0;
    const to = from + (matches[index]?.[0].length ?? 0);
    if (token.kind === "delim") {
      const pairs = token.halves.filter((delim) => (paired[index] ?? 0) & BIT[delim]);
      for (const delim of pairs) toggle(style, delim);
      if (pairs.length > 0) spans.push({ from, to, styles: [], delimiter: true });
      return;
    }
    const styles = (["bold", "italic", "underline"] as const).filter((name) => style[name]);
    if (styles.length > 0) spans.push({ from, to, styles });
  });
  return spans;
}

/** The text as printed: markup removed, escapes resolved. */
export function stripEmphasis(text: string): string {
  return runsText(parseEmphasis(text));
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
  return parseEmphasis(text).map(runToHtml).join("").replaceAll("\n", "<br>");
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

const OPEN_ORDER: [Delimiter, keyof Omit<TextRun, "text">][] = [
  ["_", "underline"],
  ["**", "bold"],
  ["*", "italic"],
];

/** Turns styled runs back into Fountain markup, nesting delimiters so they pair up again. */
export function runsToMarkup(runs: TextRun[]): string {
  const open: Delimiter[] = [];
  const styleOf = (delim: Delimiter) => OPEN_ORDER.find(([d]) => d === delim)?.[1] ?? "italic";
  let out = "";
  for (const run of runs) {
    const firstEnded = open.findIndex((delim) => !run[styleOf(delim)]);
    if (firstEnded !== -1) out += open.splice(firstEnded).reverse().join("");
    for (const [delim, style] of OPEN_ORDER) {
      if (run[style] && !open.includes(delim)) {
        open.push(delim);
        out += delim;
      }
    }
    out += escapeEmphasis(run.text);
  }
  return out + open.reverse().join("");
}
