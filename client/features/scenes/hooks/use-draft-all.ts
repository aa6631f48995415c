import { useQueryClient } from "@tanstack/react-query";
import * as React from "react";
import { toast, toastError } from "#client/components/ui/use-toast";
import { draftBefore } from "#client/entities/drafts/draft-before-ai";
import { sceneKeys } from "#client/entities/scenes/keys";
import { updateScene } from "#client/entities/scenes/update-scene";
import type { Scene } from "#shared/schemas/scene";
import { streamScene } from "../api/generate-scene-stream";
import { draftScenes, scenesToDraft } from "../draft-scenes";

/** Where a run is: the scene being written (from 1) of how many. */
export type DraftProgress = { current: number; total: number };

const plural = (n: number) => (n === 1 ? "1 scene" : `${n} scenes`);

/**
 * 'Draft all scenes' on the Scene Writing screen: `start` writes the scenes that have a beat and
 * no text (the server gives each its stored beat, cast and the story so far, the scenes just
 * drafted included) and saves each as it is written, with the updatedAt it was read with, so a
 * scene changed meanwhile is never overwritten; `stop` ends the run, leaving the scene being
 * written unsaved.
 */
export function useDraftAll(screenplayId: number, scenes: Scene[]) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = React.useState<DraftProgress | null>(null);
  const controller = React.useRef<AbortController | null>(null);
  React.useEffect(() => () => controller.current?.abort(), []);
  const pending = scenesToDraft(scenes);

  async function start() {
    const queue = pending;
    // The script as it was before the run, so Drafts can bring it back whatever the AI wrote.
    if (!(await draftBefore(screenplayId, "Before Draft all scenes", "Nothing was drafted"))) {
      return;
    }
    const abort = new AbortController();
    controller.current = abort;
    let saved = 0;
    try {
      await draftScenes(queue, abort.signal, {
        onStart: (index) => setProgress({ current: index + 1, total: queue.length }),
        write: (scene, signal) =>
          streamScene(
            {
              screenplayId,
              sceneId: scene.id,
              sceneNumber: scene.sceneNumber,
              sceneHeading: scene.heading,
              act: scene.act,
            },
            { signal, onText: () => undefined },
          ),
        save: async (scene, content) => {
          await updateScene({ id: scene.id, updatedAt: scene.updatedAt, content });
          saved += 1;
          await queryClient.invalidateQueries({ queryKey: sceneKeys.list(screenplayId) });
        },
      });
      toast(
        abort.signal.aborted
          ? {
              title: "Drafting stopped",
              description: `${plural(saved)} of ${queue.length} written. Draft all scenes again to write the rest.`,
            }
          : { title: "Scenes drafted", description: `${plural(saved)} written from their beats.` },
      );
    } catch (error) {
      toastError(`Drafting stopped after ${plural(saved)}`, error);
    } finally {
      controller.current = null;
      setProgress(null);
    }
  }

  return { pending: pending.length, progress, start, stop: () => controller.current?.abort() };
}

export type DraftAll = ReturnType<typeof useDraftAll>;
