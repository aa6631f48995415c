import type { Element } from "#shared/domain/screenplay/browser";
import { parseFountain } from "#shared/domain/screenplay/browser";
import { characterStats } from "#shared/domain/statistics/index";
import type { Scene } from "#shared/schemas/scene";
import { sceneText } from "../../ai/script-text";

/*
 * What the stored script says around the scene being written: the scene before it in full, a
 * line for every earlier scene, what happens next, and the cue names the script already uses,
 * so a scene written in the middle of the story picks up its threads and its characters' names.
 */

export type SceneSurroundings = {
  /** The scene before, heading and content. */
  previousScene?: string;
  /** One line per earlier scene, in script order. */
  storySoFar?: string;
  /** The beat of the scene after. */
  nextBeat?: string;
  /** The characters who speak in the other scenes, as their cues are written, most lines first. */
  cueNames: string[];
};

/** A one-line account of a scene with no beat is cut to this, so no scene crowds out the rest. */
const SUMMARY_MAX = 160;

function bounded(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > SUMMARY_MAX ? `${line.slice(0, SUMMARY_MAX - 1).trimEnd()}…` : line;
}

/** The first sentence of the scene's first action paragraph. */
function firstAction(elements: Element[]): string | undefined {
  const action = elements.find((el) => el.type === "action");
  if (!action || !("text" in action)) return undefined;
  const text = action.text.replace(/\s+/g, " ").trim();
  return /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
}

function accountOf(scene: Scene, elements: Element[]): string {
  const what = scene.beat?.trim() || firstAction(elements);
  return `Scene ${scene.sceneNumber}. ${scene.heading.trim()}${what ? `: ${bounded(what)}` : ""}`;
}

/**
 * The surroundings of the scene `self` (its id when stored, and its number: the number the
 * writer gave it, or where a new scene goes) among the stored `scenes`, which are in script
 * order. Without a number the scene comes after all of them.
 */
export function sceneSurroundings(
  scenes: Scene[],
  self: { id?: number | undefined; sceneNumber?: number | undefined },
): SceneSurroundings {
  const others = scenes
    .filter((scene) => scene.id !== self.id)
    .map((scene) => ({ scene, elements: parseFountain(scene.content ?? "").elements }));
  const position = self.sceneNumber;
  const earlier = position ? others.filter((o) => o.scene.sceneNumber < position) : others;
  const next = position ? others.find((o) => o.scene.sceneNumber > position) : undefined;
  const previous = earlier.at(-1)?.scene;
  const cues = characterStats(others.flatMap((o) => o.elements)).map((stat) => stat.name);
  return {
    ...(previous ? { previousScene: sceneText(previous) } : {}),
    ...(earlier.length
      ? { storySoFar: earlier.map((o) => accountOf(o.scene, o.elements)).join("\n") }
      : {}),
    ...(next?.scene.beat?.trim() ? { nextBeat: next.scene.beat.trim() } : {}),
    cueNames: cues,
  };
}
