import { parseFountain } from "#shared/domain/screenplay/index";
import type { CastMember, SceneTask } from "../writer";
import type { GenreKit } from "./genre-kits";
import { establishing, type Place, placeImages, readHeading } from "./places";
import { ACTION_BEATS, BEATS, parentheticalFor, type SceneFill, SOLO_FORMS } from "./scene-lines";
import type { Random } from "./seeded-random";
import {
  asWritten,
  firstName,
  firstSentence,
  limitWords,
  lowerFirst,
  phrase,
  wordCount,
} from "./text";

const BEAT_ORDER = ["open", "push", "reveal", "turn", "close"] as const;

/** The scene's content (without its heading) in Fountain, the way writers type it. */
export function writeScene(task: SceneTask, kit: GenreKit, random: Random): string {
  const cast = task.characters.length > 0 ? task.characters : [{ name: "Stranger" }];
  const story = task.story;
  const known = [story?.setting, story?.mainCharacter, story?.title, ...cast.map((c) => c.name)]
    .filter(Boolean)
    .join(" ");
  const place = readHeading(task.sceneHeading, known);
  const blocks: string[] = [];
  const [opening, closing] = placeImages(place, random);
  const lead = asWritten(cast[0]?.name ?? "Stranger");
  // A continuation picks up inside the scene: no synopsis, no establishing image, no link back.
  if (task.existing?.mode !== "continue") {
    // The writer's own beat for the scene says what it is for; else the act's first sentence.
    const purpose =
      task.beat?.trim() ||
      (task.actOutline ? firstSentence(task.actOutline.replace(/\s+/g, " ")) : undefined);
    if (purpose) blocks.push(`= ${phrase(purpose, 30)}.`);
    blocks.push(
      `${establishing(place)} ${opening} ${introduce(cast, !task.previousScene, place, random)}`,
    );
    const carry = continuity(task.previousScene, lead);
    if (carry) blocks.push(carry);
  }
  const absent = (story?.cast ?? []).find(
    (c) => !cast.some((m) => m.name.toLowerCase() === c.name.toLowerCase()),
  );
  const fill: SceneFill = {
    other: absent ? firstName(asWritten(absent.name)) : "friend",
    goal: random.pick(kit.goals),
    stakes: random.pick(kit.stakes),
    motif: random.pick(kit.motifs),
  };
  blocks.push(
    ...(cast.length === 1
      ? alone(cast[0] as CastMember, place, fill, random)
      : exchange(cast, place, fill, random)),
  );
  blocks.push(
    `${lead} ${cast.length === 1 ? "stays a moment longer" : "is the last to leave"}. ${closing}`,
  );
  blocks.push(random.pick(["CUT TO:", "SMASH CUT TO:", "DISSOLVE TO:"]));
  return blocks.join("\n\n");
}

/** Every selected character speaks, in turn, through the five beats of an exchange. */
function exchange(cast: CastMember[], place: Place, fill: SceneFill, random: Random): string[] {
  const blocks: string[] = [];
  const turns = Math.max(BEAT_ORDER.length, cast.length + 2);
  for (let i = 0; i < turns; i++) {
    const member = cast[i % cast.length] as CastMember;
    const listener = cast[(i + 1) % cast.length] as CastMember;
    const beat = BEAT_ORDER[Math.min(i, BEAT_ORDER.length - 1)] ?? "turn";
    const line = random.pick(BEATS[beat])({ ...fill, other: firstName(asWritten(listener.name)) });
    const paren =
      random.next() < 0.6 ? `\n${parentheticalFor(member.traits ?? [], random.pick)}` : "";
    blocks.push(`${cue(member)}${paren}\n${line}`);
    if (i === 1) blocks.push(actionBeat(member, place, random));
  }
  return blocks;
}

/** A voicemail is one way among five to let a lone character speak, and the least visual. */
const VOICEMAIL_SHARE = 0.15;

/**
 * A character alone speaks to a reflection, an object, a task, a memory or a voicemail: the
 * lines are the same beats, said to someone who is not there.
 */
function alone(member: CastMember, place: Place, fill: SceneFill, random: Random): string[] {
  const form =
    random.next() < VOICEMAIL_SHARE
      ? (SOLO_FORMS.at(-1) as (typeof SOLO_FORMS)[number])
      : random.pick(SOLO_FORMS.slice(0, -1));
  const name = asWritten(member.name);
  const blocks = [form.setup(name, place.exterior, random.pick)];
  BEAT_ORDER.forEach((beat, i) => {
    const paren = i % 2 === 0 ? `\n${random.pick(form.parentheticals)}` : "";
    blocks.push(`${cue(member)}${paren}\n${random.pick(BEATS[beat])(fill)}`);
    if (i === 1) blocks.push(actionBeat(member, place, random));
  });
  return blocks;
}

function cue(member: CastMember): string {
  return member.name.trim().toUpperCase();
}

function actionBeat(member: CastMember, place: Place, random: Random): string {
  return random.pick(ACTION_BEATS)(
    asWritten(member.name),
    member.traits?.[0] ?? "steady",
    place.exterior,
  );
}

/** First appearances in capitals with an age and a trait, as a script introduces its people. */
function introduce(cast: CastMember[], firstScene: boolean, place: Place, random: Random): string {
  const poses = random.shuffle(
    place.exterior ? OPEN_AIR_POSES : [...OPEN_AIR_POSES, ...ROOM_POSES],
  );
  return cast
    .map((c, i) => {
      const name = firstScene ? c.name.trim().toUpperCase() : asWritten(c.name);
      const age = firstScene && c.age ? ` (${c.age})` : "";
      const trait = c.traits?.[0] ? `, ${c.traits[0]},` : "";
      return `${name}${age}${trait} ${poses[i % poses.length]}`;
    })
    .join(" ");
}

const OPEN_AIR_POSES = [
  "stands very still.",
  "is already here, watching.",
  "paces, counting something under the breath.",
  "waits, arms folded.",
];
const ROOM_POSES = [
  "waits by the door.",
  "sits with both hands flat on the table.",
  "leans in the doorway, arms folded.",
];

/** A spoken line to quote: its first sentence when short, else its first words, never cut mid-phrase. */
function quotable(line: string): string {
  const first = firstSentence(line);
  return wordCount(first) <= 14 ? first : `${limitWords(first, 12)}…`;
}

/** Picks up the previous scene's last spoken line (or, with no dialogue, its last action). */
function continuity(previous: string | undefined, lead: string): string | undefined {
  if (!previous?.trim()) return undefined;
  const elements = parseFountain(previous).elements;
  const spoken = elements.findLastIndex((e) => e.type === "dialogue");
  const said = elements[spoken];
  if (said?.type === "dialogue") {
    const cueElement = elements.slice(0, spoken).findLast((e) => e.type === "character");
    const speaker = cueElement?.type === "character" ? asWritten(cueElement.name) : "Someone";
    return `${lead} still hears ${speaker}'s last words: "${quotable(said.text.split("\n")[0] ?? "")}"`;
  }
  const action = elements.findLast((e) => e.type === "action");
  return action?.type === "action"
    ? `Moments after: ${lowerFirst(quotable(action.text))} ${lead} can't shake it.`
    : undefined;
}
