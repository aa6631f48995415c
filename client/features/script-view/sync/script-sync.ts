import type { EditorState, Transaction } from "@codemirror/state";
import type { Scene } from "#shared/schemas/scene";
import { moveScenes } from "../model/move-scenes";
import {
  keepHeadings,
  type MergeQuestion,
  marksOf,
  mergeHeadlessScenes,
  mergeQuestionOf,
  placeScenes,
  type SceneId,
} from "../model/scene-marks";
import { touchedParts } from "../model/script-parts";
import { sceneBlock } from "../model/script-text";
import type { RestoredDraft } from "./load-script";
import { SceneWriter } from "./scene-writer";
import type { Conflict, ScriptSyncOptions, SyncStatus } from "./sync-types";

export type SyncSnapshot = {
  status: SyncStatus;
  /** Scenes lost their headings: the writer is asked whether they merge. */
  question: MergeQuestion | null;
  conflicts: Conflict[];
  /** The scenes in script order, as ids: changes when scenes come, go or move. */
  order: string;
  /** Raised after every save and every change of order, for the views that read the script. */
  version: number;
};

const WRITE_DELAY = 800;
const DRAFT_DELAY = 300;

/**
 * Keeps the server in step with the Script view, scene by scene (docs/decisions/0040): a pause
 * in typing (or leaving the page) saves the parts that changed, each with the version it was
 * loaded at; every changed scene is in the draft store before its save is sent and leaves it
 * once saved. Saves run one pass at a time, in an order that never leaves words only here:
 * typed scenes are created, changed parts saved, merged scenes deleted, then a new order sent.
 */
export class ScriptSync {
  private readonly writer: SceneWriter;
  private readonly listeners = new Set<() => void>();
  private writeTimer: ReturnType<typeof setTimeout> | undefined;
  private draftTimer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<void> | null = null;
  private again = false;
  private orderChanged = false;
  private started = false;
  private snapshot: SyncSnapshot = {
    status: "saved",
    question: null,
    conflicts: [],
    order: "",
    version: 0,
  };

  constructor(private readonly options: ScriptSyncOptions) {
    this.writer = new SceneWriter(options, () => {
      this.again = true;
    });
  }

  /**
   * What the server holds, as loaded. `restored` are the scenes a draft put back into the
   * script, each with the version the draft was made from: saved at once, against that version.
   */
  start(scenes: readonly Scene[], opening: string, restored: readonly RestoredDraft[] = []): void {
    // Once: a view that closes and opens again (React's checks do so) goes on where it was.
    if (this.started) return;
    this.started = true;
    this.writer.start(scenes, opening);
    for (const { id, baseUpdatedAt } of restored) this.writer.startFromDraft(id, baseUpdatedAt);
    this.emit();
    if (restored.length > 0) this.schedule();
  }

  /** Every transaction of the editor comes through here (its update listener). */
  noteTransaction(tr: Transaction): void {
    const moved = tr.effects.some((effect) => effect.is(placeScenes));
    if (moved) this.orderChanged = true;
    if (!tr.docChanged && !moved) {
      this.emit({ quiet: true });
      return;
    }
    for (const id of touchedParts(tr.state, tr.changes)) this.writer.touched.add(id);
    this.emit({ quiet: !moved });
    this.schedule();
  }

  /** Saves now whatever is waiting; resolves once every pass, including ones asked for meanwhile, ran. */
  flush(): Promise<void> {
    clearTimeout(this.writeTimer);
    this.writeTimer = undefined;
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.runPasses().finally(() => {
      this.running = null;
      this.emit();
    });
    this.emit();
    return this.running;
  }

  /** Keeps every changed scene in the draft store now (the page is going away). */
  keepDrafts(): void {
    clearTimeout(this.draftTimer);
    this.draftTimer = undefined;
    this.writer.keepDrafts();
  }

  /** The writer's answer to the merge question: merge the headless scenes, or restore their headings. */
  answerMerge(merge: boolean): void {
    const state = this.options.port.state();
    const question = mergeQuestionOf(state);
    if (!question) return;
    if (!merge) {
      this.options.port.dispatch({
        changes: question.restore,
        effects: keepHeadings.of(question.marksBefore),
      });
      return;
    }
    this.writer.merge(question.ids, marksOf(state));
    const merging = mergeHeadlessScenes(state);
    if (merging) this.options.port.dispatch(merging);
    void this.flush();
  }

  /** Puts the scenes in `order` (a move in the navigator): one step of the undo history, saved at once. */
  move(order: readonly SceneId[]): void {
    const spec = moveScenes(this.options.port.state(), order);
    if (!spec) return;
    this.options.port.dispatch(spec);
    void this.flush();
  }

  /** Replaces the writer's text of a part in conflict with the saved version. */
  takeTheirs(conflict: Conflict): void {
    const { port } = this.options;
    const replacement = this.writer.takeTheirs(conflict);
    if (!replacement) return;
    const { from, to } = replacement;
    const text = port.state().sliceDoc(from, to);
    const kept = to - (text.length - text.trimEnd().length);
    const insert =
      conflict.kind === "scene"
        ? sceneBlock({ heading: conflict.current.heading, content: conflict.current.content ?? "" })
        : conflict.current.opening.trim();
    port.dispatch({ changes: { from, to: kept, insert }, userEvent: "input.theirs" });
    this.emit();
  }

  /** Saves the writer's text of a part in conflict over the saved version. */
  keepMine(conflict: Conflict): void {
    this.writer.keepMine(conflict);
    this.emit();
    void this.flush();
  }

  /** The script as it stands in the editor. */
  state(): EditorState {
    return this.options.port.state();
  }

  /** The scene as the server last answered it (its number, beat, act). */
  row(id: SceneId): Scene | undefined {
    return this.writer.rows.get(id);
  }

  /** A newer list from the server: its numbers and details (not its words) are taken. */
  adoptRows(scenes: readonly Scene[]): void {
    if (this.writer.adoptRows(scenes)) this.emit();
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  /** Whether anything typed is not on the server yet. */
  hasUnsaved(): boolean {
    return this.writer.hasUnsaved() || this.orderChanged;
  }

  /** The view is closing: whatever waits is kept as drafts and sent now. */
  close(): void {
    this.keepDrafts();
    void this.flush();
  }

  private schedule(): void {
    clearTimeout(this.writeTimer);
    const { writeDelay = WRITE_DELAY, draftDelay = DRAFT_DELAY } = this.options;
    this.writeTimer = setTimeout(() => void this.flush(), writeDelay);
    // Not a debounce: steady typing still reaches the draft store every DRAFT_DELAY ms.
    this.draftTimer ??= setTimeout(() => this.keepDrafts(), draftDelay);
  }

  private async runPasses(): Promise<void> {
    do {
      this.again = false;
      await this.pass();
    } while (this.again);
  }

  private async pass(): Promise<void> {
    // Nothing is written while the writer is asked whether scenes merge: the answer decides.
    if (mergeQuestionOf(this.options.port.state())) return;
    this.writer.beginPass();
    const before = this.writer.writes;
    this.writer.keepDrafts();
    await this.writer.createTypedScenes();
    await this.writer.saveParts();
    await this.writer.deleteMerged();
    if (this.orderChanged && (await this.writer.saveOrder())) this.orderChanged = false;
    this.writer.keepDrafts();
    if (this.writer.writes !== before) this.options.onWritten();
  }

  private status(): SyncStatus {
    if (this.writer.failed) return "failed";
    if (this.running) return "saving";
    return this.hasUnsaved() ? "unsaved" : "saved";
  }

  /**
   * Tells the views. A keystroke is `quiet`: they hear of it only when the status or the
   * scenes' order changes with it, not on every character (they read the text on a pause).
   */
  private emit({ quiet = false } = {}): void {
    const state = this.options.port.state();
    const order = marksOf(state)
      .map((mark) => mark.id)
      .join();
    const status = this.status();
    const question = mergeQuestionOf(state);
    const last = this.snapshot;
    const same = status === last.status && order === last.order && question === last.question;
    if (quiet && same) return;
    const conflicts = this.writer.conflictList();
    this.snapshot = { status, question, conflicts, order, version: last.version + 1 };
    for (const listener of this.listeners) listener();
  }
}
