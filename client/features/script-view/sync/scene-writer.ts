import { locationsFromHeading } from "#client/entities/scenes/scene-form-model";
import { conflictCurrent, isApiError } from "#client/lib/api-client";
import type { Scene } from "#shared/schemas/scene";
import { marksOf, type SceneId, type SceneMark, sceneCreated } from "../model/scene-marks";
import { OPENING, stretchOf, wordsOf } from "../model/script-parts";
import { type SceneWords, sameWords, sceneWords } from "../model/script-text";
import { SceneLedger, storedWords } from "./scene-ledger";
import type { Conflict, Synced } from "./sync-types";

/** The writes of one save pass, part by part, in the order ScriptSync runs them. */
export class SceneWriter extends SceneLedger {
  /** Every scene typed into the script is created, in script order, before the scene after it. */
  async createTypedScenes(): Promise<void> {
    for (;;) {
      const marks = marksOf(this.state());
      const index = marks.findIndex((mark) => mark.id < 0);
      const mark = marks[index];
      if (!mark || !(await this.createScene(mark, marks, index))) return;
    }
  }

  /** Saves each changed part whose words differ from the server's. */
  async saveParts(): Promise<void> {
    const parts = [...this.touched];
    this.touched.clear();
    // A typed scene is saved by its create; a scene in conflict waits for the writer's choice.
    for (const id of parts) {
      if (id === OPENING) await this.saveOpening();
      else if (id > 0 && !this.conflicts.has(id)) await this.saveScene(id);
    }
  }

  merge(ids: readonly SceneId[], marks: readonly SceneMark[]): void {
    const going = new Set(ids);
    for (const [i, mark] of marks.entries()) {
      if (!going.has(mark.id)) continue;
      const before = marks.slice(0, i).findLast((other) => !going.has(other.id));
      this.touched.add(before?.id ?? OPENING);
      this.merged.add(mark.id);
    }
  }

  /**
   * Deletes the merged scenes once nothing else waits: their words are in the scene before
   * them by then, saved (and the server keeps an automatic draft before a delete).
   */
  async deleteMerged(): Promise<void> {
    if (this.touched.size > 0 || this.conflicts.size > 0 || this.opening.conflict) return;
    for (const id of [...this.merged]) {
      try {
        await this.options.api.deleteScene(id);
      } catch (error) {
        if (!isApiError(error) || error.status !== 404) {
          this.fail("Failed to merge the scene", error);
          continue;
        }
      }
      this.merged.delete(id);
      this.forget(id);
      this.writes++;
    }
  }

  /** Sends the script's order; true once the server has it (or it cannot take it). */
  async saveOrder(): Promise<boolean> {
    const marks = marksOf(this.state());
    // Every scene must exist on the server, and only those: wait for creates and deletes.
    if (marks.some((mark) => mark.id < 0) || this.merged.size > 0) return false;
    try {
      const scenes = await this.options.api.reorderScenes(marks.map((mark) => mark.id));
      this.adoptRows(scenes);
      this.writes++;
    } catch (error) {
      this.fail("Failed to save the new order", error);
    }
    return true;
  }

  /** The drafts: every scene with unsaved words, and the typed scenes after it, is in the store. */
  keepDrafts(): void {
    const marks = marksOf(this.state());
    for (const [i, mark] of marks.entries()) {
      const { id } = mark;
      if (id <= 0) continue;
      const typedAfter = (marks[i + 1]?.id ?? 1) < 0;
      const mine = this.touched.has(id) || this.drafts.holds(id) || this.conflicts.has(id);
      if (!mine && !typedAfter) continue;
      const words = wordsOf(this.state(), id);
      const synced = this.synced.get(id);
      if (!words || !synced) continue;
      if (!typedAfter && !this.conflicts.has(id) && sameWords(words, synced)) {
        this.drafts.clear(id);
        continue;
      }
      // Typed scenes not yet created are kept with the scene before them, as its text.
      const next = marks.slice(i + 1).find((other) => other.id > 0);
      const text = this.state().sliceDoc(mark.start, next?.start ?? this.state().doc.length);
      this.drafts.write(id, typedAfter ? sceneWords(text) : words, synced.updatedAt);
    }
  }

  takeTheirs(conflict: Conflict): { from: number; to: number } | null {
    const id = conflict.kind === "scene" ? conflict.id : OPENING;
    const stretch = stretchOf(this.state(), id);
    if (!stretch) return null;
    if (conflict.kind === "opening") {
      this.opening.takeTheirs();
      return stretch;
    }
    const { current } = conflict;
    this.conflicts.delete(id);
    this.rows.set(id, current);
    this.synced.set(id, { ...storedWords(current), updatedAt: current.updatedAt });
    this.drafts.clear(id);
    return stretch;
  }

  keepMine(conflict: Conflict): void {
    if (conflict.kind === "opening") {
      this.opening.keepMine();
      this.touched.add(OPENING);
      return;
    }
    const { id, current } = conflict;
    this.conflicts.delete(id);
    const synced = this.synced.get(id);
    if (synced) this.synced.set(id, { ...synced, updatedAt: current.updatedAt });
    this.touched.add(id);
  }

  private async createScene(mark: SceneMark, marks: readonly SceneMark[], index: number) {
    const words = wordsOf(this.state(), mark.id) as SceneWords;
    const after = marks.slice(index + 1).find((other) => other.id > 0);
    const before = marks.slice(0, index).findLast((other) => other.id > 0);
    const place = after ? { beforeSceneId: after.id } : { sceneNumber: this.nextNumber() };
    let scene: Scene;
    try {
      scene = await this.options.api.createScene({
        screenplayId: this.options.screenplayId,
        ...place,
        ...words,
        act: (before && this.rows.get(before.id)?.act) || "Act 1",
        locations: locationsFromHeading(words.heading),
      });
    } catch (error) {
      this.fail("Failed to create the scene", error);
      return false;
    }
    this.writes++;
    this.makeRoomFor(scene);
    this.rows.set(scene.id, scene);
    this.synced.set(scene.id, { ...words, updatedAt: scene.updatedAt });
    this.touched.add(scene.id);
    if (marksOf(this.state()).some((other) => other.id === mark.id)) {
      this.options.port.dispatch({ effects: sceneCreated.of({ newId: mark.id, id: scene.id }) });
    } else {
      // Its heading was taken away while it was being created: it is no scene after all.
      await this.options.api.deleteScene(scene.id).catch(() => undefined);
      this.forget(scene.id);
    }
    return true;
  }

  private async saveScene(id: SceneId): Promise<void> {
    const words = wordsOf(this.state(), id);
    const synced = this.synced.get(id);
    if (!words || !synced) return;
    if (sameWords(words, synced)) {
      this.drafts.clear(id);
      return;
    }
    this.drafts.write(id, words, synced.updatedAt);
    try {
      // The scene's locations follow its heading, as in the scene dialog, when that changes.
      const renamed = words.heading !== synced.heading;
      const scene = await this.options.api.updateScene({
        id,
        updatedAt: synced.updatedAt,
        ...words,
        ...(renamed ? { locations: locationsFromHeading(words.heading) } : {}),
      });
      this.writes++;
      this.rows.set(id, scene);
      this.synced.set(id, { ...words, updatedAt: scene.updatedAt });
      const now = wordsOf(this.state(), id);
      if (now && sameWords(now, words)) this.drafts.clear(id);
      else this.touched.add(id);
    } catch (error) {
      this.sceneRefused(id, synced, error);
    }
  }

  /**
   * A 409 whose stored words are the ones this save started from was a change of something
   * else (a beat, a number): saved again on the new version. Any other 409 is the writer's call.
   */
  private sceneRefused(id: SceneId, synced: Synced, error: unknown): void {
    this.touched.add(id);
    const current = conflictCurrent<Scene>(error);
    if (!current) {
      this.fail("Failed to save the scene", error);
      return;
    }
    this.rows.set(id, current);
    if (sameWords(storedWords(current), synced)) {
      this.synced.set(id, { ...synced, updatedAt: current.updatedAt });
      this.passAgain();
    } else {
      this.conflicts.set(id, { kind: "scene", id, current });
    }
  }

  private async saveOpening(): Promise<void> {
    const { outcome, error } = await this.opening.save();
    if (outcome === "saved") this.writes++;
    if (outcome === "retry") {
      this.touched.add(OPENING);
      this.passAgain();
    }
    if (outcome === "failed") {
      this.touched.add(OPENING);
      this.fail("Failed to save the opening", error);
    }
  }
}
