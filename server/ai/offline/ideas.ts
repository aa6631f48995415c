import type { StoryIdea } from "#shared/schemas/ai-results";
import type { StoryIdeasTask } from "../writer";
import type { GenreKit } from "./genre-kits";
import { loglineParts, writeLogline } from "./logline";
import type { Random } from "./seeded-random";
import { capitalize } from "./text";

/**
 * Three ideas that differ in protagonist, goal, inciting incident and obstacle: each list is
 * sampled without replacement, so no two ideas share a premise engine.
 */
export function writeStoryIdeas(task: StoryIdeasTask, kit: GenreKit, random: Random): StoryIdea[] {
  const goals = random.sample(kit.goals, 3);
  const incidents = random.sample(kit.incidents, 3);
  const obstacles = random.sample(kit.obstacles, 3);
  const titles = random.sample(kit.titleWords, 3);
  const occupations = random.sample(kit.occupations, 3);
  const traits = random.sample(kit.traits, 3);
  return [0, 1, 2].map((i) => {
    const protagonist = `${article(traits[i] ?? "")} ${traits[i]} ${occupations[i]}`;
    const parts = {
      ...loglineParts({ ...task, character: protagonist }, kit, random),
      goal: goals[i] ?? kit.goals[0] ?? "",
      incident: incidents[i] ?? kit.incidents[0] ?? "",
      obstacle: obstacles[i] ?? kit.obstacles[0] ?? "",
    };
    const title = titles[i] ?? `Untitled ${i + 1}`;
    const premise = [
      `${title} is a ${parts.tone} ${kit.label.toLowerCase()} set in ${parts.setting}.`,
      `${capitalize(parts.character)} is pulled off course when ${parts.incident}, and resolves to ${parts.goal}.`,
      `The plan falters at the midpoint, when ${random.pick(kit.midpoints)}, because ${parts.obstacle}.`,
      `It builds to a climax — ${random.pick(kit.climaxes)} — and asks what ${parts.theme} really costs.`,
    ].join(" ");
    return { title, logline: writeLogline(parts, random, kit), premise };
  });
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? "an" : "a";
}
