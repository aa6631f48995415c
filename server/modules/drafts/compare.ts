import { diffArrays, diffLines } from "diff";
import type { SceneComparison } from "#shared/schemas/draft";
import type { ScenePart } from "./draft-parts";

type Scene = Pick<ScenePart, "id" | "sceneNumber" | "heading" | "content">;

/** What a comparison shows of a scene: its heading over its text, as the script prints it. */
const sceneText = (scene: Scene) => `${scene.heading}\n${scene.content ?? ""}`;
const side = (scene: Scene | undefined) =>
  scene ? { sceneNumber: scene.sceneNumber, heading: scene.heading } : null;

/**
 * The scenes both sides have that changed place in the script order: those outside the longest
 * run the two orders share (jsdiff's array diff finds it), so one scene moved is one "moved",
 * not every scene it passed.
 */
function movedIds(from: Scene[], to: Scene[]): Set<number> {
  const toIds = new Set(to.map((scene) => scene.id));
  const fromIds = new Set(from.map((scene) => scene.id));
  const kept = from.map((scene) => scene.id).filter((id) => toIds.has(id));
  const order = to.map((scene) => scene.id).filter((id) => fromIds.has(id));
  const moved = diffArrays(kept, order).filter((change) => change.added);
  return new Set(moved.flatMap((change) => change.value));
}

function lineDiff(from: Scene, to: Scene): NonNullable<SceneComparison["lines"]> {
  return diffLines(sceneText(from), sceneText(to)).flatMap((change) => {
    const op = change.added ? "add" : change.removed ? "del" : "same";
    return change.value
      .replace(/\n$/, "")
      .split("\n")
      .map((text) => ({ op, text }));
  });
}

/**
 * Scene by scene, matched by id (a scene keeps its id through every edit and restore): added,
 * removed, changed (heading or text; a scene both moved and rewritten counts as changed, with
 * its lines), moved, or the same. In the `to` side's order, each removed scene after the scene
 * it followed on the `from` side.
 */
export function compareScenes(from: Scene[], to: Scene[]): SceneComparison[] {
  const before = new Map(from.map((scene) => [scene.id, scene]));
  const after = new Set(to.map((scene) => scene.id));
  const moved = movedIds(from, to);
  const removedAfter = new Map<number | null, Scene[]>();
  let anchor: number | null = null;
  for (const scene of from) {
    if (after.has(scene.id)) anchor = scene.id;
    else removedAfter.set(anchor, [...(removedAfter.get(anchor) ?? []), scene]);
  }
  const removed = (id: number | null): SceneComparison[] =>
    (removedAfter.get(id) ?? []).map((scene) => ({
      status: "removed",
      from: side(scene),
      to: null,
    }));
  return [
    ...removed(null),
    ...to.flatMap((scene) => [
      compareOne(before.get(scene.id), scene, moved),
      ...removed(scene.id),
    ]),
  ];
}

function compareOne(from: Scene | undefined, to: Scene, moved: Set<number>): SceneComparison {
  if (!from) return { status: "added", from: null, to: side(to) };
  const sides = { from: side(from), to: side(to) };
  if (sceneText(from) !== sceneText(to)) {
    return { status: "changed", ...sides, lines: lineDiff(from, to) };
  }
  return { status: moved.has(to.id) ? "moved" : "same", ...sides };
}
