import { sceneValues } from "#client/entities/scenes/scene-form-model";
import type { Scene } from "#shared/schemas/scene";
import type { SceneId } from "../model/scene-marks";
import type { SceneWords } from "../model/script-text";
import type { DraftStore } from "./sync-types";

/**
 * The scene drafts this view keeps: a scene's words go into the store (as the scene dialog's
 * form values, so either can restore them) before they are sent, and leave it once saved.
 * Writing the same words twice is skipped: the store is written while the writer types.
 */
export class DraftKeeper {
  /** What each kept draft holds, to skip writing it again; "" for one found at load. */
  private readonly held = new Map<SceneId, string>();

  constructor(
    private readonly store: DraftStore,
    private readonly rowOf: (id: SceneId) => Scene | undefined,
  ) {}

  /** A draft found in the store at load: this view clears it once the scene is saved. */
  found(id: SceneId): void {
    this.held.set(id, "");
  }

  holds(id: SceneId): boolean {
    return this.held.has(id);
  }

  write(id: SceneId, words: SceneWords, baseUpdatedAt: string): void {
    const row = this.rowOf(id);
    const held = JSON.stringify([words, baseUpdatedAt]);
    if (!row || this.held.get(id) === held) return;
    this.store.write(id, { values: { ...sceneValues(row), ...words }, baseUpdatedAt });
    this.held.set(id, held);
  }

  clear(id: SceneId): void {
    if (!this.held.delete(id)) return;
    this.store.remove(id);
  }

  /** The scene is gone (merged, or never meant): its draft too, whoever wrote it. */
  forget(id: SceneId): void {
    this.held.delete(id);
    this.store.remove(id);
  }
}
