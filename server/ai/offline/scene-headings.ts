import type { Random } from "./seeded-random";

/*
 * Scene headings for planned scenes: the place a scene's own words name (the dock, the kitchen),
 * inside or outside as that place usually is, and the time of day its words suggest.
 */

const INTERIORS = [
  "living room",
  "police station",
  "lamp room",
  "kitchen",
  "home",
  "bedroom",
  "bathroom",
  "office",
  "bar",
  "pub",
  "diner",
  "restaurant",
  "cafe",
  "hospital",
  "church",
  "classroom",
  "school",
  "library",
  "apartment",
  "hotel",
  "motel",
  "car",
  "truck",
  "van",
  "train",
  "bus",
  "warehouse",
  "basement",
  "attic",
  "laboratory",
  "lab",
  "courtroom",
  "prison",
  "cell",
  "shop",
  "store",
  "studio",
  "hallway",
  "corridor",
  "garage",
  "cabin",
  "farmhouse",
];

const EXTERIORS = [
  "parking lot",
  "street",
  "road",
  "highway",
  "alley",
  "dock",
  "docks",
  "harbour",
  "harbor",
  "pier",
  "jetty",
  "quay",
  "wharf",
  "mooring",
  "marina",
  "port",
  "beach",
  "shore",
  "sea",
  "river",
  "lake",
  "forest",
  "woods",
  "field",
  "farm",
  "park",
  "garden",
  "rooftop",
  "bridge",
  "cliff",
  "mountain",
  "desert",
  "cemetery",
  "graveyard",
  "square",
  "village",
  "town",
  "city",
  "island",
  "lighthouse",
  "boat",
  "ferry",
  "porch",
  "yard",
  "camp",
];

const PLACE = new RegExp(`\\b(${[...INTERIORS, ...EXTERIORS].join("|")})\\b`, "i");
const INSIDE = new Set(INTERIORS);

/** Where a scene goes when its words name no place and the setting has been used: a story's everyday rooms and streets. */
const EVERYDAY_PLACES = ["HOME", "KITCHEN", "OFFICE", "BAR", "CAR", "STREET"];
const EVERYDAY_OUTSIDE = new Set(["STREET"]);

export type Place = { name: string; inside: boolean };

/** The first place the text names, as a heading names it ("KITCHEN"). */
export function placeIn(text: string): Place | undefined {
  const match = PLACE.exec(text);
  if (!match?.[1]) return undefined;
  const word = match[1].toLowerCase();
  return { name: word.toUpperCase(), inside: INSIDE.has(word) };
}

const LINKING_WORD = /^(?:in|on|at|of|by|near|to|a|an|the)$/i;

/**
 * The setting as a heading's place: the place it names with the word before it ("a dying mining
 * town" → MINING TOWN), else its first phrase ("Lisbon, 1974" → LISBON); outside, as a
 * setting is the world around the story.
 */
export function settingPlace(setting: string | undefined): Place | undefined {
  const phrase = (setting ?? "").split(/[,;(]/)[0]?.trim() ?? "";
  const match = PLACE.exec(phrase);
  const words = match
    ? phrase
        .slice(0, match.index + match[0].length)
        .split(/\s+/)
        .slice(-2)
    : phrase.split(/\s+/).slice(-3);
  const name = words
    .filter((word) => !LINKING_WORD.test(word))
    .join(" ")
    .replace(/[^\p{L}\p{N}' -]/gu, "")
    .trim()
    .toUpperCase();
  return name ? { name, inside: false } : undefined;
}

const TIMES: [RegExp, string][] = [
  [/\b(dawn|sunrise|first light|daybreak)\b/i, "DAWN"],
  [/\b(dusk|sunset|twilight)\b/i, "DUSK"],
  [/\b(night|midnight|dark|darkness|moonlight)\b/i, "NIGHT"],
  [/\b(morning|breakfast)\b/i, "MORNING"],
  [/\b(evening|dinner)\b/i, "EVENING"],
];

/** The time of day the text suggests, else day or night (day twice as often). */
export function timeOfDay(text: string, random: Random): string {
  return TIMES.find(([pattern]) => pattern.test(text))?.[1] ?? random.pick(["DAY", "DAY", "NIGHT"]);
}

export function everydayPlace(random: Random, not: string | undefined): Place {
  const name = random.pick(EVERYDAY_PLACES.filter((place) => place !== not));
  return { name, inside: !EVERYDAY_OUTSIDE.has(name) };
}

export function heading(place: Place, time: string): string {
  return `${place.inside ? "INT." : "EXT."} ${place.name} - ${time}`;
}
