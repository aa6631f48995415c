import { parseFountain } from "#shared/domain/screenplay/index";
import type { CastMember, SceneTask } from "../writer";
import type { GenreKit } from "./genre-kits";
import { ACTION_BEATS, BEATS, parentheticalFor, type SceneFill } from "./scene-lines";
import type { Random } from "./seeded-random";
import { firstSentence, phrase } from "./text";

const BEAT_ORDER = ["open", "push", "reveal", "turn", "close"] as const;

/** The scene's content (without its heading) in Fountain, the way writers type it. */
export function writeScene(task: SceneTask, kit: GenreKit, random: Random): string {
  const cast = task.characters.length > 0 ? task.characters : [{ name: "Stranger" }];
  const cues = cast.map((c) => c.name.trim().toUpperCase());
  const fill: SceneFill = {
    other: display(cast[1]?.name ?? cast[0]?.name ?? "you"),
    goal: random.pick(kit.goals),
    stakes: random.pick(kit.stakes),
    motif: random.pick(kit.motifs),
  };
  const blocks: string[] = [];
  const purpose = task.actOutline ? firstSentence(task.actOutline.replace(/\s+/g, " ")) : undefined;
  if (purpose) blocks.push(`= ${phrase(purpose, 30)}.`);
  const [opening, closing] = random.sample(kit.images, 2);
  blocks.push(`${opening ?? ""} ${introduce(cast, !task.previousScene, random)}`.trim());
  const carry = continuity(task.previousScene, cast[0]?.name ?? "");
  if (carry) blocks.push(carry);

  // Every selected character speaks; with one character the exchange becomes a phone call.
  const speakers = cast.length === 1 ? [cues[0] ?? "STRANGER", "VOICE (V.O.)"] : cues;
  const turns = Math.max(BEAT_ORDER.length, speakers.length + 2);
  for (let i = 0; i < turns; i++) {
    const speaker = speakers[i % speakers.length] ?? "STRANGER";
    const member = cast.find((c) => c.name.trim().toUpperCase() === speaker);
    const beat = BEAT_ORDER[Math.min(i, BEAT_ORDER.length - 1)] ?? "turn";
    const line = random.pick(BEATS[beat])({ ...fill, other: display(otherThan(speaker, cues)) });
    const paren =
      member && random.next() < 0.6
        ? `\n${parentheticalFor(member.traits ?? [], random.pick)}`
        : "";
    blocks.push(`${speaker}${paren}\n${line}`);
    if (i === 1 && member) {
      blocks.push(random.pick(ACTION_BEATS)(display(member.name), member.traits?.[0] ?? "steady"));
    }
  }
  blocks.push(
    `${display(cast[0]?.name ?? "Stranger")} is the last to leave. ${closing ?? ""}`.trim(),
  );
  blocks.push(random.pick(["CUT TO:", "SMASH CUT TO:", "DISSOLVE TO:"]));
  return blocks.join("\n\n");
}

function display(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())
    .join(" ");
}

function otherThan(speaker: string, cues: string[]): string {
  return cues.find((c) => c !== speaker) ?? "you";
}

/** First appearances in capitals with an age and a trait, as a script introduces its people. */
function introduce(cast: CastMember[], firstScene: boolean, random: Random): string {
  const poses = random.shuffle(POSES);
  return cast
    .map((c, i) => {
      const name = firstScene ? c.name.trim().toUpperCase() : display(c.name);
      const age = firstScene && c.age ? ` (${c.age})` : "";
      const trait = c.traits?.[0] ? `, ${c.traits[0]},` : "";
      return `${name}${age}${trait} ${poses[i % poses.length]}`;
    })
    .join(" ");
}

const POSES = [
  "waits by the door.",
  "stands very still.",
  "is already here, watching.",
  "sits with both hands flat on the table.",
  "leans in the doorway, arms folded.",
  "paces, counting something under the breath.",
];

/** Picks up the previous scene's last spoken line (or last action) so the new scene follows on. */
function continuity(previous: string | undefined, lead: string): string | undefined {
  if (!previous?.trim()) return undefined;
  const elements = parseFountain(previous).elements;
  for (let i = elements.length - 1; i >= 0; i--) {
    const el = elements[i];
    if (el?.type === "dialogue") {
      const cue = elements.slice(0, i).findLast((e) => e.type === "character");
      const speaker = cue?.type === "character" ? display(cue.name) : "Someone";
      const words = phrase(el.text.split("\n")[0] ?? "", 12);
      return `${display(lead)} still hears ${speaker}'s last words: "${words}."`;
    }
    if (el?.type === "action") {
      const moment = phrase(firstSentence(el.text), 20).toLowerCase();
      return `Moments after: ${moment}. ${display(lead)} can't shake it.`;
    }
  }
  return undefined;
}
