import type { OutlineResult } from "#shared/schemas/ai-results";
import type { CastMember, OutlineTask } from "../writer";
import type { GenreKit } from "./genre-kits";
import { placeImages, readHeading } from "./places";
import type { Random } from "./seeded-random";
import { capitalize } from "./text";

type Spine = { hero: string; goal: string; incident: string; conflict: string; rival: string };

/** Reads protagonist, goal, inciting incident and conflict out of a logline written in the usual shape. */
export function readLogline(logline: string): Partial<Spine> {
  const clean = logline.replace(/\s+/g, " ").trim();
  const goal =
    /\b(?:must|sets out to|tries to|wants to|has to|fights to)\s+([^,;—.]+?)(?=\s+(?:when|before|after|but|while)\b|[,;—.]|$)/i.exec(
      clean,
    )?.[1];
  const beforeGoal = /^(.*?)\s+(?:must|sets out to|tries to|wants to|has to|fights to)\b/i.exec(
    clean,
  )?.[1];
  const hero = beforeGoal
    ?.split(/,\s*/)
    .filter(Boolean)
    .at(-1)
    ?.replace(/\s+in\s+.+$/i, "");
  // An incident may hold commas ("a phone, left on a train, rings"): prefer the span up to ", but".
  const incident = (/\bwhen\s+(.+?),\s*but\b/i.exec(clean) ??
    /\bwhen\s+([^,;—]+)/i.exec(clean))?.[1];
  const conflict = /\bbut\s+([^.;—]+)/i.exec(clean)?.[1];
  return {
    ...(hero && hero.split(" ").length <= 12 ? { hero } : {}),
    ...(goal ? { goal } : {}),
    ...(incident ? { incident } : {}),
    ...(conflict ? { conflict: conflict.replace(/,\s*and\s*$/, "") } : {}),
  };
}

/** An image of the story's own setting when it has one (a desert is not opened with rain). */
function openingImage(task: OutlineTask, kit: GenreKit, random: Random): string {
  const setting = task.story?.setting ?? "";
  const outside = readHeading(`EXT. ${setting}`, setting);
  const inside = readHeading(`INT. ${setting}`, setting);
  const place =
    outside.kind !== "outdoors" ? outside : inside.kind !== "indoors" ? inside : undefined;
  return place ? placeImages(place, random)[0] : random.pick(kit.images);
}

export function castByRole(cast: CastMember[], pattern: RegExp): CastMember | undefined {
  return cast.find((c) => pattern.test(c.role ?? ""));
}

/** An outline that follows the logline through 25/50/25 acts, naming the cast where it can. */
export function writeOutline(task: OutlineTask, kit: GenreKit, random: Random): OutlineResult {
  const cast = task.story?.cast ?? [];
  const read = readLogline(task.logline);
  const lead = castByRole(cast, /protag|hero|lead|main/i) ?? cast[0];
  const spine: Spine = {
    hero: lead?.name ?? read.hero ?? "the protagonist",
    goal: read.goal ?? random.pick(kit.goals),
    incident: read.incident ?? random.pick(kit.incidents),
    conflict: read.conflict ?? random.pick(kit.obstacles),
    rival: castByRole(cast, /antag|villain|rival|enemy/i)?.name ?? "the opposition",
  };
  const ally = castByRole(cast, /mentor|friend|ally|side|love/i)?.name ?? "an unlikely ally";
  const Hero = capitalize(spine.hero);
  const [motifA, motifB] = random.sample(kit.motifs, 2);
  return {
    act1: {
      incitingIncident: `${Hero}'s ordinary life is broken open when ${spine.incident}.`,
      firstPlotPoint: `${Hero} commits to the goal — to ${spine.goal} — and there is no way back to the life before.`,
      keyScenes: [
        `Opening image: ${openingImage(task, kit, random)}`,
        `${Hero} at home and at work: the flaw that will cost the most is on show.`,
        `The call: ${spine.incident}.`,
        `${capitalize(ally)} pushes ${spine.hero} to act; ${spine.hero} refuses, then says yes.`,
      ],
    },
    act2: {
      risingAction: `Every step toward the goal costs more: ${spine.conflict}. ${capitalize(spine.rival)} tightens the pressure while ${spine.hero} and ${ally} learn to work together.`,
      midpoint: `The midpoint turns the story: ${random.pick(kit.midpoints)}.`,
      secondPlotPoint: `All is lost: ${spine.hero}'s old flaw wins out, ${ally} walks away, and the chance to ${spine.goal} slips away.`,
      keyScenes: [
        "A first small victory that proves the plan could work.",
        `${capitalize(spine.rival)} strikes back where ${spine.hero} is weakest.`,
        `Midpoint: ${random.pick(kit.midpoints)}.`,
        `The darkest moment, marked by ${motifA ?? "silence"}.`,
      ],
    },
    act3: {
      climax: `${Hero} faces ${spine.rival} and chooses differently this time: ${random.pick(kit.climaxes)}.`,
      resolution: `The cost is paid and the change is visible: ${spine.hero} is no longer the person of the opening image.`,
      keyScenes: [
        `${Hero} asks ${ally} for help and, for once, accepts it.`,
        `Climax: ${random.pick(kit.climaxes)}.`,
        `Final image: an echo of the opening, transformed, with ${motifB ?? "morning light"}.`,
      ],
    },
    themesAndMotifs: [
      `${random.pick(["The cost", "The limits", "The price"])} of trying to ${spine.goal}`,
      ...[motifA, motifB].filter((m): m is string => Boolean(m)).map(capitalize),
    ],
  };
}
