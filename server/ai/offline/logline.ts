import { LOGLINE_MAX } from "#shared/schemas/screenplay";
import type { LoglineTask } from "../writer";
import type { GenreKit } from "./genre-kits";
import type { Random } from "./seeded-random";
import { capitalize, lowerFirst, phrase, withArticle, wordCount } from "./text";

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

// Each names a protagonist, a goal and the conflict (spec: the Logline tab's tips).
const TEMPLATES: Template[] = [
  (p) =>
    `In ${p.setting}, ${p.character} must ${p.goal} when ${p.incident}, but ${p.obstacle} — and failure means losing ${p.stakes} in a ${p.tone} story about ${p.theme}.`,
  (p) =>
    `When ${p.incident}, ${p.character} in ${p.setting} must ${p.goal}; but ${p.obstacle}, and the price of failure is ${p.stakes}, forcing a reckoning with ${p.theme}.`,
  (p) =>
    `On the day ${p.incident}, ${p.character} sets out to ${p.goal} across ${p.setting} — but ${p.obstacle}, and only by facing ${p.theme} can ${p.stakes} be saved.`,
];

// Shorter fallbacks for long free-text inputs, so the result stays inside 25–50 words.
const SHORT_TEMPLATES: Template[] = [
  (p) => `In ${p.setting}, ${p.character} must ${p.goal} when ${p.incident}, but ${p.obstacle}.`,
  (p) => `${capitalize(p.character)} must ${p.goal} when ${p.incident}, but ${p.obstacle}.`,
  (p) => `${capitalize(p.character)} must ${p.goal}, but ${p.obstacle}, and time is running out.`,
  (p) => `${capitalize(p.character)} must ${p.goal}, but ${p.obstacle}.`,
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

/**
 * A logline of 25–50 words (the advice the Logline screen gives) that also fits the logline field's 200
 * characters, so it can be saved as written: the first template (from a seeded start) that
 * fits, shortening the writer's inputs if needed.
 */
export function writeLogline(parts: LoglineParts, random: Random, kit?: GenreKit): string {
  const start = random.int(0, TEMPLATES.length - 1);
  const ordered = [...TEMPLATES.slice(start), ...TEMPLATES.slice(0, start)];
  const attempts: LoglineParts[] = [
    parts,
    // The genre's tersest beats keep the writer's own words whole where they can.
    ...(kit ? [{ ...parts, ...tersest(kit) }] : []),
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
  const last = attempts.at(-1) as LoglineParts;
  // A description of one very long word has no shorter phrase: only its first characters fit.
  attempts.push({
    ...last,
    character: clipChars(last.character, 40),
    setting: clipChars(last.setting, 40),
    theme: clipChars(last.theme, 30),
  });
  const terse = { ...parts, character: corePhrase(parts.character) };
  const combos = kit
    ? [...beatCombinations(parts, kit, random), ...beatCombinations(terse, kit, random)]
    : [];
  for (const attempt of [...attempts.slice(0, 2), terse, ...combos, ...attempts.slice(2)]) {
    for (const template of [...ordered, ...SHORT_TEMPLATES]) {
      const text = capitalize(template(attempt));
      const words = wordCount(text);
      if (words >= 25 && words <= 50 && text.length <= LOGLINE_MAX) return text;
    }
  }
  return capitalize(SHORT_TEMPLATES[1]?.(attempts[2] as LoglineParts) ?? "");
}
