import { NO_OUTLINE_MESSAGE } from "#shared/schemas/ai";
import type { PlannedScene, ScenePlanResult } from "#shared/schemas/ai-results";
import type { OutlineContent } from "#shared/schemas/outline";
import { ACTS } from "#shared/schemas/scene";
import { sameMoment } from "../../ai/same-moment";
import type { CastMember, ScenePlanTask, WrittenScene } from "../../ai/writer";
import { BadRequestError } from "../../errors";
import type { StoredContext } from "./ai-context";

/* Planning scenes from the stored outline: the task, and the plan as the scene list can take it. */

function hasText(outline: OutlineContent): boolean {
  return [outline.act1, outline.act2, outline.act3].some((act) =>
    Object.values(act).some((value) =>
      Array.isArray(value) ? value.some((scene) => scene.trim()) : value.trim(),
    ),
  );
}

/** One after the screenplay's highest scene number, so planned scenes go after the written ones. */
function nextSceneNumber(ctx: StoredContext): number {
  return Math.max(0, ...ctx.scenes.map((scene) => scene.sceneNumber)) + 1;
}

/** 400 without an outline that says something: there is nothing to plan from. */
export function scenePlanTask(ctx: StoredContext | undefined): ScenePlanTask {
  const outline = ctx?.story.outline;
  if (!ctx || !outline || !hasText(outline)) throw new BadRequestError(NO_OUTLINE_MESSAGE);
  return {
    outline,
    firstSceneNumber: nextSceneNumber(ctx),
    story: ctx.story,
    written: ctx.scenes.map(({ sceneNumber, heading, act, beat }) => ({
      sceneNumber,
      heading,
      act: act ?? "",
      beat: beat ?? "",
    })),
  };
}

/** A planned scene whose moment a written scene of the same act already plays (by its beat). */
function alreadyWritten(scene: PlannedScene, written: WrittenScene[]): boolean {
  return written.some(
    (done) => done.act === scene.act && done.beat.trim() && sameMoment(done.beat, scene.beat),
  );
}

const PREFIX = /^(INT\.?\/EXT|EXT\.?\/INT|I\/E|INT|EXT|EST)[.\s]/;
const TIME = /\s[-–—]\s+\S/;

/**
 * In capitals, with the parts a heading needs: a heading without INT./EXT. is taken as inside,
 * one without a time of day as by day, so every planned heading prints as a scene heading.
 */
export function sceneHeading(text: string): string {
  const upper = text.replace(/\s+/g, " ").trim().toUpperCase();
  const prefixed = PREFIX.test(upper) ? upper : `INT. ${upper}`;
  return TIME.test(prefixed) ? prefixed : `${prefixed} - DAY`;
}

/** The screenplay's own spelling of each name it has; any other name is dropped. */
function castNames(names: string[], cast: CastMember[]): string[] {
  const byKey = new Map(cast.map((c) => [c.name.trim().toLowerCase(), c.name]));
  return [...new Set(names.flatMap((name) => byKey.get(name.trim().toLowerCase()) ?? []))];
}

/**
 * Whatever the writer answered, the plan the client gets: acts in order (the outline's order
 * within each), without the moments the written scenes already play, numbered on from the
 * stored scenes, headings in capitals, only the cast's names.
 */
export function normaliseScenePlan(plan: ScenePlanResult, task: ScenePlanTask): ScenePlanResult {
  const inActOrder = plan.scenes
    .filter((scene) => !alreadyWritten(scene, task.written))
    .map((scene, i) => ({ scene, i }))
    .sort((a, b) => ACTS.indexOf(a.scene.act) - ACTS.indexOf(b.scene.act) || a.i - b.i);
  return {
    scenes: inActOrder.map(
      ({ scene }, i): PlannedScene => ({
        sceneNumber: task.firstSceneNumber + i,
        heading: sceneHeading(scene.heading),
        act: scene.act,
        characters: castNames(scene.characters, task.story.cast ?? []),
        beat: scene.beat,
      }),
    ),
  };
}
