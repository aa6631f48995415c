import type { CharacterResult } from "#shared/schemas/ai-results";
import type { CharacterTask } from "../writer";
import type { GenreKit } from "./genre-kits";
import { describedOccupation, describes, type Occupation } from "./occupation";
import type { Random } from "./seeded-random";
import { capitalize, firstName, firstSentence, withArticle } from "./text";

type RoleKit = {
  ages: [number, number];
  traits: string[];
  motivation: string;
  arcFrom: string;
  arcTo: string;
};

const ROLES: Record<string, RoleKit> = {
  protagonist: {
    ages: [28, 45],
    traits: ["determined", "self-doubting"],
    motivation: "to prove they are more than their worst mistake",
    arcFrom: "going it alone",
    arcTo: "letting others carry part of the weight",
  },
  antagonist: {
    ages: [38, 62],
    traits: ["controlled", "persuasive"],
    motivation: "to keep what they took, whatever it costs others",
    arcFrom: "certainty that the ends justify the means",
    arcTo: "a reckoning with the price of that certainty",
  },
  mentor: {
    ages: [55, 74],
    traits: ["patient", "world-weary"],
    motivation: "to keep someone else from repeating their mistakes",
    arcFrom: "retreat from the world",
    arcTo: "one last act of faith in someone new",
  },
  "love interest": {
    ages: [26, 40],
    traits: ["independent", "perceptive"],
    motivation: "to be loved without having to shrink",
    arcFrom: "keeping everyone at arm's length",
    arcTo: "choosing to risk being known",
  },
  sidekick: {
    ages: [20, 34],
    traits: ["loyal", "funny"],
    motivation: "to matter to someone",
    arcFrom: "living in the hero's shadow",
    arcTo: "making a choice that is theirs alone",
  },
  supporting: {
    ages: [22, 60],
    traits: ["practical", "candid"],
    motivation: "to protect their small corner of the world",
    arcFrom: "staying out of other people's trouble",
    arcTo: "taking a side when it counts",
  },
};

export function roleKit(role: string): RoleKit {
  const r = role.toLowerCase();
  if (/villain|antag|rival|enemy/.test(r)) return ROLES.antagonist as RoleKit;
  if (/mentor|teacher|guide/.test(r)) return ROLES.mentor as RoleKit;
  if (/love|romant|partner/.test(r)) return ROLES["love interest"] as RoleKit;
  if (/side|friend|ally|best/.test(r)) return ROLES.sidekick as RoleKit;
  if (/protag|hero|lead|main/.test(r)) return ROLES.protagonist as RoleKit;
  return ROLES.supporting as RoleKit;
}

/**
 * The job the profile gives: the one the main character description names when this is that
 * character, else one from the genre.
 */
function occupationFor(task: CharacterTask, kit: GenreKit, random: Random): Occupation {
  const description = task.story?.mainCharacter;
  const isLead = roleKit(task.role) === ROLES.protagonist;
  const described =
    description && describes(description, task.name, isLead)
      ? describedOccupation(description)
      : undefined;
  const drawn = random.pick(kit.occupations);
  return described ?? { title: drawn, trade: drawn };
}

/** A coherent character: age fits the role, backstory explains the flaw, the arc resolves it. */
export function writeCharacter(
  task: CharacterTask,
  kit: GenreKit,
  random: Random,
): CharacterResult {
  const role = roleKit(task.role);
  const age = random.int(role.ages[0], role.ages[1]);
  const occupation = occupationFor(task, kit, random);
  const genreTraits = random.sample(kit.traits, 2);
  const [flaw = "", secondFlaw = ""] = random.sample(kit.flaws, 2);
  const wound = random.pick(WOUNDS);
  const name = task.name.trim();
  const first = firstName(name);
  const others = (task.story?.cast ?? []).filter(
    (c) => c.name.toLowerCase() !== name.toLowerCase(),
  );
  const tie = others.length > 0 ? random.pick(others) : undefined;
  const story = task.story?.logline
    ? ` That history is what the story tests: ${firstSentence(task.story.logline)}`
    : "";
  const now =
    occupation.title !== occupation.trade
      ? ` Now ${first} is ${withArticle(occupation.title)}.`
      : "";
  const backstory =
    [
      `${name} became ${withArticle(occupation.trade)} at ${age - random.int(6, 12)}, the year after ${wound.event}.${now}`,
      `Since then ${first} ${flaw}, a habit that keeps people at a safe distance and the work always first.`,
      tie
        ? `${tie.name}${tie.role ? `, the ${tie.role},` : ""} is the one person who remembers who ${first} was before.`
        : `Few people remember who ${first} was before.`,
    ].join(" ") + story;
  return {
    age: String(age),
    occupation: capitalize(occupation.title),
    backstory,
    personalityTraits: [...role.traits, ...genreTraits],
    motivations: [
      capitalize(role.motivation),
      `To ${random.pick(kit.goals)}`,
      `To make peace with the day ${wound.event}`,
    ],
    flaws: [capitalize(flaw), capitalize(secondFlaw)].filter(Boolean),
    characterArc: `${name} moves from ${role.arcFrom} to ${role.arcTo}. Until the climax, ${first} ${flaw}; when ${random.pick(kit.climaxes)}, the ${task.role} must act against that habit.`,
    formativeEvents: [
      capitalize(wound.event),
      capitalize(wound.consequence),
      `Took the job as ${withArticle(occupation.trade)} and never looked back`,
    ],
  };
}

const WOUNDS = [
  { event: "a parent walked out without a word", consequence: "learned to leave first" },
  { event: "a fire took the family home", consequence: "learned that nothing stays safe" },
  {
    event: "a best friend took the blame for their mistake",
    consequence: "carries a debt that can't be repaid",
  },
  {
    event: "a promise to a dying sibling was broken",
    consequence: "keeps every promise since, even the wrong ones",
  },
  {
    event: "a public failure ended a first career",
    consequence: "never lets anyone see them try too hard",
  },
  {
    event: "a parent's long illness ended their childhood early",
    consequence: "grew up fast and never learned to ask for anything",
  },
];
