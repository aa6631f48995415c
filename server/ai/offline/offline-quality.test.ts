import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { parseFountain } from "#shared/domain/screenplay/index";
import { statisticsFromScenes, statisticsFromText } from "#shared/domain/statistics/index";
import type { AnalysisModelResult, StoryIdea } from "#shared/schemas/ai-results";
import {
  isCompleteSentence,
  mechanicalErrors,
  mentionsAny,
  namesIn,
  significantWords,
} from "../../test/prose-lint";
import { createOfflineWriter } from "../offline-writer";
import type { CastMember, StoryContext } from "../writer";

/*
 * The offline writer read as a screenwriter would read it: twelve varied stories, every call
 * run for each, and every output checked for mechanical errors, for use of the writer's inputs
 * and for consistency (a desert at noon is not lit by a porch light).
 */

type InputSet = {
  genre: string;
  theme: string;
  /** Words that show the theme besides its own. */
  themeWords: string[];
  setting: string;
  mainCharacter: string;
  /** The protagonist's name (the main character's when it has one). */
  hero: string;
  /** What the protagonist does, when the main character description names it. */
  occupation?: string;
  rival: string;
  ally: string;
  headings: string[];
  situations: [string, string];
};

const SETS: InputSet[] = [
  {
    genre: "Thriller",
    theme: "betrayal",
    themeWords: ["trust", "loyal", "traitor"],
    setting: "Cold War Vienna",
    mainCharacter: "Nora Vance, a burned-out ex-intelligence analyst",
    hero: "Nora Vance",
    occupation: "analyst",
    rival: "Cal Brenner",
    ally: "Otto Fiedler",
    headings: [
      "EXT. PRATER PARK - NIGHT",
      "INT. SAFE HOUSE - DAWN",
      "INT. EMBASSY CORRIDOR - DAY",
      "EXT. DANUBE BRIDGE - DUSK",
    ],
    situations: [
      "confronting her old handler about a forged passport",
      "saying goodbye at the railway station",
    ],
  },
  {
    genre: "Action",
    theme: "survival",
    themeWords: ["survive", "alive", "live"],
    setting: "the Sahara desert",
    mainCharacter: "a one-eyed smuggler who owes everyone money",
    hero: "Idris Kane",
    occupation: "smuggler",
    rival: "Malik Osei",
    ally: "Amina Tal",
    headings: [
      "EXT. SAHARA DESERT - NOON",
      "INT. TRUCK CAB - NIGHT",
      "EXT. OASIS CAMP - DAWN",
      "INT. BORDER POST - DAY",
    ],
    situations: ["bargaining for water at a checkpoint", "a sandstorm traps them in the truck"],
  },
  {
    genre: "Drama",
    theme: "grief and letting go",
    themeWords: ["loss", "mourn", "goodbye"],
    setting: "a Glasgow tenement in 1962",
    mainCharacter: "Isobel Reid, a widowed seamstress",
    hero: "Isobel Reid",
    occupation: "seamstress",
    rival: "Hector Reid",
    ally: "Morag Bell",
    headings: [
      "INT. TENEMENT KITCHEN - MORNING",
      "EXT. BACK COURT - DUSK",
      "INT. STAIRWELL - NIGHT",
      "EXT. GLASGOW STREET - DAY",
    ],
    situations: [
      "clearing out her husband's wardrobe with her son",
      "asking the landlord for one more month of rent",
    ],
  },
  {
    genre: "Sci-Fi",
    theme: "what we owe the future",
    themeWords: ["future", "generation", "children"],
    setting: "a generation ship",
    mainCharacter: "an honest engineer who has never seen a planet",
    hero: "Tove Aster",
    occupation: "engineer",
    rival: "Commander Halvard",
    ally: "Pell Orrin",
    headings: [
      "INT. ENGINE ROOM - NIGHT",
      "EXT. OUTER HULL - DAY",
      "INT. HYDROPONICS BAY - MORNING",
      "INT. BRIDGE - NIGHT",
    ],
    situations: [
      "reporting a failing reactor to the council",
      "teaching a child to read the star charts",
    ],
  },
  {
    genre: "Horror",
    theme: "guilt",
    themeWords: ["blame", "fault", "sin"],
    setting: "an abandoned lighthouse off the coast of Maine",
    mainCharacter: "the youngest of five sisters",
    hero: "June Callow",
    rival: "Agnes Callow",
    ally: "Father Doyle",
    headings: [
      "INT. LIGHTHOUSE STAIRS - NIGHT",
      "EXT. ROCKY SHORE - DAWN",
      "INT. KEEPER'S COTTAGE - DAY",
      "EXT. LANTERN GALLERY - NIGHT",
    ],
    situations: [
      "hearing her drowned sister's voice in the fog",
      "admitting to the priest what she did that summer",
    ],
  },
  {
    genre: "Comedy",
    theme: "ambition",
    themeWords: ["ambitious", "success", "dream"],
    setting: "a failing seaside hotel in Blackpool",
    mainCharacter: "Dev Okafor, an FBI trainee on his first week",
    hero: "Dev Okafor",
    occupation: "trainee",
    rival: "Mrs Pargeter",
    ally: "Benny Lowe",
    headings: [
      "INT. HOTEL LOBBY - DAY",
      "EXT. BLACKPOOL PROMENADE - NIGHT",
      "INT. BALLROOM - EVENING",
      "EXT. HOTEL ROOF - MORNING",
    ],
    situations: [
      "pretending to be the new hotel manager during an inspection",
      "a wedding cake arrives at the wrong room",
    ],
  },
  {
    genre: "Romance",
    theme: "second chances",
    themeWords: ["again", "chance", "return"],
    setting: "a vineyard in Tuscany",
    mainCharacter: "a retired opera singer",
    hero: "Lucia Bassi",
    occupation: "singer",
    rival: "Marco Ferri",
    ally: "Giulia Ferri",
    headings: [
      "EXT. VINEYARD ROWS - AFTERNOON",
      "INT. FARMHOUSE KITCHEN - NIGHT",
      "EXT. HILLTOP CHAPEL - DAWN",
      "INT. WINE CELLAR - DAY",
    ],
    situations: [
      "meeting her first love again at the grape harvest",
      "refusing an offer to sing one last time",
    ],
  },
  {
    genre: "Fantasy",
    theme: "power and its price",
    themeWords: ["crown", "throne", "cost", "price"],
    setting: "a kingdom built on a frozen sea",
    mainCharacter: "Wren Halloway, an apprentice cartographer",
    hero: "Wren Halloway",
    occupation: "cartographer",
    rival: "Queen Ysolde",
    ally: "Bram Tennick",
    headings: [
      "EXT. FROZEN SEA - DAY",
      "INT. MAP ROOM - NIGHT",
      "EXT. ICE PALACE GATES - DUSK",
      "INT. THRONE ROOM - DAY",
    ],
    situations: [
      "showing the queen a map that should not exist",
      "crossing thin ice at night with a stolen compass",
    ],
  },
  {
    genre: "Mystery",
    theme: "the truth",
    themeWords: ["truth", "lie", "secret"],
    setting: "a snowbound mountain monastery",
    mainCharacter: "an unemployed journalist who hears everything",
    hero: "Ada Quill",
    occupation: "journalist",
    rival: "Brother Anselm",
    ally: "Sister Maren",
    headings: [
      "INT. MONASTERY LIBRARY - NIGHT",
      "EXT. MOUNTAIN PASS - MORNING",
      "INT. REFECTORY - DAY",
      "EXT. BELL TOWER - NIGHT",
    ],
    situations: [
      "questioning the abbot about the missing manuscript",
      "finding footprints in the snow outside the chapel",
    ],
  },
  {
    genre: "Western",
    theme: "justice",
    themeWords: ["justice", "law", "fair"],
    setting: "the Texas panhandle in 1889",
    mainCharacter: "Eli Stroud, a one-armed blacksmith",
    hero: "Eli Stroud",
    occupation: "blacksmith",
    rival: "Silas Crane",
    ally: "Hattie Moss",
    headings: [
      "EXT. MAIN STREET - NOON",
      "INT. FORGE - NIGHT",
      "EXT. CATTLE TRAIL - DAWN",
      "INT. SALOON - EVENING",
    ],
    situations: [
      "refusing to shoe the land baron's horses",
      "burying a friend on the open prairie",
    ],
  },
  {
    genre: "Coming-of-age",
    theme: "growing up",
    themeWords: ["grow", "young", "child"],
    setting: "a small farm in drought-stricken Kansas",
    mainCharacter: "an 18-year-old farmhand",
    hero: "Cody Lusk",
    occupation: "farmhand",
    rival: "Walt Lusk",
    ally: "Rosa Diaz",
    headings: [
      "EXT. WHEAT FIELD - DAY",
      "INT. FARMHOUSE PORCH - NIGHT",
      "INT. GRAIN SILO - MORNING",
      "EXT. DIRT ROAD - DUSK",
    ],
    situations: [
      "telling his father he has been accepted to college",
      "watching the last of the cattle sold at auction",
    ],
  },
  {
    genre: "Cyberpunk",
    theme: "identity",
    themeWords: ["self", "who", "name", "memory"],
    setting: "a neon megacity in 2099",
    mainCharacter: "Kai Moreno, a hacker who sells memories",
    hero: "Kai Moreno",
    occupation: "hacker",
    rival: "Director Vale",
    ally: "Juno Park",
    headings: [
      "EXT. NEON MARKET - NIGHT",
      "INT. CAPSULE APARTMENT - MORNING",
      "INT. DATA VAULT - NIGHT",
      "EXT. ROOFTOP GARDEN - DAY",
    ],
    situations: [
      "selling a stolen memory to a desperate buyer",
      "waking up with someone else's childhood in her head",
    ],
  },
];

const writer = createOfflineWriter();

/** Every call's output for one input set, generated once and read by every check below. */
type Outputs = {
  set: InputSet;
  logline: string;
  ideas: StoryIdea[];
  moreIdeas: StoryIdea[];
  hero: Awaited<ReturnType<typeof writer.generateCharacter>>;
  rival: Awaited<ReturnType<typeof writer.generateCharacter>>;
  dialogue: string[][];
  outline: Awaited<ReturnType<typeof writer.generateOutline>>;
  plan: Awaited<ReturnType<typeof writer.planScenes>>;
  scenes: { heading: string; cast: CastMember[]; content: string; act: string }[];
  fullAnalysis: AnalysisModelResult;
  draftAnalysis: AnalysisModelResult;
};

/**
 * Each story's script: 8 to 16 scenes of 1 to 3 speakers (a different mix per story), a quarter
 * in act one, half in act two, a quarter in act three.
 */
const SPEAKERS = [3, 2, 1, 2, 1, 3, 2, 1, 2, 3, 2, 1];
function scenePlan(index: number): number[] {
  const length = 8 + (index % 5) * 2;
  return Array.from({ length }, (_, i) => SPEAKERS[(i + index) % SPEAKERS.length] ?? 1);
}
const actOf = (i: number, length: number) =>
  i < length / 4 ? "Act 1" : i < (length * 3) / 4 ? "Act 2" : "Act 3";

async function outputsFor(set: InputSet, index: number): Promise<Outputs> {
  const { genre, theme, setting, mainCharacter } = set;
  const logline = (
    await writer.generateLogline({ genre, theme, setting, character: mainCharacter })
  ).logline;
  const ideasTask = { genre, theme, setting, mainCharacter };
  const { ideas } = await writer.generateStoryIdeas(ideasTask);
  const exclude = ideas.flatMap((i) => [i.title, i.premise]);
  const moreIdeas = (await writer.generateStoryIdeas({ ...ideasTask, exclude })).ideas;
  const story: StoryContext = { genre, theme, setting, mainCharacter, logline };
  const hero = await writer.generateCharacter({
    name: set.hero,
    role: "protagonist",
    genre,
    story,
  });
  const rival = await writer.generateCharacter({
    name: set.rival,
    role: "antagonist",
    genre,
    story: { ...story, cast: [{ name: set.hero, role: "protagonist" }] },
  });
  const cast: CastMember[] = [
    { name: set.hero, role: "protagonist", traits: hero.personalityTraits, age: hero.age },
    { name: set.rival, role: "antagonist", traits: rival.personalityTraits, age: rival.age },
    { name: set.ally, role: "mentor", traits: ["patient"] },
  ];
  const dialogue = await Promise.all(
    set.situations.map(async (situation) => {
      const result = await writer.generateDialogue({
        character: cast[0] as CastMember,
        personality: hero.personalityTraits.join(", "),
        situation,
        story: { ...story, cast },
      });
      return result.dialogueSamples.map((s) => s.dialogue);
    }),
  );
  const outline = await writer.generateOutline({ logline, genre, story: { ...story, cast } });
  const plan = await writer.planScenes({
    outline,
    firstSceneNumber: 1,
    story: { ...story, cast, outline },
    written: [],
  });
  const scenes: Outputs["scenes"] = [];
  const sizes = scenePlan(index);
  for (const [i, size] of sizes.entries()) {
    const act = actOf(i, sizes.length);
    const heading = set.headings[i % set.headings.length] as string;
    const sceneCast = cast.slice(0, size);
    const previous = scenes.at(-1);
    const { content } = await writer.generateScene({
      sceneHeading: heading,
      act: Number(act.slice(-1)),
      characters: sceneCast,
      ...(previous ? { previousScene: `${previous.heading}\n\n${previous.content}` } : {}),
      story: { ...story, cast },
    });
    scenes.push({ heading, cast: sceneCast, content, act });
  }
  const analyse = (part: Outputs["scenes"]) => {
    const names = cast.map((c) => c.name);
    return writer.analyzeScreenplay({
      content: part.map((s) => `${s.heading}\n\n${s.content}`).join("\n\n"),
      statistics: statisticsFromScenes(part, { cast: names }),
      story: { ...story, cast },
    });
  };
  return {
    set,
    logline,
    ideas,
    moreIdeas,
    hero,
    rival,
    dialogue,
    outline,
    plan,
    scenes,
    fullAnalysis: await analyse(scenes),
    draftAnalysis: await analyse(scenes.slice(0, 2)),
  };
}

/** Every string inside a result, each checked as a text of its own. */
function texts(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === "object") return Object.values(value).flatMap(texts);
  return [];
}

let all: Outputs[] = [];

beforeAll(async () => {
  all = await Promise.all(SETS.map((set, i) => outputsFor(set, i)));
});

const share = (flags: boolean[]) => flags.filter(Boolean).length / flags.length;
const settingWords = (set: InputSet) => significantWords(set.setting);
const themeWords = (set: InputSet) => [...significantWords(set.theme), ...set.themeWords];

describe("offline writer quality, twelve stories through every call", () => {
  it("covers ten genres and at least 200 outputs", () => {
    const kits = new Set(SETS.map((s) => s.genre));
    expect(kits.size).toBeGreaterThanOrEqual(10);
    const outputs = all.reduce(
      (n, o) =>
        n +
        1 +
        o.ideas.length +
        o.moreIdeas.length +
        2 +
        o.dialogue.length +
        2 +
        o.scenes.length +
        2,
      0,
    );
    expect(outputs).toBeGreaterThanOrEqual(200);
  });

  it("makes no mechanical errors: articles, name case, capitals, cut-off phrases, doubled words", () => {
    const errors = all.flatMap((o) => {
      const names = namesIn([
        o.set.setting,
        o.set.mainCharacter,
        o.set.hero,
        o.set.rival,
        o.set.ally,
      ]);
      const { set: _inputs, ...results } = o;
      return texts(results).flatMap((text) => mechanicalErrors(text, names));
    });
    expect(errors).toEqual([]);
  });

  it("writes every logline, idea and premise as complete sentences", () => {
    const pieces = all.flatMap((o) => [
      o.logline,
      ...[...o.ideas, ...o.moreIdeas].flatMap((i) => [i.logline, i.premise]),
    ]);
    expect(pieces.filter((p) => !isCompleteSentence(p))).toEqual([]);
  });

  it("uses the setting in nine loglines of ten and in the ideas, and the theme in most", () => {
    const loglines = all.map((o) => [o.set, o.logline] as const);
    const ideas = all.flatMap((o) =>
      [...o.ideas, ...o.moreIdeas].map((i) => [o.set, `${i.logline} ${i.premise}`] as const),
    );
    expect(share(loglines.map(([s, l]) => mentionsAny(l, settingWords(s))))).toBeGreaterThanOrEqual(
      0.9,
    );
    expect(share(ideas.map(([s, l]) => mentionsAny(l, settingWords(s))))).toBeGreaterThanOrEqual(
      0.9,
    );
    expect(share(loglines.map(([s, l]) => mentionsAny(l, themeWords(s))))).toBeGreaterThan(0.6);
    expect(share(ideas.map(([s, l]) => mentionsAny(l, themeWords(s))))).toBeGreaterThan(0.6);
  });

  it("does not end the loglines the same way", () => {
    const endings = new Map<string, number>();
    for (const { logline } of all) {
      const ending = logline.toLowerCase().split(/\s+/).slice(-3).join(" ");
      endings.set(ending, (endings.get(ending) ?? 0) + 1);
    }
    expect(Math.max(...endings.values())).toBeLessThanOrEqual(2);
  });

  it("gives the protagonist the occupation the main character description names", () => {
    const named = all.filter((o) => o.set.occupation);
    for (const o of named) {
      expect(o.hero.occupation.toLowerCase(), o.set.mainCharacter).toContain(o.set.occupation);
      expect(o.hero.backstory.toLowerCase(), o.set.mainCharacter).toContain(o.set.occupation);
    }
  });

  it("gives 'Generate More' ideas that share nothing with the ones shown", () => {
    for (const o of all) {
      const shown = new Set(o.ideas.flatMap((i) => [i.title, i.logline, i.premise]));
      for (const idea of o.moreIdeas) {
        expect(shown).not.toContain(idea.title);
        expect(shown).not.toContain(idea.logline);
        expect(shown).not.toContain(idea.premise);
      }
      expect(new Set(o.moreIdeas.map((i) => i.title)).size).toBe(3);
    }
  });
});

describe("offline writer quality: dialogue follows the situation", () => {
  it("reflects the situation's words, and two situations give different lines", () => {
    for (const o of all) {
      o.set.situations.forEach((situation, i) => {
        const lines = (o.dialogue[i] ?? []).join(" ");
        expect(mentionsAny(lines, significantWords(situation)), `${situation}: ${lines}`).toBe(
          true,
        );
      });
      const [first = [], second = []] = o.dialogue;
      expect(first.filter((line) => second.includes(line))).toEqual([]);
    }
  });
});

/** The action paragraphs of a scene, the heading first, so images can be read against it. */
function actions(heading: string, content: string): string[] {
  return parseFountain(`${heading}\n\n${content}`).elements.flatMap((e) =>
    e.type === "action" ? [e.text] : [],
  );
}

const NIGHT_ONLY = /\b(moon\w*|streetlights?|stars?|starlight|neon glow|midnight)\b/i;
const DAY_ONLY = /\b(sun|sunlight|sunshine|noon|midday|morning light)\b/i;
const INSIDE_ONLY = /\b(ceiling|sink|kettle|wallpaper|carpet|porch light)\b/i;
const WET = /\b(rain\w*|puddles?|snow\w*|drizzle)\b/i;

describe("offline writer quality: scene images come from the heading", () => {
  it("names the place, and never contradicts INT/EXT, the time of day or a desert", () => {
    for (const o of all) {
      for (const scene of o.scenes) {
        const [, place = "", time = ""] = /^(?:INT|EXT)\. (.+?) - (.+)$/.exec(scene.heading) ?? [];
        const images = actions(scene.heading, scene.content);
        const opening = images.find((a) => !/^= /.test(a)) ?? "";
        const label = `${scene.heading}: ${images.join(" | ")}`;
        expect(mentionsAny(opening, significantWords(place)), label).toBe(true);
        const text = images.join(" ");
        if (/NIGHT/.test(time)) expect(text, label).not.toMatch(DAY_ONLY);
        if (/DAY|NOON|MORNING|AFTERNOON/.test(time)) expect(text, label).not.toMatch(NIGHT_ONLY);
        if (scene.heading.startsWith("EXT.")) expect(text, label).not.toMatch(INSIDE_ONLY);
        if (/DESERT/.test(place)) expect(text, label).not.toMatch(WET);
      }
    }
  });

  it("does not make every one-character scene a phone call", () => {
    const solo = all.flatMap((o) => o.scenes.filter((s) => s.cast.length === 1));
    expect(solo.length).toBeGreaterThanOrEqual(40);
    const calls = solo.filter((s) =>
      /\(V\.O\.\)|voicemail|\bdials\b|\bon the phone\b/i.test(s.content),
    );
    expect(calls.length / solo.length).toBeLessThan(0.34);
  });
});

describe("offline writer quality: analysis reads the script", () => {
  const ratings = (a: AnalysisModelResult) =>
    [a.structure, a.characterDevelopment, a.dialogue, a.visuals].map((c) => c.overallRating);

  it("never rates a two-scene draft like the complete three-act script", () => {
    for (const o of all) expect(ratings(o.draftAnalysis)).not.toEqual(ratings(o.fullAnalysis));
  });

  it("moves with the script: character development is not one figure for every draft", () => {
    const figures = new Set(
      all.flatMap((o) =>
        [o.fullAnalysis, o.draftAnalysis].map((a) => a.characterDevelopment.overallRating),
      ),
    );
    expect(figures.size).toBeGreaterThanOrEqual(3);
  });

  it("does not count bit parts (two scenes or fewer) against character development", async () => {
    const leads = Array.from({ length: 12 }, (_, i) => ({
      heading: `INT. ROOM ${i + 1} - DAY`,
      act: i < 3 ? "Act 1" : i < 9 ? "Act 2" : "Act 3",
      content: "NELL\nWhere were you?\n\nTOBY\nOut.\n\nNell waits. Toby looks away.",
    }));
    const withBits = leads.map((scene, i) => ({
      ...scene,
      content: `${scene.content}\n\nWAITER ${i + 1}\nMore coffee?\n\nPORTER ${i + 1}\nYour bags.`,
    }));
    const rate = async (scenes: typeof leads) =>
      (
        await writer.analyzeScreenplay({
          content: "",
          statistics: statisticsFromScenes(scenes, { cast: ["Nell", "Toby"] }),
          story: { cast: [{ name: "Nell" }, { name: "Toby" }] },
        })
      ).characterDevelopment.overallRating;
    expect(await rate(withBits)).toBe(await rate(leads));
  });

  it("rates Big Fish's character development on its leads, with every speaking part in the cast", async () => {
    const fixtures = path.resolve(import.meta.dirname, "../../../fixtures/screenplays");
    const text = readFileSync(path.join(fixtures, "big-fish.fountain"), "utf8");
    // An imported script lists everyone who speaks, its 28 one-scene parts included.
    const cast = statisticsFromText(text).characters.map((c) => c.name);
    const analysis = await writer.analyzeScreenplay({
      content: text,
      statistics: statisticsFromText(text, { cast }),
      story: { cast: cast.map((name) => ({ name })) },
    });
    expect(analysis.characterDevelopment.overallRating).toBeGreaterThanOrEqual(7);
  });
});
