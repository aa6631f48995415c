import { readStored, removeStored, writeStored } from "#client/lib/browser-storage";
import type { SceneFormValues } from "./scene-form-model";

/*
 * A scene's words not yet saved, kept in localStorage so a closed tab, a reload or a crash
 * loses nothing typed. The scene dialog and the Script view write the same entry for a scene,
 * so whichever opens it next finds what the other had not saved yet.
 */

export type SceneDraft = {
  values: SceneFormValues;
  /** The scene's updatedAt the draft started from, so a save still detects changes made since. */
  baseUpdatedAt?: string;
  savedAt: string;
};

export function sceneDraftKey(screenplayId: number, sceneId: number | undefined): string {
  return `scriptwright:scene-draft:${screenplayId}:${sceneId ?? "new"}`;
}

export function readSceneDraft(key: string): SceneDraft | undefined {
  const raw = readStored(key);
  if (!raw) return undefined;
  try {
    const draft = JSON.parse(raw) as SceneDraft;
    return draft && typeof draft === "object" && draft.values ? draft : undefined;
  } catch {
    return undefined;
  }
}

/** Storage full or unavailable: the writing goes on, only the safety net is missing. */
export function writeSceneDraft(key: string, draft: Omit<SceneDraft, "savedAt">): void {
  writeStored(key, JSON.stringify({ ...draft, savedAt: new Date().toISOString() }));
}

export function removeSceneDraft(key: string): void {
  removeStored(key);
}
