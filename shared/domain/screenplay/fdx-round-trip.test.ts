import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parseFountain, readFdx, writeFdx, writeFountain } from "./index";
import type { Element, ElementType, ScreenplayDocument } from "./types";

const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));
const fixture = (name: string) =>
  readFileSync(path.resolve(repoRoot, "fixtures/screenplays", name), "utf8");

const COUNTED: ElementType[] = [
  "scene_heading",
  "action",
  "character",
  "dialogue",
  "parenthetical",
  "transition",
  "centered",
  "lyrics",
  "section",
  "synopsis",
  "note",
  "page_break",
];

/** How many elements of each type, and the title page's keys in order. */
function census(doc: ScreenplayDocument) {
  const elements = Object.fromEntries(
    COUNTED.map((type) => [type, doc.elements.filter((e) => e.type === type).length]),
  ) as Record<ElementType, number>;
  return { ...elements, titlePageKeys: doc.titlePage.map((entry) => entry.key) };
}

const textOf = (e: Element) =>
  "text" in e ? e.text : "name" in e ? `${e.name} ${e.extension ?? ""}`.trim() : "";
const texts = (doc: ScreenplayDocument) => doc.elements.map((e) => `${e.type}: ${textOf(e)}`);

const fountainToFdxToFountain = (doc: ScreenplayDocument) =>
  parseFountain(writeFountain(readFdx(writeFdx(doc))));
const fdxToFountainToFdx = (doc: ScreenplayDocument) =>
  readFdx(writeFdx(parseFountain(writeFountain(doc))));

/**
 * The script with its outline written in: an act section and a sequence before the first
 * scene, a synopsis and a note under every heading, a note in the middle of each speech.
 */
function outlined(doc: ScreenplayDocument): ScreenplayDocument {
  const elements: Element[] = [
    { type: "section", text: "ACT ONE", depth: 1 },
    { type: "synopsis", text: "Retirement does not suit them." },
    { type: "section", text: "The first sequence", depth: 2 },
  ];
  doc.elements.forEach((element, i) => {
    elements.push(element);
    if (element.type === "scene_heading") {
      elements.push({ type: "synopsis", text: `What happens at ${element.text}.` });
      elements.push({ type: "note", text: `Scene ${i}: check continuity.` });
    }
    if (element.type === "character")
      elements.push({ type: "note", text: `${element.name}'s cue.` });
  });
  return { ...doc, elements };
}

describe.each([
  ["big-fish", 190],
  ["brick-and-steel", 8],
])("%s: every element survives FDX", (name, scenes) => {
  const fountain = parseFountain(fixture(`${name}.fountain`));
  const fdx = readFdx(fixture(`${name}.fdx`));

  it("Fountain → FDX → Fountain: the same count of each type, title page keys and text", () => {
    expect(census(fountain).scene_heading).toBe(scenes);
    expect(census(fountain).titlePageKeys.length).toBeGreaterThan(0);
    const back = fountainToFdxToFountain(fountain);
    expect(census(back)).toEqual(census(fountain));
    expect(texts(back)).toEqual(texts(fountain));
    expect(back).toEqual(fountain);
  });

  it("FDX → Fountain → FDX: the same count of each type and text", () => {
    expect(census(fdx).scene_heading).toBe(scenes);
    const back = fdxToFountainToFdx(fdx);
    expect(census(back)).toEqual(census(fdx));
    expect(texts(back)).toEqual(texts(fdx));
  });

  it("with sections, synopses and notes written in, both ways keep every one", () => {
    const withOutline = outlined(fountain);
    const before = census(withOutline);
    expect(before).toMatchObject({ section: 2, synopsis: scenes + 1 });
    expect(before.note).toBe(scenes + before.character);
    expect(census(fountainToFdxToFountain(withOutline))).toEqual(before);
    expect(fountainToFdxToFountain(withOutline)).toEqual(withOutline);
    const fromFdx = outlined(fdx);
    expect(census(fdxToFountainToFdx(fromFdx))).toEqual(census(fromFdx));
    expect(texts(fdxToFountainToFdx(fromFdx))).toEqual(texts(fromFdx));
  });
});
