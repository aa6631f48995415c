import type { Scene } from "#shared/schemas/scene";

/*
 * 'Draft all scenes': every scene the writer has planned (it has a beat) but not written (it has
 * no text) is written from its beat, one after another in scene order, so each is written with
 * the ones drafted before it in the story. A scene is saved as soon as it is written and never
 * before: stopping, or a failure, leaves the scene being written as it was, and running again
 * picks up with it, as it still has no text.
 */

/** The scenes to draft: a beat and no text, in scene order. */
export function scenesToDraft(scenes: Scene[]): Scene[] {
  return scenes
    .filter((scene) => scene.beat?.trim() && !scene.content?.trim())
    .sort((a, b) => a.sceneNumber - b.sceneNumber);
}

export type DraftSteps = {
  /** Writes the scene's text; rejects when stopped or failed. */
  write: (scene: Scene, signal: AbortSignal) => Promise<string>;
  /** Saves the written text to the scene. */
  save: (scene: Scene, content: string) => Promise<void>;
  /** Called as the scene at `index` of `queue` starts. */
  onStart: (index: number) => void;
};

/**
 * Drafts `queue` in order until it is done or `signal` stops it. A scene whose writing was
 * stopped is not saved; a failure is thrown, the scenes before it having been saved.
 */
export async function draftScenes(
  queue: Scene[],
  signal: AbortSignal,
  { write, save, onStart }: DraftSteps,
): Promise<void> {
  for (const [index, scene] of queue.entries()) {
    if (signal.aborted) break;
    onStart(index);
    let content: string;
    try {
      content = await write(scene, signal);
    } catch (error) {
      if (signal.aborted) break;
      throw error;
    }
    // Written whole, so saved, even if Stop came just after.
    await save(scene, content);
  }
}
