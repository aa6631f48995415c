import { conflictCurrent } from "#client/lib/api-client";
import type { Screenplay } from "#shared/schemas/screenplay";
import { openingOf } from "../model/script-parts";
import { openingWords } from "../model/script-text";
import type { Conflict, ScriptSyncOptions } from "./sync-types";

/** `retry`: to be saved again on the version the 409 named; `conflict`: the writer chooses. */
type Outcome = "unchanged" | "saved" | "retry" | "conflict" | "failed";

/**
 * The opening is a field of the screenplay: saved with the screenplay's version as last seen.
 * A 409 whose stored opening is the one this view started from was a change of another field
 * (a title, the step): saved again on the new version. Any other is the writer's call.
 */
export class OpeningWriter {
  private synced = "";
  conflict: Extract<Conflict, { kind: "opening" }> | null = null;

  constructor(private readonly options: ScriptSyncOptions) {}

  start(opening: string): void {
    this.synced = openingWords(opening);
  }

  async save(): Promise<{ outcome: Outcome; error?: unknown }> {
    const { api, port, onScreenplay, screenplayUpdatedAt } = this.options;
    const words = openingOf(port.state());
    if (words === this.synced || this.conflict) return { outcome: "unchanged" };
    try {
      onScreenplay(await api.saveOpening(words, screenplayUpdatedAt()));
      this.synced = words;
      return { outcome: "saved" };
    } catch (error) {
      const current = conflictCurrent<Screenplay>(error);
      if (!current) return { outcome: "failed", error };
      onScreenplay(current);
      if (openingWords(current.opening) === this.synced) return { outcome: "retry" };
      this.conflict = { kind: "opening", current };
      return { outcome: "conflict" };
    }
  }

  takeTheirs(): void {
    if (!this.conflict) return;
    this.synced = openingWords(this.conflict.current.opening);
    this.options.onScreenplay(this.conflict.current);
    this.conflict = null;
  }

  keepMine(): void {
    if (!this.conflict) return;
    this.options.onScreenplay(this.conflict.current);
    this.conflict = null;
  }
}
