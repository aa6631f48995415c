import type { StoryIdea } from "#shared/schemas/ai-results";
import type { StoryIdeasTask } from "../writer";
import type { GenreKit } from "./genre-kits";
import { type LoglineParts, loglineParts, writeLogline } from "./logline";
import type { Random } from "./seeded-random";
import { articleFor, capitalize, phrase, sentence, subject, titleCase, wordCount } from "./text";

type Engine = { goal: string; incident: string; obstacle: string };

const normal = (text: string) => text.trim().toLowerCase();

/**
 * Three ideas that differ in goal, inciting incident and obstacle, none of them one the writer
 * has already been shown (`exclude`: the titles and premises on screen). The main character,
 * when the writer described one, is the protagonist of all three.
 */
export function writeStoryIdeas(task: StoryIdeasTask, kit: GenreKit, random: Random): StoryIdea[] {
  const shown = (task.exclude ?? []).map(normal);
  const titles = freshTitles(task, kit, shown, random);
  const engines = freshEngines(kit, shown, random);
  const protagonists = task.mainCharacter
    ? [task.mainCharacter, task.mainCharacter, task.mainCharacter]
    : random
        .sample(kit.occupations, 3)
        .map((job) => `${random.pick(kit.traits)} ${job}`)
        .map((who) => `${articleFor(who)} ${who}`);
  const midpoints = random.shuffle(kit.midpoints);
  const climaxes = random.shuffle(kit.climaxes);
  return titles.map((title, i) => {
    const parts: LoglineParts = {
      ...loglineParts({ ...task, character: protagonists[i] ?? "" }, kit, random),
      ...(engines[i % engines.length] as Engine),
    };
    return {
      title,
      logline: writeLogline(parts, random, kit, { keepBeats: true }),
      premise: premise(title, parts, kit, {
        midpoint: midpoints[i % midpoints.length] ?? "",
        climax: climaxes[i % climaxes.length] ?? "",
        close: random.next(),
      }),
    };
  });
}

/** A genre label that is not itself a kind of story ("action") is followed by "story". */
function kindOfStory(kit: GenreKit): string {
  const label = kit.label.toLowerCase();
  return /action|horror|science fiction/.test(label) ? `${label} story` : label;
}

type Turns = { midpoint: string; climax: string; close: number };

function premise(title: string, p: LoglineParts, kit: GenreKit, turns: Turns): string {
  const hero = wordCount(p.character) > 14 ? phrase(p.character, 10) : p.character;
  const closings = [
    `At its heart, it is a story about ${p.theme}.`,
    `Underneath, it is about ${p.theme}.`,
    `What it asks of its hero is a question of ${p.theme}.`,
  ];
  return [
    `${title} is ${articleFor(p.tone)} ${p.tone} ${kindOfStory(kit)} set in ${p.setting}.`,
    `${capitalize(subject(hero))} is pulled off course when ${p.incident}, and resolves to ${p.goal}.`,
    `The plan falters at the midpoint, when ${turns.midpoint}, because ${p.obstacle}.`,
    `It builds to a climax: ${turns.climax}.`,
    closings[Math.floor(turns.close * closings.length)] ?? "",
  ]
    .map(sentence)
    .join(" ");
}

/** Titles from the genre, its motifs, the theme and the setting, minus those already shown. */
function freshTitles(
  task: StoryIdeasTask,
  kit: GenreKit,
  shown: string[],
  random: Random,
): string[] {
  const fromInputs = [task.theme, task.setting.replace(/^(the|a|an|in|on|at)\s+/i, "")]
    .map((text) => phrase(text, 4))
    .filter((text) => text.length > 0 && text.length <= 40)
    .map(titleCase);
  const candidates = [...new Set([...kit.titleWords, ...kit.motifs.map(titleCase), ...fromInputs])];
  const fresh = random.shuffle(candidates).filter((t) => !shown.includes(normal(t)));
  // Every candidate already shown: number new working titles rather than repeat one.
  for (let n = shown.length + 1; fresh.length < 3; n++) fresh.push(`Untitled ${kit.label} ${n}`);
  return fresh.slice(0, 3);
}

/**
 * Pairs each incident with an obstacle and a goal so the three ideas share none; a pairing with
 * two parts that appeared together in an idea already shown is passed over while another pairing
 * remains, so "Generate More" brings new story engines, not reworded ones.
 */
function freshEngines(kit: GenreKit, shown: string[], random: Random): Engine[] {
  const incidents = random.sample(kit.incidents, 3);
  // An engine was shown when any two of its parts appear together in one shown idea.
  const seen = (e: Engine) =>
    shown.some(
      (text) =>
        [e.goal, e.incident, e.obstacle].filter((part) => text.includes(normal(part))).length >= 2,
    );
  const options = permutations(random.sample(kit.obstacles, 3)).flatMap((obstacles) =>
    permutations(random.sample(kit.goals, 3)).map((goals) =>
      incidents.map((incident, i) => ({
        incident,
        obstacle: obstacles[i % obstacles.length] ?? "",
        goal: goals[i % goals.length] ?? "",
      })),
    ),
  );
  return options.find((engines) => !engines.some(seen)) ?? (options[0] as Engine[]);
}

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}
