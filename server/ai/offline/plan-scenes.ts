import type { PlannedScene, ScenePlanResult } from "#shared/schemas/ai-results";
import type { OutlineContent } from "#shared/schemas/outline";
import { type ACTS, SCENE_BEAT_MAX } from "#shared/schemas/scene";
import { sameMoment, words } from "../same-moment";
import type { CastMember, ScenePlanTask } from "../writer";
import { castByRole } from "./outline";
import {
  everydayPlace,
  heading,
  type Place,
  placeIn,
  settingPlace,
  timeOfDay,
} from "./scene-headings";
import type { Random } from "./seeded-random";
import { capitalize } from "./text";

/*
 * The outline broken into scenes, act by act: every key scene becomes a scene in the outline's
 * order, and each structural beat becomes one too where no key scene already plays it, placed
 * where that beat falls in its act. An act the outline leaves empty still gets the scene its
 * part of the story needs, so every act is covered.
 */

type Act = (typeof ACTS)[number];
/** Who a scene needs besides the lead, by the part they play in the story. */
type Role = "rival" | "ally";
/** A structural beat, and where in its act it falls (0 the start, 1 the end). */
type Beat = { label: string; text: string; at: number; with: Role[] };
type Moment = { act: Act; beat: string; with: Role[] };

function actBeats(outline: OutlineContent): [Act, Beat[], string[]][] {
  const { act1, act2, act3 } = outline;
  return [
    [
      "Act 1",
      [
        { label: "Inciting incident", text: act1.incitingIncident, at: 0.3, with: [] },
        { label: "First plot point", text: act1.firstPlotPoint, at: 1, with: ["ally"] },
      ],
      act1.keyScenes,
    ],
    [
      "Act 2",
      [
        { label: "Rising action", text: act2.risingAction, at: 0, with: ["rival"] },
        { label: "Midpoint", text: act2.midpoint, at: 0.5, with: ["ally"] },
        { label: "Second plot point", text: act2.secondPlotPoint, at: 1, with: [] },
      ],
      act2.keyScenes,
    ],
    [
      "Act 3",
      [
        { label: "Climax", text: act3.climax, at: 0.6, with: ["rival"] },
        { label: "Resolution", text: act3.resolution, at: 1, with: ["ally"] },
      ],
      act3.keyScenes,
    ],
  ];
}

/** What an act is for, when the outline says nothing about it. */
const ACT_PURPOSE: Record<Act, (lead: string, rival: string) => Moment> = {
  "Act 1": (lead) => ({
    act: "Act 1",
    beat: `Setup: ${lead}'s world before the story begins, and the want that will drive it.`,
    with: [],
  }),
  "Act 2": (lead, rival) => ({
    act: "Act 2",
    beat: `Confrontation: ${lead} pushes toward the goal, and ${rival} pushes back harder.`,
    with: ["rival"],
  }),
  "Act 3": (lead, rival) => ({
    act: "Act 3",
    beat: `Resolution: ${lead} faces ${rival} at last, and is changed by what it costs.`,
    with: ["rival"],
  }),
};

/**
 * A key scene plays a beat when it is labelled with it ("Midpoint: …") or when most words of
 * the shorter of the two are in the other.
 */
function plays(keyScene: string, beat: Beat): boolean {
  if (keyScene.toLowerCase().startsWith(`${beat.label.toLowerCase()}:`)) return true;
  return sameMoment(keyScene, beat.text);
}

/** One sentence or more as a beat reads: capitalised, ended, within the beat's limit. */
function beatText(text: string): string {
  const flat = capitalize(text.replace(/\s+/g, " ").trim());
  const ended = /[.!?…"'”)]$/.test(flat) ? flat : `${flat}.`;
  if (ended.length <= SCENE_BEAT_MAX) return ended;
  const cut = ended.slice(0, SCENE_BEAT_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ")).trimEnd()}…`;
}

/** "Midpoint: he is alive."; a beat that names its part already ("The midpoint turns…") stays as written. */
function labelled(beat: Beat): string {
  const text = beat.text.trim();
  return text.toLowerCase().includes(beat.label.toLowerCase()) ? text : `${beat.label}: ${text}`;
}

/**
 * An act's scenes: its key scenes in order, each with the people of the beats it plays, and
 * each beat no key scene plays at its place among them.
 */
function actMoments(act: Act, beats: Beat[], keyScenes: string[]): Moment[] {
  const keys = keyScenes.map((text) => text.trim()).filter(Boolean);
  const open = beats.filter((beat) => beat.text.trim() && !keys.some((key) => plays(key, beat)));
  const moments: Moment[] = [];
  for (let i = 0; i <= keys.length; i++) {
    for (const beat of open.filter((b) => Math.round(b.at * keys.length) === i)) {
      moments.push({ act, beat: beatText(labelled(beat)), with: beat.with });
    }
    const key = keys[i];
    if (!key) continue;
    const played = beats.filter((beat) => beat.text.trim() && plays(key, beat));
    moments.push({ act, beat: beatText(key), with: played.flatMap((beat) => beat.with) });
  }
  return moments;
}

/** The cast by the parts they play; the lead is in every scene, as a protagonist is. */
function castParts(cast: CastMember[]) {
  const lead = castByRole(cast, /protag|hero|lead|main/i) ?? cast[0];
  const rival = castByRole(cast, /antag|villain|rival|enemy/i);
  const ally = castByRole(cast, /mentor|friend|ally|side|love|partner/i);
  return { lead, parts: { rival, ally } satisfies Record<Role, CastMember | undefined> };
}

const MAX_IN_SCENE = 4;

/** The lead, whoever the beat names, then whoever its part of the story needs. */
function sceneCast(moment: Moment, cast: CastMember[]): string[] {
  const { lead, parts } = castParts(cast);
  const named = cast.filter((c) => namedIn(c.name, moment.beat));
  const needed = moment.with.flatMap((role) => parts[role] ?? []);
  const names = [lead, ...named, ...needed].flatMap((c) => (c ? [c.name] : []));
  return [...new Set(names)].slice(0, MAX_IN_SCENE);
}

/** Named by the whole name, or by a first name of three letters or more ("Mara" for Mara Voss). */
function namedIn(name: string, text: string): boolean {
  const full = name.trim().toLowerCase();
  const first = full.split(/\s+/)[0] ?? "";
  return (
    (full.includes(" ") && text.toLowerCase().includes(full)) ||
    (first.length > 2 && words(text).includes(first))
  );
}

export function planScenes(task: ScenePlanTask, random: Random): ScenePlanResult {
  const cast = task.story.cast ?? [];
  const { lead, parts } = castParts(cast);
  const leadName = lead?.name ?? "the protagonist";
  const rivalName = parts.rival?.name ?? "the opposition";
  const moments = actBeats(task.outline).flatMap(([act, beats, keys]) => {
    const planned = actMoments(act, beats, keys);
    return planned.length ? planned : [ACT_PURPOSE[act](capitalize(leadName), rivalName)];
  });
  const setting = settingPlace(task.story.setting);
  let settingUsed = false;
  let previous: string | undefined;
  // Places the story has already been to: a script returns to its locations.
  const visited = new Map<string, Place>();
  return {
    scenes: moments.map((moment, i): PlannedScene => {
      let place = placeIn(moment.beat);
      if (!place && setting && !settingUsed) {
        place = setting;
        settingUsed = true;
      }
      const revisitable = [...visited.values()].filter((known) => known.name !== previous);
      place ??=
        revisitable.length >= 2 ? random.pick(revisitable) : everydayPlace(random, previous);
      visited.set(place.name, place);
      previous = place.name;
      return {
        sceneNumber: task.firstSceneNumber + i,
        heading: heading(place, timeOfDay(moment.beat, random)),
        act: moment.act,
        characters: sceneCast(moment, cast),
        beat: moment.beat,
      };
    }),
  };
}
