import type { EditorState, Transaction, TransactionSpec } from "@codemirror/state";
import type { SceneDraft } from "#client/entities/scenes/scene-draft-store";
import type { CreateSceneInput, Scene, UpdateSceneInput } from "#shared/schemas/scene";
import type { Screenplay } from "#shared/schemas/screenplay";
import type { SceneId } from "../model/scene-marks";
import type { SceneWords } from "../model/script-text";

/** The server calls the Script view saves through (the entities' fetchers; stand-ins in tests). */
export type ScriptApi = {
  createScene(input: CreateSceneInput): Promise<Scene>;
  updateScene(input: UpdateSceneInput & { id: number }): Promise<Scene>;
  deleteScene(id: number): Promise<void>;
  reorderScenes(sceneIds: number[]): Promise<Scene[]>;
  saveOpening(opening: string, updatedAt: string): Promise<Screenplay>;
};

/** Where the scene drafts are kept (localStorage; a map in tests). */
export type DraftStore = {
  write(sceneId: number, draft: Omit<SceneDraft, "savedAt">): void;
  remove(sceneId: number): void;
};

/** The editor the script is in: its state, and a way to change it. */
export type ScriptPort = {
  state(): EditorState;
  dispatch(spec: TransactionSpec): void;
};

/** What the server has for a part, as far as this view knows: the base of its next save. */
export type Synced = SceneWords & { updatedAt: string };

export type Conflict =
  | { kind: "scene"; id: SceneId; current: Scene }
  | { kind: "opening"; current: Screenplay };

export type SyncStatus = "saved" | "unsaved" | "saving" | "failed";

export type ScriptSyncOptions = {
  screenplayId: number;
  api: ScriptApi;
  drafts: DraftStore;
  port: ScriptPort;
  /** The screenplay's updatedAt as last seen, the base of an opening save. */
  screenplayUpdatedAt(): string;
  /** The screenplay the server answered an opening save (or a 409) with. */
  onScreenplay(screenplay: Screenplay): void;
  /** Something was written: the lists other screens show are out of date. */
  onWritten(): void;
  /** A save failed for a reason other than a conflict (the toast helper). */
  onFailure(title: string, error: unknown): void;
  /** How long after the last keystroke the script is saved. */
  writeDelay?: number;
  /** How often, at most, the drafts are written while the writer types. */
  draftDelay?: number;
};

export type TransactionNote = Pick<Transaction, "changes" | "docChanged" | "effects" | "state"> & {
  isUserEvent?: Transaction["isUserEvent"];
};
