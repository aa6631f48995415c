import type { CharacterResult } from "#shared/schemas/ai-results";
import type { CharacterTask } from "../writer";
import type { GenreKit } from "./genre-kits";
import type { Random } from "./seeded-random";
import { firstSentence } from "./text";

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

/** A coherent character: age fits the role, backstory explains the flaw, the arc resolves it. */
export function writeCharacter(
  task: CharacterTask,
  kit: GenreKit,
  random: Random,
): CharacterResult {
  const role = roleKit(task.role);
  const age = random.int(role.ages[0], role.ages[1]);
  const occupation = random.pick(kit.occupations);
  const genreTraits = random.sample(kit.traits, 2);
  const [flaw, secondFlaw] = random.sample(kit.flaws, 2);
  const wound = random.pick(WOUNDS);
  const others = (task.story?.cast ?? []).filter(
    (c) => c.name.toLowerCase() !== task.name.toLowerCase(),
  );
  const tie = others.length > 0 ? random.pick(others) : undefined;
  const story = task.story?.logline
    ? ` That history is what the story tests: ${firstSentence(task.story.logline)}`
    : "";
  const backstory =
    [
      `${task.name} became a ${occupation} at ${age - random.int(6, 12)}, the year after ${wound.event}.`,
      `Since then ${task.name} ${flaw}, a habit that keeps people at a safe distance and the work always first.`,
      tie
        ? `${tie.name}${tie.role ? `, the ${tie.role},` : ""} is the one person who remembers who ${task.name} was before.`
        : `Few people remember who ${task.name} was before.`,
    ].join(" ") + story;
  return {
    age: String(age),
    occupation: capitalizeFirst(occupation),
    backstory,
    personalityTraits: [...role.traits, ...genreTraits],
    motivations: [
      capitalizeFirst(role.motivation),
      `To ${random.pick(kit.goals)}`,
      `To make peace with the day ${wound.event}`,
    ],
    flaws: [capitalizeFirst(flaw ?? ""), capitalizeFirst(secondFlaw ?? "")].filter(Boolean),
    characterArc: `${task.name} moves from ${role.arcFrom} to ${role.arcTo}: the ${task.role} who ${flaw} must act against that habit in the climax: ${random.pick(kit.climaxes)}.`,
    formativeEvents: [
      capitalizeFirst(wound.event),
      capitalizeFirst(wound.consequence),
      `Took the job as a ${occupation} and never looked back`,
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

function capitalizeFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
