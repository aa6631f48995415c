import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  documentToScreenplay,
  paginate,
  parseFountain,
  screenplayToFountain,
  writeText,
} from "./index";

const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));
const fixture = (name: string) =>
  readFileSync(path.resolve(repoRoot, "fixtures/screenplays", name), "utf8");

describe("screenplay ⇄ document", () => {
  const screenplay = {
    title: "The Heist",
    author: "Ada",
    logline: null,
    scenes: [
      { sceneNumber: 1, heading: "INT. BANK - NIGHT", content: "The lights die." },
      { sceneNumber: 2, heading: "Vault", content: "MAYA\n(whispering)\nNow.\n\nCUT TO:" },
    ],
  };

  it("writes scenes in order, forcing headings that don't look like headings", () => {
    const fountain = screenplayToFountain(screenplay);
    expect(fountain).toBe(
      "Title: The Heist\nCredit: Written by\nAuthor: Ada\n\nINT. BANK - NIGHT\n\nThe lights die.\n\n.Vault\n\nMAYA\n(whispering)\nNow.\n\nCUT TO:\n",
    );
    expect(parseFountain(fountain).elements.map((e) => e.type)).toEqual([
      "scene_heading",
      "action",
      "scene_heading",
      "character",
      "parenthetical",
      "dialogue",
      "transition",
    ]);
  });

  it("imports back the same scenes, their acts and speakers, and the characters", async () => {
    const imported = documentToScreenplay(parseFountain(screenplayToFountain(screenplay)));
    expect(imported).toEqual({
      title: "The Heist",
      author: "Ada",
      titlePage: [
        { key: "Title", value: "The Heist" },
        { key: "Credit", value: "Written by" },
        { key: "Author", value: "Ada" },
      ],
      opening: "",
      scenes: [
        {
          sceneNumber: 1,
          heading: "INT. BANK - NIGHT",
          content: "The lights die.",
          act: "Act 1",
          characters: [],
        },
        {
          sceneNumber: 2,
          heading: "Vault",
          content: "MAYA\n(whispering)\nNow.\n\nCUT TO:",
          act: "Act 1",
          characters: ["MAYA"],
        },
      ],
      characters: ["MAYA"],
    });
  });

  it("imports Big Fish: the opening kept apart, 190 scenes, 47 speaking characters", () => {
    const imported = documentToScreenplay(parseFountain(fixture("big-fish.fountain")));
    expect(imported.title).toBe("Big Fish");
    expect(imported.opening.startsWith("This is a Southern story")).toBe(true);
    expect(imported.scenes).toHaveLength(190);
    expect(imported.scenes[0]?.content.startsWith("WILL BLOOM, AGE 3")).toBe(true);
    expect(imported.characters).toContain("EDWARD");
    expect(imported.characters).not.toContain("EDWARD AND WILL");
    expect(imported.characters).toHaveLength(47);
  });

  it("prints the opening after the title page and before the first scene", () => {
    const fountain = screenplayToFountain({
      ...screenplay,
      titlePage: [
        { key: "Title", value: "The Heist" },
        { key: "Source", value: "based on\na true story" },
      ],
      opening: "FADE IN:",
    });
    expect(
      fountain.startsWith(
        "Title: The Heist\nCredit: Written by\nAuthor: Ada\nSource:\n    based on\n    a true story\n\nFADE IN:\n\nINT. BANK - NIGHT",
      ),
    ).toBe(true);
  });

  it("lays plain text out like the page", () => {
    const text = writeText(paginate(parseFountain(fixture("brick-and-steel.fountain"))));
    expect(text.split("\f")).toHaveLength(4);
    expect(text).toContain("\n     EXT. BRICK'S PATIO - DAY\n");
    expect(text).toContain("\n                         STEEL\n");
  });
});
