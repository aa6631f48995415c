import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseFountain } from "#shared/domain/screenplay/index";
import { statisticsFromScenes, statisticsFromText } from "#shared/domain/statistics/index";
import {
  AnalysisModelSchema,
  CharacterResultSchema,
  LoglineResultSchema,
  OutlineResultSchema,
  StoryIdeasResultSchema,
} from "#shared/schemas/ai-results";
import { LOGLINE_MAX } from "#shared/schemas/screenplay";
import { wordCount } from "./offline/text";
import { createOfflineWriter } from "./offline-writer";

const writer = createOfflineWriter();
const GENRES = [
  "Drama",
  "comedy",
  "Thriller",
  "horror",
  "Sci-Fi",
  "romance",
  "fantasy",
  "action",
  "mystery",
  "Western",
];
const THEMES = ["redemption", "the cost of ambition", "trust", "grief and letting go", "identity"];
const SETTINGS = [
  "1980s Berlin",
  "a small fishing town in Maine",
  "a generation ship",
  "the Texas panhandle in 1889",
  "a hospital on strike",
];
const CHARACTERS = [
  "a retired detective haunted by an unsolved case",
  "Maya, a nurse",
  "an ambitious young lawyer who has never lost a case and cannot imagine losing one now",
  "disgraced chef",
  "the youngest of five sisters",
];

/** 50 combinations: every genre with every theme, settings and characters rotating. */
const combos = GENRES.flatMap((genre, g) =>
  THEMES.map((theme, t) => ({
    genre,
    theme,
    setting: SETTINGS[(g + t) % SETTINGS.length] ?? "",
    character: CHARACTERS[(g * 2 + t) % CHARACTERS.length] ?? "",
  })),
);

describe("offline writer: loglines", () => {
  it("writes 25–50 words naming the protagonist, a goal and the conflict, for 50 inputs", async () => {
    expect(combos).toHaveLength(50);
    for (const input of combos) {
      const { logline } = LoglineResultSchema.parse(await writer.generateLogline(input));
      const words = wordCount(logline);
      expect(words, logline).toBeGreaterThanOrEqual(25);
      expect(words, logline).toBeLessThanOrEqual(50);
      expect(logline.length, logline).toBeLessThanOrEqual(LOGLINE_MAX);
      expect(logline, "goal").toMatch(/\b(must|sets out to)\b/);
      expect(logline, "conflict").toMatch(/\bbut\b/);
      const characterHead = input.character.split(/[ ,]/).find((w) => w.length > 3) ?? "";
      expect(logline.toLowerCase(), "protagonist").toContain(characterHead.toLowerCase());
    }
  });

  it("keeps both rules for inputs at their limits, even one long unbroken word", async () => {
    const long = (word: string, max: number) => `${word} `.repeat(max).slice(0, max).trim();
    for (const input of [
      {
        genre: "Drama",
        theme: long("grief", 500),
        setting: long("harbour", 500),
        character: long("a widow", 1000),
      },
      {
        genre: "Drama",
        theme: "x".repeat(500),
        setting: "y".repeat(500),
        character: "z".repeat(1000),
      },
      { genre: "Western", theme: "trust", setting: "a town", character: "Z".repeat(1000) },
    ]) {
      for (const { logline } of [
        await writer.generateLogline(input),
        ...(await writer.generateStoryIdeas(input)).ideas,
      ]) {
        const words = wordCount(logline);
        expect(words, logline).toBeGreaterThanOrEqual(25);
        expect(words, logline).toBeLessThanOrEqual(50);
        expect(logline.length, logline).toBeLessThanOrEqual(LOGLINE_MAX);
      }
    }
  });

  it("answers the same input with the same logline, and different inputs differently", async () => {
    const input = combos[7] as (typeof combos)[number];
    const first = await writer.generateLogline(input);
    expect(await writer.generateLogline({ ...input })).toEqual(first);
    const loglines = new Set(
      await Promise.all(combos.map(async (c) => (await writer.generateLogline(c)).logline)),
    );
    expect(loglines.size).toBe(combos.length);
  });
});

describe("offline writer: story ideas", () => {
  it("gives three distinct, well-formed ideas for every genre", async () => {
    for (const input of combos) {
      const { ideas } = StoryIdeasResultSchema.parse(await writer.generateStoryIdeas(input));
      expect(new Set(ideas.map((i) => i.title)).size).toBe(3);
      expect(new Set(ideas.map((i) => i.logline)).size).toBe(3);
      for (const idea of ideas) {
        expect(wordCount(idea.logline)).toBeGreaterThanOrEqual(25);
        expect(wordCount(idea.logline)).toBeLessThanOrEqual(50);
        expect(idea.logline.length, idea.logline).toBeLessThanOrEqual(LOGLINE_MAX);
        expect(idea.premise.split(". ").length).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it("is genre-aware: a western does not read like a sci-fi", async () => {
    const western = await writer.generateStoryIdeas({
      genre: "Western",
      theme: "justice",
      setting: "Montana",
    });
    const scifi = await writer.generateStoryIdeas({
      genre: "science fiction",
      theme: "justice",
      setting: "Montana",
    });
    expect(JSON.stringify(western)).toMatch(/western/i);
    expect(JSON.stringify(scifi)).toMatch(/science fiction/i);
  });
});

describe("offline writer: characters", () => {
  it("fits age to role and ties backstory, flaws and arc together", async () => {
    const mentor = CharacterResultSchema.parse(
      await writer.generateCharacter({ name: "Ruth", role: "mentor", genre: "drama" }),
    );
    expect(Number(mentor.age)).toBeGreaterThanOrEqual(55);
    const hero = await writer.generateCharacter({
      name: "Sam",
      role: "protagonist",
      genre: "thriller",
      story: {
        logline: "A courier must deliver a file.",
        cast: [{ name: "Ruth", role: "mentor" }],
      },
    });
    expect(hero.backstory).toContain("Sam");
    expect(hero.backstory).toContain("Ruth");
    expect(hero.characterArc).toContain((hero.flaws[0] ?? "").toLowerCase());
    expect(hero.personalityTraits.length).toBeGreaterThanOrEqual(3);
    expect(hero.formativeEvents.length).toBeGreaterThanOrEqual(2);
  });
});

describe("offline writer: dialogue", () => {
  it("speaks in the character's voice, driven by the traits", async () => {
    const terse = await writer.generateDialogue({
      character: { name: "Cole", traits: ["laconic", "weathered", "stoic"] },
      personality: "laconic, weathered, stoic",
      situation: "a tense confrontation",
    });
    const witty = await writer.generateDialogue({
      character: { name: "Pip", traits: ["witty", "sarcastic", "charming"] },
      personality: "witty, sarcastic, charming",
      situation: "a tense confrontation",
    });
    expect(terse.dialogueSamples.length).toBeGreaterThanOrEqual(3);
    const mean = (r: typeof terse) =>
      r.dialogueSamples.reduce((n, s) => n + wordCount(s.dialogue), 0) / r.dialogueSamples.length;
    expect(mean(terse)).toBeLessThan(mean(witty));
    expect(witty.dialogueSamples.map((s) => s.parenthetical ?? "").join(" ")).not.toMatch(/flat/);
  });
});

describe("offline writer: outlines", () => {
  it("follows the logline through the three acts", async () => {
    const logline =
      "When her brother vanishes, a stubborn ferry pilot must find him before the storm closes the harbour, but the smugglers who took him own the town.";
    const outline = OutlineResultSchema.parse(
      await writer.generateOutline({ logline, genre: "mystery" }),
    );
    expect(outline.act1.incitingIncident).toContain("her brother vanishes");
    expect(outline.act1.firstPlotPoint).toContain("find him");
    expect(outline.act2.risingAction).toContain("the smugglers who took him own the town");
    expect(outline.act3.climax.length).toBeGreaterThan(20);
    expect(outline.themesAndMotifs.length).toBeGreaterThanOrEqual(2);
  });
});

describe("offline writer: scenes", () => {
  const cast = [
    { name: "Mary", traits: ["guarded"], age: "38" },
    { name: "John Reyes", traits: ["warm", "patient"] },
    { name: "Old Tom", traits: ["nervous"] },
  ];

  it("writes Fountain that uses every selected character and continues the previous scene", async () => {
    for (const genre of GENRES) {
      for (let n = 1; n <= cast.length; n++) {
        const task = {
          sceneHeading: "INT. SAFE HOUSE - NIGHT",
          characters: cast.slice(0, n),
          previousScene: "INT. BAR - NIGHT\n\nJOHN REYES\nYou lied to me about the money.",
          story: { genre },
        };
        const { content } = await writer.generateScene(task);
        const doc = parseFountain(`${task.sceneHeading}\n\n${content}`);
        const cues = new Set(doc.elements.flatMap((e) => (e.type === "character" ? [e.name] : [])));
        for (const c of task.characters) expect(cues, content).toContain(c.name.toUpperCase());
        expect(doc.elements.filter((e) => e.type === "dialogue").length).toBeGreaterThanOrEqual(4);
        expect(doc.elements.some((e) => e.type === "action")).toBe(true);
        expect(content).toContain("You lied to me about the money");
      }
    }
  });

  it("opens on the writer's beat for the scene, as a synopsis line", async () => {
    const { content } = await writer.generateScene({
      sceneHeading: "INT. SAFE HOUSE - NIGHT",
      characters: cast.slice(0, 2),
      beat: "Mary finds the ledger John hid.",
      actOutline: "The smugglers close in. Nobody sleeps.",
    });
    expect(content.split("\n")[0]).toBe("= Mary finds the ledger John hid.");
  });

  it("continues a scene from inside it: no synopsis, no establishing image, more of the scene", async () => {
    const task = {
      sceneHeading: "INT. SAFE HOUSE - NIGHT",
      characters: cast.slice(0, 2),
      beat: "Mary finds the ledger John hid.",
    };
    const fresh = (await writer.generateScene(task)).content;
    const more = (
      await writer.generateScene({
        ...task,
        existing: { mode: "continue", text: "Mary pulls the ledger from under the floorboards." },
      })
    ).content;
    expect(fresh.split("\n")[0]).toBe("= Mary finds the ledger John hid.");
    expect(more).not.toContain("= Mary finds the ledger");
    expect(more.split("\n\n")[0]).not.toBe(fresh.split("\n\n")[1]);
    const doc = parseFountain(`${task.sceneHeading}\n\n${more}`);
    expect(doc.elements.filter((e) => e.type === "dialogue").length).toBeGreaterThanOrEqual(2);
  });

  it("streams the same scene in several chunks", async () => {
    const task = { sceneHeading: "EXT. PIER - DAWN", characters: cast.slice(0, 2) };
    const chunks: string[] = [];
    for await (const chunk of writer.streamScene(task)) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(5);
    expect(chunks.join("")).toBe((await writer.generateScene(task)).content);
  });
});

describe("offline writer: analysis", () => {
  it("builds specific, numbered observations from the statistics", async () => {
    const scenes = Array.from({ length: 14 }, (_, i) => ({
      heading: `INT. ROOM ${i + 1} - DAY`,
      act: i < 2 ? "Act 1" : i < 12 ? "Act 2" : "Act 3",
      content:
        i === 3 ? "MARY\nHello.\n\nMARY\nGoodbye." : "JOHN\nTalk to me.\n\nHe waits. Nothing.",
    }));
    const statistics = statisticsFromScenes(scenes, { cast: ["John", "Mary", "Ghost"] });
    const analysis = AnalysisModelSchema.parse(
      await writer.analyzeScreenplay({
        content: "",
        statistics,
        story: { cast: [{ name: "John" }, { name: "Mary" }, { name: "Ghost" }] },
      }),
    );
    const text = JSON.stringify(analysis);
    expect(text).toContain("MARY speaks 2 lines in 14 scenes");
    expect(text).toContain("GHOST is in the cast but never speaks");
    expect(text).toMatch(/Act \d runs \d+% of the script against a \d+% target/);
    expect(analysis.structure.overallRating).toBeLessThan(8);
  });

  it("reads Big Fish's numbers back without flattering it", async () => {
    const fixtures = path.resolve(import.meta.dirname, "../../fixtures/screenplays");
    const text = readFileSync(path.join(fixtures, "big-fish.fountain"), "utf8");
    const statistics = statisticsFromText(text, {
      cast: ["Edward", "Will", "Sandra", "Karl the Giant"],
    });
    const analysis = await writer.analyzeScreenplay({ content: text, statistics });
    expect(analysis.overallFeedback).toContain(
      "122 pages (about 122 minutes), 190 scenes, 48 speaking characters",
    );
    expect(analysis.priorityImprovements.join(" ")).toMatch(
      /Scene \d+ \(INT\. +GUEST BEDROOM - NIGHT\) runs 3\.9 pages/,
    );
    expect(analysis.visuals.improvements.join(" ")).toContain(
      '"EXT. APPROACHING THE HOUSE" has no time of day',
    );
    expect(statistics.silentCharacters).toEqual([]);
    for (const key of ["structure", "characterDevelopment", "dialogue", "visuals"] as const) {
      expect(analysis[key].overallRating).toBeGreaterThanOrEqual(0);
      expect(analysis[key].overallRating).toBeLessThanOrEqual(10);
    }
  });
});
