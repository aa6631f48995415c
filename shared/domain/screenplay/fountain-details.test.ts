import { describe, expect, it } from "vitest";
import {
  paginate,
  parseEmphasis,
  parseFountain,
  readFdx,
  writeFdx,
  writeFountain,
  writeText,
} from "./index";

const elements = (source: string) => parseFountain(source).elements;
/** The printed rows of a script's first page, as plain text with its columns. */
const printedRows = (source: string) => writeText(paginate(parseFountain(source))).split("\n");

describe("a script that opens on a Word: line", () => {
  const source = "FADE IN:\n\nINT. OFFICE - DAY\n\nAction.\n";

  it("starts with that line, not with a title page", () => {
    const doc = parseFountain(source);
    expect(doc.titlePage).toEqual([]);
    expect(doc.elements).toEqual([
      { type: "action", text: "FADE IN:" },
      { type: "scene_heading", text: "INT. OFFICE - DAY" },
      { type: "action", text: "Action." },
    ]);
  });

  it("prints FADE IN: on the first page and no blank title page", () => {
    const pagination = paginate(parseFountain(source));
    expect(pagination.titlePage).toBeUndefined();
    expect(pagination.pageCount).toBe(1);
    expect(pagination.pages[0]?.lines[0]?.text).toBe("FADE IN:");
  });

  it("still reads a title page that opens on a title-page key, later keys of any name too", () => {
    const doc = parseFountain("Title: Dust\nRevision: Blue pages\n\nFADE IN:\n");
    expect(doc.titlePage).toEqual([
      { key: "Title", value: "Dust" },
      { key: "Revision", value: "Blue pages" },
    ]);
    expect(doc.elements).toEqual([{ type: "action", text: "FADE IN:" }]);
  });

  it("writes a title page led by another key back with a title-page key first", () => {
    const doc = {
      titlePage: [
        { key: "Revision", value: "Blue pages" },
        { key: "Title", value: "Dust" },
      ],
      elements: [{ type: "action" as const, text: "Contact: nobody" }],
    };
    const reread = parseFountain(writeFountain(doc));
    expect(reread.titlePage).toEqual([
      { key: "Title", value: "Dust" },
      { key: "Revision", value: "Blue pages" },
    ]);
    expect(reread.elements).toEqual(doc.elements);
  });
});

describe("forced action", () => {
  it('reads "!CUT TO:" as action, without the "!"', () => {
    expect(elements("He runs.\n\n!CUT TO:\n\nINT. HALL - DAY\n")).toEqual([
      { type: "action", text: "He runs." },
      { type: "action", text: "CUT TO:" },
      { type: "scene_heading", text: "INT. HALL - DAY" },
    ]);
  });

  it("prints it at the action's left edge, not as a transition", () => {
    expect(printedRows("!CUT TO:\n")).toContain("     CUT TO:");
  });
});

describe("blank lines a writer puts between action paragraphs", () => {
  const source = "INT. HALL - DAY\n\nThe lights go out.\n\n\n\nBANG!\n";

  it("are kept inside the action", () => {
    expect(elements(source)).toEqual([
      { type: "scene_heading", text: "INT. HALL - DAY" },
      { type: "action", text: "The lights go out.\n\n\n\nBANG!" },
    ]);
  });

  it("print as blank lines", () => {
    const rows = printedRows(source);
    const out = rows.indexOf("     The lights go out.");
    expect(rows.slice(out, out + 5)).toEqual(["     The lights go out.", "", "", "", "     BANG!"]);
  });

  it("survive Fountain and Final Draft round trips", () => {
    const doc = parseFountain(source);
    expect(parseFountain(writeFountain(doc))).toEqual(doc);
    expect(readFdx(writeFdx(doc))).toEqual(doc);
  });

  it("stay one paragraph break where a boneyard sat between them", () => {
    expect(elements("Kept.\n\n/* gone */\n\nAlso kept.\n")).toEqual([
      { type: "action", text: "Kept." },
      { type: "action", text: "Also kept." },
    ]);
  });
});

describe("emphasis markers", () => {
  it("open only before a non-space and close only after one", () => {
    expect(parseEmphasis("He dialed *69 and then *23")).toEqual([
      { text: "He dialed *69 and then *23" },
    ]);
    expect(parseEmphasis("a * b * c")).toEqual([{ text: "a * b * c" }]);
  });

  it("still style words they wrap", () => {
    expect(parseEmphasis("Say *it* now _twice_")).toEqual([
      { text: "Say " },
      { text: "it", italic: true },
      { text: " now " },
      { text: "twice", underline: true },
    ]);
  });
});

describe("transitions", () => {
  it('reads "CUT TO: " with a trailing space as a transition', () => {
    expect(elements("He runs.\n\nCUT TO: \n\nINT. HALL - DAY\n")[1]).toEqual({
      type: "transition",
      text: "CUT TO:",
    });
  });
});

describe("a note inside a speech", () => {
  it("stays inside the speech after a Fountain round trip", () => {
    const doc = parseFountain("BOB\nHello. [[a note]]\nMore.\n");
    expect(doc.elements).toEqual([
      { type: "character", name: "BOB" },
      { type: "dialogue", text: "Hello." },
      { type: "note", text: "a note" },
      { type: "dialogue", text: "More." },
    ]);
    expect(parseFountain(writeFountain(doc))).toEqual(doc);
  });

  it("on a line of its own between speech lines, too", () => {
    const doc = parseFountain("BOB\nHello.\n[[a note]]\nMore.\n");
    expect(parseFountain(writeFountain(doc))).toEqual(doc);
  });
});

describe("spaces at the end of an action line", () => {
  const line = `${"word ".repeat(11)}done.`;
  const source = `${line}  \n\nNext.\n`;
  const rows = (breaks: "sentences" | "anywhere") =>
    paginate(parseFountain(source), undefined, { breaks }).pages[0]?.lines.map((l) => [
      l.row,
      l.text,
    ]);

  it("are kept in the action, through Final Draft too", () => {
    const doc = parseFountain(source);
    expect(doc.elements[0]).toEqual({ type: "action", text: `${line}  ` });
    expect(readFdx(writeFdx(doc))).toEqual(doc);
  });

  it("print nothing with Final Draft's breaks", () => {
    expect(rows("sentences")).toEqual([
      [0, line],
      [2, "Next."],
    ]);
  });

  it("take a line of their own with afterwriting's, as afterwriting prints them", () => {
    // Row 1 holds the spaces (nothing drawn), so the next paragraph starts on row 3.
    expect(rows("anywhere")).toEqual([
      [0, line],
      [3, "Next."],
    ]);
  });
});
