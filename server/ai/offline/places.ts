import type { Random } from "./seeded-random";
import { capitalize } from "./text";

/*
 * A scene's images come from its heading: inside or outside, the kind of place and the light.
 * EXT. SAHARA DESERT - NOON gets heat and sand, never a porch light in the rain, so the pools
 * are keyed by the kind of place and by day or night.
 */

export type Light = "day" | "night" | "any";
export type Place = {
  exterior: boolean;
  /** The location as a reader would write it: "Sahara desert", "safe house". */
  name: string;
  /** "at noon", "at night", or "" when the heading has no time of day. */
  when: string;
  light: Light;
  kind: string;
};

type Pool = { pattern: RegExp; exterior: boolean; day: string[]; night: string[]; any: string[] };

const POOLS: Record<string, Pool> = {
  desert: {
    pattern: /desert|dune|sahara|oasis|mesa|canyon|badland|sand/i,
    exterior: true,
    day: [
      "Heat shimmers off the dunes; nothing casts a shadow.",
      "A hot wind lifts a veil of sand and drops it again.",
    ],
    night: [
      "The dunes go silver and cold. Somewhere a jackal calls.",
      "A fire of dry thorn crackles against the enormous dark.",
    ],
    any: ["Tyre tracks run into the sand and stop.", "A water can lies on its side, empty."],
  },
  ice: {
    pattern: /frozen|ice|snow|glacier|mountain|pass|summit|tundra/i,
    exterior: true,
    day: ["Glare off the ice makes everyone squint.", "Breath smokes in the thin, bright air."],
    night: [
      "The ice groans somewhere out in the dark.",
      "Snow squeaks underfoot; the cold has teeth.",
    ],
    any: [
      "A line of footprints is already filling with fresh snow.",
      "Wind scours the ice into long white ridges.",
    ],
  },
  sea: {
    pattern:
      /sea|ocean|shore|beach|coast|pier|harbou?r|dock|quay|promenade|cliff|lighthouse|gallery|bay/i,
    exterior: true,
    day: [
      "Gulls wheel over grey water; the tide is on the turn.",
      "Spray bursts white against the rocks.",
    ],
    night: [
      "Black water slaps at the pilings. A light sweeps past and is gone.",
      "The tide hisses in over the shingle in the dark.",
    ],
    any: ["Wind snaps a rope against a mast, over and over.", "Salt has crusted every rail."],
  },
  space: {
    pattern: /hull|orbit|airlock|space|asteroid|station exterior|spacewalk/i,
    exterior: true,
    day: [
      "Hard light falls across the plating; every rivet throws a shadow.",
      "Sunlight flares off the solar vanes.",
    ],
    night: [
      "Stars without number, and the hull curving away into them.",
      "Only the suit lamps cut the black.",
    ],
    any: [
      "A tether drifts, slow and silent, against the dark.",
      "Frost feathers across a viewport from the outside.",
    ],
  },
  country: {
    pattern:
      /field|farm|prairie|ranch|trail|road|vineyard|meadow|wheat|pasture|orchard|hill|chapel|graveyard|cemetery|garden|yard|court/i,
    exterior: true,
    day: [
      "Dust hangs over the rows; the land is cracked and pale.",
      "A windmill creaks round, pumping nothing.",
    ],
    night: ["Crickets, and a dog barking far off.", "One lit window across the dark fields."],
    any: [
      "A fence post leans, its wire long gone.",
      "The wind flattens the grass and lets it up again.",
    ],
  },
  street: {
    pattern:
      /street|alley|market|square|plaza|park|bridge|roof|station|town|city|avenue|corner|gate|tower|platform|car park|parking/i,
    exterior: true,
    day: [
      "Traffic grinds past; nobody looks up.",
      "Pigeons scatter from the cobbles as a tram rattles past.",
    ],
    night: [
      "Streetlights buzz; a siren winds down somewhere blocks away.",
      "Neon glow smears across the wet stone underfoot.",
    ],
    any: ["A newspaper skids along the gutter in the wind.", "Footsteps echo, then stop."],
  },
  outdoors: {
    pattern: /$^/,
    exterior: true,
    day: [
      "Wind moves through the open ground under a wide sky.",
      "A bird lifts off and wheels away.",
    ],
    night: ["Darkness, and the sound of the wind.", "Stars, cold and close."],
    any: ["Nothing moves for a long moment.", "The ground is churned with old tracks."],
  },
  kitchen: {
    pattern: /kitchen|diner|cafe|caf[eé]|canteen|refectory|mess/i,
    exterior: false,
    day: [
      "Light slants across a scrubbed table; a kettle ticks as it cools.",
      "Plates stand drying in the rack.",
    ],
    night: ["A single bulb over the sink. Dishes pile, unwashed.", "The fridge hums in the dark."],
    any: [
      "A chair has been pushed back and never pushed in.",
      "Steam curls from a pot nobody is watching.",
    ],
  },
  bar: {
    pattern: /\bbar\b|saloon|pub\b|tavern|club|casino|\binn\b|ballroom|dance/i,
    exterior: false,
    day: [
      "Chairs are still upside down on the tables; the floor smells of bleach.",
      "Dust turns in the light from the door.",
    ],
    night: [
      "Glasses clink; a piano somewhere carries on regardless.",
      "Smoke hangs under the lamps.",
    ],
    any: ["A glass sweats a ring onto the wood.", "The barman polishes the same glass, listening."],
  },
  office: {
    pattern:
      /office|embassy|corridor|hall|bank|court|precinct|ministry|station house|lobby|reception|headquarters|study/i,
    exterior: false,
    day: [
      "Phones ring unanswered; a printer grinds out page after page.",
      "Blinds stripe the room with hard light.",
    ],
    night: [
      "Fluorescent tubes buzz over empty desks.",
      "A cleaner's trolley squeaks somewhere down the corridor.",
    ],
    any: ["Files are stacked in leaning towers.", "A clock on the wall is five minutes fast."],
  },
  works: {
    pattern:
      /engine|forge|factory|silo|warehouse|workshop|garage|mill|plant|reactor|hangar|yard|dock shed|smithy/i,
    exterior: false,
    day: [
      "Machines hammer; the air tastes of oil and iron.",
      "Sparks spit and die on the concrete.",
    ],
    night: [
      "One work lamp burns; everything past it is shadow.",
      "Something metal ticks as it cools in the dark.",
    ],
    any: [
      "Tools hang in their painted outlines, one missing.",
      "A pressure gauge trembles near the red.",
    ],
  },
  sacred: {
    pattern:
      /church|chapel|monastery|abbey|temple|shrine|library|archive|throne|palace|map room|crypt/i,
    exterior: false,
    day: ["Dust drifts through a high, narrow window.", "Footsteps ring off the stone floor."],
    night: [
      "Candles gutter; the shadows are taller than the people.",
      "Only one lantern, and a great deal of dark.",
    ],
    any: [
      "Old books lean on one another along the shelves.",
      "The silence is older than anyone here.",
    ],
  },
  home: {
    pattern:
      /house|home|flat|apartment|bedroom|living|cottage|tenement|cabin|room|capsule|porch|attic|loft|hotel|motel|stair/i,
    exterior: false,
    day: ["Daylight shows every stain on the wallpaper.", "A radio murmurs the news to nobody."],
    night: [
      "A lamp makes one warm island in the dark room.",
      "The heating pipes knock and settle.",
    ],
    any: ["A coat hangs on the back of the door, still damp.", "Unopened letters on the mat."],
  },
  vehicle: {
    pattern: /truck|car\b|cab\b|van|train|bus|carriage|wagon|cockpit|plane|boat cabin|taxi/i,
    exterior: false,
    day: [
      "Sun bakes the dashboard; the engine idles rough.",
      "The landscape slides past the glass.",
    ],
    night: ["Dashboard light, green on tired faces.", "Headlights bore a tunnel into the dark."],
    any: [
      "A rosary swings from the mirror with every bump.",
      "The engine coughs, catches, keeps going.",
    ],
  },
  below: {
    pattern: /vault|bunker|hold|bay|lab\b|server|data|hydroponic|bridge|deck|control|ship\b/i,
    exterior: false,
    day: ["Strip lights hum at full glare.", "Fans roar; the air is cool and recycled."],
    night: [
      "Low red night-lighting; every surface hums.",
      "The lights are dimmed for the night cycle.",
    ],
    any: ["Condensation beads along the pipes.", "Rows of green status lights blink in step."],
  },
  cellar: {
    pattern: /cellar|basement|crypt|tunnel|sewer|mine\b/i,
    exterior: false,
    day: ["A bare bulb swings on its flex.", "A slot of grey light falls from a grating high up."],
    night: [
      "A torch beam picks out crates, barrels, cobwebs.",
      "Utter dark, until a match flares.",
    ],
    any: ["Water drips somewhere, steady as a clock.", "The air smells of earth and old stone."],
  },
  indoors: {
    pattern: /$^/,
    exterior: false,
    day: ["Light falls through a dusty window.", "Somewhere a door bangs and nobody comes."],
    night: ["One lamp, and the rest of the room in darkness.", "The building creaks as it cools."],
    any: ["The air is close and still.", "A chair scrapes back."],
  },
};

const TIMES: [RegExp, string, Light][] = [
  [/NOON|MIDDAY/, "at noon", "day"],
  [/MORNING/, "in the morning", "day"],
  [/AFTERNOON/, "in the afternoon", "day"],
  [/DAWN|SUNRISE|DAYBREAK/, "at dawn", "any"],
  [/DUSK|SUNSET|TWILIGHT/, "at dusk", "any"],
  [/EVENING/, "in the evening", "any"],
  [/MIDNIGHT/, "at midnight", "night"],
  [/NIGHT/, "at night", "night"],
  [/DAY/, "by day", "day"],
];

/**
 * Reads INT./EXT., the location and the time of day from a heading. Names typed with capitals
 * anywhere in `known` (the story's setting, its cast) keep them: "SAHARA DESERT" → "Sahara desert".
 */
export function readHeading(heading: string, known: string): Place {
  const match = /^\s*(INT\.?\/EXT\.?|I\/E\.?|INT\.?|EXT\.?)\s+(.*)$/i.exec(heading.trim());
  const prefix = (match?.[1] ?? "INT").toUpperCase();
  const parts = (match?.[2] ?? heading).split(/\s+-\s+/).map((p) => p.trim());
  const time = TIMES.find(([pattern]) => pattern.test((parts.at(-1) ?? "").toUpperCase()));
  const location = (time && parts.length > 1 ? parts.slice(0, -1) : parts).join(" ").trim();
  // INT./EXT. (a car on the road) is written from inside.
  const exterior = prefix.startsWith("EXT");
  const kind = kindOf(location, exterior);
  return {
    exterior,
    name: asKnown(location.toLowerCase() || (exterior ? "open ground" : "room"), known),
    when: time?.[1] ?? "",
    light: time?.[2] ?? "any",
    kind,
  };
}

function kindOf(location: string, exterior: boolean): string {
  const found = Object.entries(POOLS).find(
    ([, pool]) => pool.exterior === exterior && pool.pattern.test(location),
  );
  return found?.[0] ?? (exterior ? "outdoors" : "indoors");
}

function asKnown(text: string, known: string): string {
  return text
    .split(/\s+/)
    .map((word) => {
      const typed = new RegExp(`\\b(${word.replace(/[^\p{L}\p{N}'’-]/gu, "")})\\b`, "iu").exec(
        known,
      )?.[1];
      return typed && /^\p{Lu}/u.test(typed) ? typed : word;
    })
    .join(" ");
}

/** Two different images that suit the place and its light, for the scene's start and end. */
export function placeImages(place: Place, random: Random): [string, string] {
  const pool = POOLS[place.kind] ?? (POOLS.indoors as Pool);
  const lit = place.light === "any" ? pool.any : [...pool[place.light], ...pool.any];
  const [opening = "", closing = ""] = random.sample(lit, 2);
  return [opening, closing];
}

/** "The Sahara desert at noon." — the place named as the heading names it. */
export function establishing(place: Place): string {
  const name = /^(the|a|an)\s/i.test(place.name) ? place.name : `the ${place.name}`;
  return `${capitalize(`${name}${place.when ? ` ${place.when}` : ""}`)}.`;
}
