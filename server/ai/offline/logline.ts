import { LOGLINE_MAX } from "#shared/schemas/screenplay";
import type { LoglineTask } from "../writer";
import type { GenreKit } from "./genre-kits";
import type { Random } from "./seeded-random";
import {
  articleFor,
  capitalize,
  lowerFirst,
  phrase,
  subject,
  withArticle,
  wordCount,
} from "./text";

export type LoglineParts = {
  character: string;
  setting: string;
  theme: string;
  goal: string;
  incident: string;
  obstacle: string;
  stakes: string;
  tone: string;
};

type Template = (p: LoglineParts) => string;

const a = (word: string) => `${articleFor(word)} ${word}`;

/** "aboard a generation ship", "on a small farm", "in Cold War Vienna". */
function at(setting: string): string {
  if (/\b(ship|vessel|boat|submarine|station|train|liner|ark)$/i.test(setting))
    return `aboard ${setting}`;
  if (/^(a|an|the)\s+([\w-]+\s+)*?(farm|ranch|island|estate|plantation)\b/i.test(setting))
    return `on ${setting}`;
  return `in ${setting}`;
}

/*
 * Each names a protagonist, a goal and the conflict (the Logline tab's tips), and places them in
 * the writer's setting; the theme closes most of them, so loglines end on what the story is about
 * rather than on one stock phrase.
 */
const TEMPLATES: Template[] = [
  (p) =>
    `${capitalize(at(p.setting))}, ${subject(p.character)} must ${p.goal} when ${p.incident}, but ${p.obstacle} — ${a(p.tone)} story of ${p.theme}.`,
  (p) =>
    `When ${p.incident}, ${subject(`${p.character} ${at(p.setting)}`)} must ${p.goal}, but ${p.obstacle}, forcing a reckoning with ${p.theme}.`,
  (p) =>
    `On the day ${p.incident}, ${subject(p.character)} sets out to ${p.goal} across ${p.setting}, but ${p.obstacle}, and everything turns on ${p.theme}.`,
];

// Shorter fallbacks for long free-text inputs, so the result stays inside 25–50 words; the
// theme goes before the setting, and the setting is the last thing to go.
const THEMED: Template[] = [
  (p) =>
    `${capitalize(at(p.setting))}, ${subject(p.character)} must ${p.goal}, but ${p.obstacle} — a story of ${p.theme}.`,
  (p) =>
    `${capitalize(at(p.setting))}, ${subject(p.character)} must ${p.goal}, but ${p.obstacle}, and it all comes down to ${p.theme}.`,
];
const PLACED: Template[] = [
  (p) =>
    `${capitalize(at(p.setting))}, after ${p.incident}, ${subject(p.character)} must ${p.goal}; but ${p.obstacle}, and failure means losing ${p.stakes}.`,
  (p) =>
    `${capitalize(at(p.setting))}, ${subject(p.character)} must ${p.goal} when ${p.incident}, but ${p.obstacle}.`,
  (p) => `${capitalize(at(p.setting))}, ${subject(p.character)} must ${p.goal}, but ${p.obstacle}.`,
];
const BARE: Template[] = [
  (p) =>
    `${capitalize(subject(p.character))} must ${p.goal} when ${p.incident}, but ${p.obstacle}.`,
  (p) => `${capitalize(subject(p.character))} must ${p.goal}, but ${p.obstacle}.`,
];

const shortest = (options: readonly string[]) =>
  [...options].sort((a, b) => a.length - b.length)[0] ?? "";

function tersest(kit: GenreKit): Pick<LoglineParts, "goal" | "incident" | "obstacle" | "stakes"> {
  return {
    goal: shortest(kit.goals),
    incident: shortest(kit.incidents),
    obstacle: shortest(kit.obstacles),
    stakes: shortest(kit.stakes),
  };
}

/**
 * "a retired detective haunted by his past" → "a retired detective": the description up to its
 * first clause, so a shortened protagonist still reads as a whole phrase.
 */
function corePhrase(description: string): string {
  const [core = description] = description.split(
    /,|\s(?:who|whose|that|which|with|haunted|from|after|because)\s/,
  );
  return core.trim().split(/\s+/).length >= 2 ? core.trim() : description;
}

/** At most `max` characters, cut after a whole word where the text has one that early. */
function clipChars(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return space > 0 ? cut.slice(0, space) : cut;
}

/** Every pairing of the genre's incidents and obstacles, in a seeded order: some fit 200 characters. */
function beatCombinations(parts: LoglineParts, kit: GenreKit, random: Random): LoglineParts[] {
  const combos = kit.incidents.flatMap((incident) =>
    kit.obstacles.map((obstacle) => ({ ...parts, goal: shortest(kit.goals), incident, obstacle })),
  );
  return random.shuffle(combos);
}

export function loglineParts(task: LoglineTask, kit: GenreKit, random: Random): LoglineParts {
  return {
    character: lowerFirst(withArticle(task.character)),
    setting: lowerFirst(withArticle(phrase(task.setting.replace(/^(in|at|on)\s+/i, ""), 10))),
    theme: lowerFirst(phrase(task.theme, 8)),
    goal: random.pick(kit.goals),
    incident: random.pick(kit.incidents),
    obstacle: random.pick(kit.obstacles),
    stakes: random.pick(kit.stakes),
    tone: random.pick(kit.tones),
  };
}

function firstFitting(templates: Template[], attempts: LoglineParts[]): string | undefined {
  for (const attempt of attempts) {
    for (const template of templates) {
      const text = capitalize(template(attempt));
      const words = wordCount(text);
      if (words >= 25 && words <= 50 && text.length <= LOGLINE_MAX) return text;
    }
  }
  return undefined;
}

/**
 * A logline of 25–50 words (the advice the Logline screen gives) that also fits the logline field's 200
 * characters, so it can be saved as written: the first template (from a seeded start) that
 * fits, shortening the writer's inputs if needed. `keepBeats` (for story ideas, whose engines
 * must stay distinct) shortens the writer's phrases before it swaps the genre beats.
 */
export function writeLogline(
  parts: LoglineParts,
  random: Random,
  kit?: GenreKit,
  options: { keepBeats?: boolean } = {},
): string {
  const start = random.int(0, TEMPLATES.length - 1);
  const ordered = [...TEMPLATES.slice(start), ...TEMPLATES.slice(0, start)];
  const shortened: LoglineParts[] = [
    {
      ...parts,
      character: phrase(parts.character, 8),
      setting: phrase(parts.setting, 6),
      theme: phrase(parts.theme, 4),
    },
    {
      ...parts,
      character: phrase(parts.character, 5),
      setting: phrase(parts.setting, 4),
      theme: phrase(parts.theme, 3),
    },
  ];
  const last = shortened.at(-1) as LoglineParts;
  // A description of one very long word has no shorter phrase: only its first characters fit.
  shortened.push({
    ...last,
    character: clipChars(last.character, 40),
    setting: clipChars(last.setting, 40),
    theme: clipChars(last.theme, 30),
  });
  const terse = { ...parts, character: corePhrase(parts.character) };
  // The genre's tersest beats keep the writer's own words whole where they can.
  const rebeat = kit
    ? [
        { ...parts, ...tersest(kit) },
        ...beatCombinations(parts, kit, random),
        ...beatCombinations(terse, kit, random),
      ]
    : [];
  const own = [parts, terse, ...shortened];
  // Ideas try every template with their own beats first; a logline may take the genre's.
  const passes = options.keepBeats
    ? [own, rebeat]
    : [[parts, ...rebeat.slice(0, 1), terse, ...rebeat.slice(1), ...shortened]];
  const themed = start % 2 ? THEMED : [...THEMED].reverse();
  for (const attempts of passes) {
    for (const templates of [[...ordered, ...themed], PLACED, BARE]) {
      const found = firstFitting(templates, attempts);
      if (found) return found;
    }
  }
  return capitalize(BARE[0]?.(shortened[0] as LoglineParts) ?? "");
}
