import { XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { a4, parseFountain, readFdx, usLetter, writeFdx, writeFountain } from "./index";
import type { Element, ScreenplayDocument } from "./types";

const fdx = (content: string, rest = "") =>
  `<?xml version="1.0" encoding="UTF-8" standalone="no" ?>\n<FinalDraft DocumentType="Script" Template="No" Version="5"><Content>${content}</Content>${rest}</FinalDraft>`;

/** A note as Final Draft 8 kept it: inside the paragraph it annotates, before its text. */
const inlineNote = (text: string) =>
  `<ScriptNote Color="#FFFFFFFF0000" ID="1" Position="0"><Paragraph Alignment="Left"><Text>${text}</Text></Paragraph></ScriptNote>`;

describe("a paragraph that carries a ScriptNote", () => {
  it("keeps the scene heading's text and its note after it", () => {
    const doc = readFdx(
      fdx(
        `<Paragraph Type="Scene Heading">${inlineNote("Check the location")}<Text>INT. HOUSE - DAY</Text></Paragraph>` +
          `<Paragraph Type="Action"><Text>Rain.</Text>${inlineNote("Too wet?")}</Paragraph>`,
      ),
    );
    expect(doc.elements).toEqual([
      { type: "scene_heading", text: "INT. HOUSE - DAY" },
      { type: "note", text: "Check the location" },
      { type: "action", text: "Rain." },
      { type: "note", text: "Too wet?" },
    ]);
    expect(writeFountain(doc)).toBe(
      "INT. HOUSE - DAY\n\n[[Check the location]]\n\nRain.\n\n[[Too wet?]]\n",
    );
  });

  it("keeps both lines of a speech apart when a note sits between them", () => {
    const doc = readFdx(
      fdx(
        '<Paragraph Type="Character"><Text>MAYA</Text></Paragraph>' +
          `<Paragraph Type="Dialogue"><Text>Now.</Text>${inlineNote("louder")}</Paragraph>` +
          '<Paragraph Type="Dialogue"><Text>Go.</Text></Paragraph>',
      ),
    );
    expect(doc.elements).toEqual([
      { type: "character", name: "MAYA" },
      { type: "dialogue", text: "Now." },
      { type: "note", text: "louder" },
      { type: "dialogue", text: "Go." },
    ]);
  });
});

describe("a scene's Summary", () => {
  it("is read as the scene's synopsis, right after its heading", () => {
    const summary =
      '<SceneProperties Color="#00000000FFFF" Length="2/8" Page="1" Title=""><Summary>' +
      '<Paragraph Alignment="Left" FirstIndent="0.00" Leading="Regular" LeftIndent="0.00" RightIndent="1.39" SpaceBefore="0" Spacing="1" StartsNewPage="No">' +
      '<Text AdornmentStyle="0" Font="Arial" Size="12" Style="">Maya finds the vault open.</Text></Paragraph></Summary></SceneProperties>';
    const doc = readFdx(
      fdx(
        `<Paragraph Type="Scene Heading">${summary}<Text>INT. BANK - NIGHT</Text></Paragraph><Paragraph Type="Action"><Text>Dark.</Text></Paragraph>`,
      ),
    );
    expect(doc.elements).toEqual([
      { type: "scene_heading", text: "INT. BANK - NIGHT" },
      { type: "synopsis", text: "Maya finds the vault open." },
      { type: "action", text: "Dark." },
    ]);
  });
});

const outlined = [
  "# ACT ONE",
  "= The heist goes wrong.",
  "## The bank",
  "INT. BANK - NIGHT",
  "= Maya finds the vault open.",
  "The lights die. [[too dark to read?]]",
  "MAYA\n(whispering)\nNow.",
  "[[Is this the same bank as scene 4?]]",
  "===",
  "EXT. STREET - NIGHT",
  "Sirens.",
].join("\n\n");

describe("sections, synopses and notes written to FDX", () => {
  const doc = parseFountain(outlined);
  const xml = writeFdx(doc);

  it("writes sections as Final Draft outline levels and synopses as Summary and Outline Body", () => {
    expect(xml).toContain('<Paragraph Type="Outline 1"><Text>ACT ONE</Text></Paragraph>');
    expect(xml).toContain(
      '<Paragraph Type="Outline Body"><Text>The heist goes wrong.</Text></Paragraph>',
    );
    expect(xml).toContain('<Paragraph Type="Outline 2"><Text>The bank</Text></Paragraph>');
    expect(xml).toContain(
      '<Paragraph Type="Scene Heading"><SceneProperties><Summary><Paragraph><Text>Maya finds the vault open.</Text></Paragraph></Summary></SceneProperties><Text>INT. BANK - NIGHT</Text></Paragraph>',
    );
  });

  it("writes notes as ScriptNotes anchored where they stood, never as lines of the script", () => {
    expect(xml).not.toMatch(/<Paragraph[^>]*><ScriptNote/);
    const notes = xml.slice(xml.indexOf("<ScriptNotes>"), xml.indexOf("</ScriptNotes>"));
    // "ACT ONE"(7)+1, "The heist goes wrong."(21)+1, "The bank"(8)+1, "INT. BANK - NIGHT"(17)+1,
    // then "The lights die." (15) ends at 72; "MAYA", "(whispering)", "Now." end at 95.
    expect(notes).toContain('Range="72,72" Type=""><Paragraph><Text>too dark to read?</Text>');
    expect(notes).toContain(
      'Range="95,95" Type=""><Paragraph><Text>Is this the same bank as scene 4?</Text>',
    );
  });

  it("reads every one of them back in place: Fountain → FDX → Fountain loses nothing", () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(readFdx(xml)).toEqual(doc);
    expect(parseFountain(writeFountain(readFdx(xml)))).toEqual(doc);
  });

  it("reads a Final Draft ScriptNote by its Range: after the paragraph it falls in", () => {
    const read = readFdx(
      fdx(
        '<Paragraph Type="Action"><Text>Hum.</Text></Paragraph><Paragraph Type="Action"><Text>Go now.</Text></Paragraph>',
        '<ScriptNotes><ScriptNote Color="#000000000000" Id="1" Name="" Range="5,7" Type="" WriterName="Sam"><Paragraph><Text>Which way?</Text></Paragraph></ScriptNote></ScriptNotes>',
      ),
    );
    expect(read.elements).toEqual([
      { type: "action", text: "Hum." },
      { type: "action", text: "Go now." },
      { type: "note", text: "Which way?" },
    ]);
  });

  it("keeps notes inside a dual dialogue with the line they follow", () => {
    const dual = parseFountain("BRICK\nScrew it. [[beat]]\n\nSTEEL ^\nScrew it.\n\nThey drink.");
    expect(readFdx(writeFdx(dual))).toEqual(dual);
  });
});

describe("the FDX title page", () => {
  const titlePage = [
    { key: "Title", value: "_**BRICK & STEEL**_\n_**FULL RETIRED**_" },
    { key: "Credit", value: "Written by" },
    { key: "Author", value: "Stu Maschwitz" },
    { key: "Source", value: "Story by KTM" },
    { key: "Draft date", value: "1/27/2012" },
    { key: "Contact", value: "Next Level Productions\n1588 Mission Dr.\nSolvang, CA 93463" },
    { key: "Copyright", value: "(c) 2012 Stu Maschwitz" },
    { key: "Notes", value: "FINAL DRAFT" },
    { key: "Revision", value: "Blue pages\nMay 2026" },
  ];
  const doc: ScreenplayDocument = { titlePage, elements: [{ type: "action", text: "Go." }] };
  const xml = writeFdx(doc);
  const page = xml.slice(xml.indexOf("<TitlePage>"), xml.indexOf("</TitlePage>"));

  it("is laid out as Final Draft lays one out, with no invented attributes", () => {
    expect(page).not.toContain("Key=");
    expect(page).not.toContain('Type="Text"');
    expect(page).toContain(
      '<Paragraph Alignment="Center" SpaceBefore="180"><Text Style="Bold+Underline">BRICK &amp; STEEL</Text><Text>\n</Text><Text Style="Bold+Underline">FULL RETIRED</Text></Paragraph>',
    );
    expect(page).toContain(
      '<Paragraph Alignment="Center" SpaceBefore="24"><Text>Written by</Text></Paragraph>',
    );
    expect(page).toContain(
      '<Paragraph Alignment="Right" SpaceBefore="216"><Text>1/27/2012</Text></Paragraph>',
    );
    expect(page).toContain(
      '<Paragraph Alignment="Left" SpaceBefore="12"><Text>Next Level Productions\n1588 Mission Dr.\nSolvang, CA 93463</Text></Paragraph>',
    );
    expect(page).toContain(
      '<Paragraph Alignment="Left" SpaceBefore="12"><Text>Revision: Blue pages\nMay 2026</Text></Paragraph>',
    );
  });

  it("reads every key back on its own, in order", () => {
    expect(readFdx(xml).titlePage).toEqual(titlePage);
  });

  it("recognises the keys of a title page Final Draft wrote, one paragraph a line", () => {
    const line = (alignment: string, text: string) =>
      `<Paragraph Alignment="${alignment}" FirstIndent="0.00" Leading="Regular" LeftIndent="1.00" RightIndent="7.50" SpaceBefore="0" Spacing="1" StartsNewPage="No"><Text>${text}</Text></Paragraph>`;
    const blank = '<Paragraph Alignment="Left"><Text></Text></Paragraph>';
    const read = readFdx(
      fdx(
        "",
        `<TitlePage><Content>${[
          blank,
          blank,
          line("Center", "THE HEIST"),
          blank,
          line("Center", "Screenplay by"),
          blank,
          line("Center", "Ada Lovelace"),
          blank,
          line("Center", "Based on the novel by Mary Shelley"),
          blank,
          blank,
          line("Left", "Ada Lovelace"),
          line("Left", "12 Analytical Row"),
          line("Left", "London"),
          blank,
          line("Right", "November 24, 2026"),
          line("Right", "© 2026 Ada Lovelace"),
        ].join("")}</Content></TitlePage>`,
      ),
    );
    expect(read.titlePage).toEqual([
      { key: "Title", value: "THE HEIST" },
      { key: "Credit", value: "Screenplay by" },
      { key: "Author", value: "Ada Lovelace" },
      { key: "Source", value: "Based on the novel by Mary Shelley" },
      { key: "Contact", value: "Ada Lovelace\n12 Analytical Row\nLondon" },
      { key: "Draft date", value: "November 24, 2026" },
      { key: "Copyright", value: "© 2026 Ada Lovelace" },
    ]);
  });

  it("labels an entry whose place would read as another key, so it keeps its key", () => {
    const odd: ScreenplayDocument = {
      titlePage: [
        { key: "Author", value: "Ada" },
        { key: "Draft date", value: "Second draft" },
        { key: "Contact", value: "" },
      ],
      elements: [],
    };
    const written = writeFdx(odd);
    expect(written).toContain("<Text>Author: Ada</Text>");
    expect(written).toContain("<Text>Draft date: Second draft</Text>");
    expect(readFdx(written).titlePage).toEqual(odd.titlePage);
  });
});

describe("FDX element settings and page layout", () => {
  const doc = parseFountain("# Act\n\nINT. X - DAY\n\nGo.");

  it("writes the settings of every element type from the print profile", () => {
    const xml = writeFdx(doc);
    for (const type of [
      "General",
      "Scene Heading",
      "Action",
      "Character",
      "Parenthetical",
      "Dialogue",
      "Transition",
      "Lyrics",
      "Outline 1",
      "Outline 2",
      "Outline 3",
      "Outline 4",
      "Outline Body",
    ]) {
      expect(xml).toContain(`<ElementSettings Type="${type}">`);
    }
    expect(xml).toContain(
      '<ElementSettings Type="Character">\n    <FontSpec AdornmentStyle="0" Background="#FFFFFFFFFFFF" Color="#000000000000" Font="Courier Final Draft" RevisionID="0" Size="12" Style="AllCaps"/>\n    <ParagraphSpec Alignment="Left" FirstIndent="0.00" Leading="Regular" LeftIndent="3.50" RightIndent="6.80" SpaceBefore="12" Spacing="1" StartsNewPage="No"/>\n    <Behavior PaginateAs="Character" ReturnKey="Dialogue" Shortcut="3"/>\n  </ElementSettings>',
    );
    expect(xml).toContain(
      '<ParagraphSpec Alignment="Right" FirstIndent="0.00" Leading="Regular" LeftIndent="1.50" RightIndent="7.60" SpaceBefore="12" Spacing="1" StartsNewPage="No"/>',
    );
  });

  it("writes the paper of the print profile: US Letter by default, A4 when asked", () => {
    expect(writeFdx(doc)).toContain(
      '<PageLayout BackgroundColor="#FFFFFFFFFFFF" BottomMargin="60" BreakDialogueAndActionAtSentences="Yes" DocumentLeading="Normal" FooterMargin="36" ForegroundColor="#000000000000" HeaderMargin="36" InvisiblesColor="#A0A0A0A0A0A0" TopMargin="72" UsesSmartQuotes="Yes">\n    <PageSize Height="11.00" Width="8.50"/>\n  </PageLayout>',
    );
    expect(writeFdx(doc, { profile: usLetter })).toContain(
      '<PageSize Height="11.00" Width="8.50"/>',
    );
    const onA4 = writeFdx(doc, { profile: a4 });
    expect(onA4).toContain('<PageSize Height="11.70" Width="8.27"/>');
    expect(onA4).toContain('BottomMargin="86"');
    expect(onA4).toContain('LeftIndent="1.50" RightIndent="7.30"');
  });
});

describe("FDX of a huge script", () => {
  // Spreading ~120,000 items into one call overflows V8's stack; a note each is the way there.
  it("writes and reads 125,000 notes after one line without overflowing the call stack", () => {
    const notes = Array.from(
      { length: 125_000 },
      (_, i): Element => ({ type: "note", text: `n${i}` }),
    );
    const doc: ScreenplayDocument = {
      titlePage: [],
      elements: [{ type: "action", text: "Go." }, ...notes],
    };
    const back = readFdx(writeFdx(doc));
    expect(back.elements).toHaveLength(125_001);
    expect(back.elements.at(-1)).toEqual({ type: "note", text: "n124999" });
  }, 60_000);
});
