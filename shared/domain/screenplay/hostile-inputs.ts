/**
 * Text built to make a backtracking scanner take super-linear time: one family for each pattern
 * the engine's parser, writers and statistics once ran over user text (long runs of spaces
 * between the parts a pattern looks for, openers that never close, a line separator where `.`
 * stops). The engine's tests, the HTTP fuzzer and the bench share them; none of it ships.
 */
export interface HostileFamily {
  name: string;
  /** About `size` characters of the family. */
  make: (size: number) => string;
}

const spaces = (count: number) => " ".repeat(Math.max(1, count));
const times = (unit: string, size: number) =>
  unit.repeat(Math.max(1, Math.floor(size / unit.length)));

export const HOSTILE_FOUNTAIN: HostileFamily[] = [
  { name: "centered", make: (n) => `>${spaces(n - 2)}a` },
  { name: "transition, line separator", make: (n) => `>${spaces(n - 4)}a\u2028b` },
  { name: "notes", make: (n) => times("[[", n) },
  { name: "many notes", make: (n) => times("[[a]]\n", n) },
  { name: "boneyard", make: (n) => times("/*", n) },
  { name: "forced heading", make: (n) => `.A${spaces(n - 3)}B` },
  { name: "heading", make: (n) => `INT. A${spaces(n - 7)}B` },
  { name: "scene number", make: (n) => `INT. X${times(" #", n - 6)}` },
  { name: "cue", make: (n) => `A${spaces(n - 8)}B\nhello` },
  { name: "dual cue", make: (n) => `A${spaces(n - 9)}^B\nhello` },
  { name: "title page key", make: (n) => `A${spaces(n - 2)}1` },
  { name: "title page value", make: (n) => `A:${spaces(n - 5)}a\u2028b` },
  { name: "title", make: (n) => `Title: A${spaces(n - 16)}B\n\nINT. X` },
  { name: "section", make: (n) => `#${spaces(n - 4)}a\u2028b` },
  { name: "synopsis", make: (n) => `=${spaces(n - 4)}a\u2028b` },
  { name: "italic", make: (n) => times("*", n) },
  { name: "underline", make: (n) => times("_", n) },
  { name: "bold", make: (n) => times("**a", n) },
  { name: "many paragraphs", make: (n) => times("a\n\n", n) },
  { name: "long action", make: (n) => times("a\n", n) },
  { name: "long speech", make: (n) => `A\n${times("hello\n", n - 2)}` },
  // One paragraph of short sentences whose breaks, re-wrapped after each page's split, never
  // fall back in step with the old ones.
  { name: "speech of sentences", make: (n) => `A\n${times("Hi there. ", n - 2)}` },
  { name: "punctuation", make: (n) => `a${times(",", n - 2)}b` },
  {
    name: "cues sharing a first word",
    make: (n) => {
      let text = "";
      for (let i = 0; text.length < n; i++) text += `A ${i}\nhi\n\n`;
      return text;
    },
  },
];

/** A family's text as one Final Draft paragraph of `type`, escaped for XML. */
export function hostileFdx(text: string, type = "Action"): string {
  const escaped = text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<FinalDraft DocumentType="Script" Version="5"><Content><Paragraph Type="${type}"><Text>${escaped}</Text></Paragraph></Content></FinalDraft>\n`;
}

/** Final Draft files that stress the reader by their shape rather than their text. */
export const HOSTILE_FDX: HostileFamily[] = [
  { name: "fdx cue", make: (n) => hostileFdx(`A${spaces(n - 250)}^B`, "Character") },
  {
    name: "fdx headings",
    make: (n) => {
      const heading = '<Paragraph Type="Scene Heading"><Text>INT. X</Text></Paragraph>\n';
      return `<?xml version="1.0"?>\n<FinalDraft><Content>\n${times(heading, n - 60)}</Content></FinalDraft>\n`;
    },
  },
  {
    name: "fdx script notes on one line",
    make: (n) => {
      const note = '<ScriptNote Range="0,1"><Paragraph><Text>a</Text></Paragraph></ScriptNote>\n';
      const content = `<Content><Paragraph Type="Action"><Text>${"a".repeat(n / 2)}</Text></Paragraph></Content>`;
      return `<?xml version="1.0"?>\n<FinalDraft>${content}<ScriptNotes>\n${times(note, n / 2)}</ScriptNotes></FinalDraft>\n`;
    },
  },
  {
    name: "fdx title page lines",
    make: (n) => {
      const line = '<Paragraph Alignment="Left"><Text>Label a\n</Text></Paragraph>\n';
      return `<?xml version="1.0"?>\n<FinalDraft><TitlePage><Content>\n${times(line, n - 80)}</Content></TitlePage></FinalDraft>\n`;
    },
  },
];

export interface Growth {
  /** Median milliseconds at a tenth of the size. */
  smallMs: number;
  /** Median milliseconds at the full size. */
  largeMs: number;
}

function elapsed(work: () => unknown): number {
  const start = performance.now();
  work();
  return performance.now() - start;
}

const median = (values: number[]) =>
  values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Times `work` on a family at a tenth of `size` and at `size`, `runs` of each, interleaved so a
 * busy moment of the machine slows both alike: linear work grows about tenfold.
 */
export function measureGrowth(
  make: (size: number) => string,
  size: number,
  work: (text: string) => unknown,
  runs = 3,
): Growth {
  const small = make(size / 10);
  const large = make(size);
  const smallMs: number[] = [];
  const largeMs: number[] = [];
  for (let run = 0; run < runs; run++) {
    smallMs.push(elapsed(() => work(small)));
    largeMs.push(elapsed(() => work(large)));
  }
  return { smallMs: median(smallMs), largeMs: median(largeMs) };
}
