import { EditorState, type TransactionSpec } from "@codemirror/state";
import type { EditorView } from "@codemirror/view";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import * as React from "react";
import { toastError } from "#client/components/ui/use-toast";
import { createScene } from "#client/entities/scenes/create-scene";
import { deleteScene } from "#client/entities/scenes/delete-scene";
import { sceneKeys } from "#client/entities/scenes/keys";
import { reorderScenes } from "#client/entities/scenes/reorder-scenes";
import {
  readSceneDraft,
  removeSceneDraft,
  sceneDraftKey,
  writeSceneDraft,
} from "#client/entities/scenes/scene-draft-store";
import { updateScene } from "#client/entities/scenes/update-scene";
import { screenplayKeys } from "#client/entities/screenplays/keys";
import { updateScreenplay } from "#client/entities/screenplays/patch-screenplay";
import { useUnsavedChanges } from "#client/lib/unsaved-changes";
import type { Scene } from "#shared/schemas/scene";
import type { Screenplay } from "#shared/schemas/screenplay";
import { sceneMarksExtension } from "../model/scene-marks";
import { loadScript } from "../sync/load-script";
import { ScriptSync } from "../sync/script-sync";
import type { ScriptPort } from "../sync/sync-types";

/**
 * The Script view's text as loaded (drafts restored), the editor it lives in once mounted,
 * and the save loop that keeps the server in step with it, for as long as the view is open.
 * Leaving the page or the view keeps what is unsaved as drafts and sends it.
 */
export function useScriptSync(screenplay: Screenplay, scenes: readonly Scene[]) {
  const queryClient = useQueryClient();
  const { id } = screenplay;
  const [loaded] = React.useState(() =>
    loadScript(screenplay.opening, scenes, (sceneId) => readSceneDraft(sceneDraftKey(id, sceneId))),
  );
  const editor = React.useRef<{ view: EditorView | null; last: EditorState | null }>({
    view: null,
    last: null,
  });
  // Made once, started when the view opens: later lists only bring numbers (adoptRows).
  const [sync] = React.useState(() =>
    createScriptSync({ screenplay, loaded, queryClient, held: editor.current }),
  );
  const start = React.useRef({ scenes, opening: screenplay.opening, restored: loaded.restored });
  React.useEffect(() => {
    const { scenes: loadedScenes, opening, restored } = start.current;
    sync.start(loadedScenes, opening, restored);
    const leave = () => {
      sync.keepDrafts();
      void sync.flush();
    };
    const hidden = () => document.visibilityState === "hidden" && leave();
    window.addEventListener("pagehide", leave);
    document.addEventListener("visibilitychange", hidden);
    return () => {
      window.removeEventListener("pagehide", leave);
      document.removeEventListener("visibilitychange", hidden);
      sync.close();
    };
  }, [sync]);

  React.useEffect(() => {
    sync.adoptRows(scenes);
  }, [sync, scenes]);

  const snapshot = React.useSyncExternalStore(sync.subscribe, sync.getSnapshot);

  useUnsavedChanges(snapshot.status !== "saved", {
    label: "the script",
    save: async () => {
      await sync.flush();
      if (sync.hasUnsaved()) throw new Error("The script is not saved yet");
    },
  });

  const onView = React.useCallback((view: EditorView | null) => {
    const held = editor.current;
    if (!view) held.last = held.view?.state ?? held.last;
    held.view = view;
  }, []);

  return { loaded, sync, snapshot, onView, editor: editor.current };
}

type Setup = {
  screenplay: Screenplay;
  loaded: ReturnType<typeof loadScript>;
  queryClient: QueryClient;
  held: { view: EditorView | null; last: EditorState | null };
};

/** The save loop, writing through the entities' fetchers and keeping their caches current. */
function createScriptSync({ screenplay, loaded, queryClient, held }: Setup): ScriptSync {
  const { id } = screenplay;
  return new ScriptSync({
    screenplayId: id,
    api: {
      createScene,
      updateScene,
      deleteScene,
      reorderScenes: (sceneIds) => reorderScenes(id, sceneIds),
      saveOpening: (opening, updatedAt) => updateScreenplay(id, { opening, updatedAt }),
    },
    drafts: {
      write: (sceneId, draft) => writeSceneDraft(sceneDraftKey(id, sceneId), draft),
      remove: (sceneId) => removeSceneDraft(sceneDraftKey(id, sceneId)),
    },
    port: editorPort(held, loaded),
    screenplayUpdatedAt: () =>
      queryClient.getQueryData<Screenplay>(screenplayKeys.detail(id))?.updatedAt ??
      screenplay.updatedAt,
    onScreenplay: (saved) => queryClient.setQueryData(screenplayKeys.detail(id), saved),
    onWritten: () => void queryClient.invalidateQueries({ queryKey: sceneKeys.list(id) }),
    onFailure: toastError,
  });
}

/**
 * The editor as the save loop sees it: the mounted view, or the state it last had (before it
 * mounted, or after it closed while the last saves finish).
 */
function editorPort(
  held: { view: EditorView | null; last: EditorState | null },
  loaded: ReturnType<typeof loadScript>,
): ScriptPort {
  const state = () => {
    held.last ??= EditorState.create({
      doc: loaded.text,
      extensions: sceneMarksExtension(loaded.starts),
    });
    return held.view?.state ?? held.last;
  };
  return {
    state,
    dispatch: (spec: TransactionSpec) => {
      if (held.view) held.view.dispatch(spec);
      else held.last = state().update(spec).state;
    },
  };
}
