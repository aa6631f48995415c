import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  detectFormat,
  parseFountain,
  readDocument,
  readFdx,
  writeFdx,
  writeFountain,
} from "./index";

const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));
const fixtures = path.resolve(repoRoot, "fixtures/screenplays");
const fixture = (name: string) => readFileSync(path.join(fixtures, name), "utf8");
const scenes = (doc: ReturnType<typeof parseFountain>) =>
  doc.elements.filter((e) => e.type === "scene_heading").length;

describe.each(["big-fish", "brick-and-steel"])("%s round trips", (name) => {
  const doc = parseFountain(fixture(`${name}.fountain`));

  it("Fountain → elements → Fountain → the same elements", () => {
    expect(parseFountain(writeFountain(doc))).toEqual(doc);
  });

  it("writeFdx → readFdx gives the same document", () => {
    expect(readFdx(writeFdx(doc))).toEqual(doc);
  });

  it("reads the .fdx twin with the same scenes as the .fountain", () => {
    const fdx = readFdx(fixture(`${name}.fdx`));
    expect(scenes(fdx)).toBe(scenes(doc));
    expect(fdx.elements.filter((e) => e.type === "character").length).toBe(
      doc.elements.filter((e) => e.type === "character").length,
    );
  });
});

describe("FDX details", () => {
  it("reads styled runs, dual dialogue and scene numbers", () => {
    const doc = readFdx(fixture("brick-and-steel.fdx"));
    expect(doc.elements).toContainEqual({ type: "character", name: "BRICK", dual: true });
    expect(doc.elements).toContainEqual({
      type: "action",
      text: "And then there's a long beat.\nLonger than is funny.\nLong enough to be depressing.",
    });
    expect(doc.elements).toContainEqual({
      type: "action",
      text: "From what seems like only INCHES AWAY.  _Steel's face FILLS the *Leupold Mark 4* scope_.",
    });
    const numbered = readFdx(
      '<FinalDraft><Content><Paragraph Type="Scene Heading" Number="4A"><Text>INT. X - DAY</Text></Paragraph></Content></FinalDraft>',
    );
    expect(numbered.elements).toEqual([
      { type: "scene_heading", text: "INT. X - DAY", sceneNumber: "4A" },
    ]);
  });

  it("detects the format by name, then by content", () => {
    expect(detectFormat("a.fdx", "")).toBe("fdx");
    expect(detectFormat("a.fountain", "<?xml")).toBe("fountain");
    expect(detectFormat(undefined, '<?xml version="1.0"?><FinalDraft/>')).toBe("fdx");
    expect(detectFormat(undefined, "INT. HOUSE - DAY")).toBe("fountain");
    expect(readDocument(fixture("brick-and-steel.fdx")).elements.length).toBeGreaterThan(0);
  });
});
