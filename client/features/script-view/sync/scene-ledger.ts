import type { Scene } from "#shared/schemas/scene";
import { marksOf, type SceneId } from "../model/scene-marks";
import { type SceneWords, sceneBlock, sceneWords } from "../model/script-text";
import { DraftKeeper } from "./draft-keeper";
import { OpeningWriter } from "./opening-writer";
import type { Conflict, ScriptSyncOptions, Synced } from "./sync-types";

/** A stored scene's words as the script shows them, so they compare with what is typed. */
export const storedWords = (scene: Pick<Scene, "heading" | "content">): SceneWords =>
  sceneWords(sceneBlock({ heading: scene.heading, content: scene.content ?? "" }));

/**
 * What the Script view knows of the server: its rows, each part's words and version as last
 * saved, the parts written in since, the conflicts and the scenes waiting to be deleted.
 * SceneWriter's save passes read and update it.
 */
export class SceneLedger {
  readonly rows = new Map<SceneId, Scene>();
  readonly synced = new Map<SceneId, Synced>();
  /** Parts written in since their last save (OPENING for the opening). */
  readonly touched = new Set<SceneId>();
  protected readonly conflicts = new Map<SceneId, Conflict>();
  /** Scenes merged into the one before them, deleted once that one is saved. */
  protected readonly merged = new Set<SceneId>();
  protected readonly drafts: DraftKeeper;
  protected readonly opening: OpeningWriter;
  /** A write of this pass failed (other than by a conflict). */
  failed = false;
  /** The failure is on screen already: one toast until a pass succeeds again. */
  private told = false;
  /** Raised by every successful write. */
  writes = 0;

  constructor(
    protected readonly options: ScriptSyncOptions,
    protected readonly passAgain: () => void,
  ) {
    this.drafts = new DraftKeeper(options.drafts, (id) => this.rows.get(id));
    this.opening = new OpeningWriter(options);
  }

  start(scenes: readonly Scene[], opening: string): void {
    for (const scene of scenes) {
      this.rows.set(scene.id, scene);
      this.synced.set(scene.id, { ...storedWords(scene), updatedAt: scene.updatedAt });
    }
    this.opening.start(opening);
  }

  /** A restored draft was made from `updatedAt`: a save checks against that version. */
  startFromDraft(id: SceneId, updatedAt: string): void {
    const synced = this.synced.get(id);
    if (synced) this.synced.set(id, { ...synced, updatedAt });
    this.touched.add(id);
    this.drafts.found(id);
  }

  hasUnsaved(): boolean {
    const typed = marksOf(this.state()).some((mark) => mark.id < 0);
    const conflicts = this.conflicts.size > 0 || this.opening.conflict !== null;
    return this.touched.size > 0 || this.merged.size > 0 || conflicts || typed;
  }

  conflictList(): Conflict[] {
    const { conflict } = this.opening;
    return [...(conflict ? [conflict] : []), ...this.conflicts.values()];
  }

  adoptRows(scenes: readonly Scene[]): boolean {
    let changed = false;
    for (const scene of scenes) {
      const known = this.rows.get(scene.id);
      if (!known || known.sceneNumber !== scene.sceneNumber || known.beat !== scene.beat)
        changed = true;
      if (known) this.rows.set(scene.id, scene);
    }
    return changed;
  }

  /** The scenes from the new one's number on moved up by one on the server. */
  protected makeRoomFor(scene: Scene): void {
    for (const [id, row] of this.rows) {
      if (row.sceneNumber >= scene.sceneNumber)
        this.rows.set(id, { ...row, sceneNumber: row.sceneNumber + 1 });
    }
  }

  protected nextNumber(): number {
    let highest = 0;
    for (const row of this.rows.values()) highest = Math.max(highest, row.sceneNumber);
    return highest + 1;
  }

  protected forget(id: SceneId): void {
    this.drafts.forget(id);
    this.rows.delete(id);
    this.synced.delete(id);
    this.touched.delete(id);
  }

  /** A new pass: whether the last one failed is known from `failed` until this one ends. */
  beginPass(): void {
    this.told &&= this.failed;
    this.failed = false;
  }

  protected fail(title: string, error: unknown): void {
    this.failed = true;
    if (this.told) return;
    this.told = true;
    this.options.onFailure(title, error);
  }

  protected state() {
    return this.options.port.state();
  }
}
