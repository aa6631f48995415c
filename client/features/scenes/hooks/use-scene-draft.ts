import * as React from "react";
import type { UseFormReturn } from "react-hook-form";
import { removeSceneDraft, writeSceneDraft } from "#client/entities/scenes/scene-draft-store";
import type { SceneFormValues } from "#client/entities/scenes/scene-form-model";

/*
 * The scene dialog's work in progress, kept in the scene draft store while the writer types
 * (at most every SAVE_DELAY ms, and at once when the page is hidden), restored when the dialog
 * opens again, cleared once the scene saves.
 */

const SAVE_DELAY = 300;

function sameValues(a: SceneFormValues, b: SceneFormValues): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Keeps `form`'s values saved under `key` while mounted. `paused` holds saving back (e.g. while
 * an AI scene streams in, so half-generated text is never kept). Returns `clear` (after a
 * successful save) and `discard` (forget the draft and go back to `initial`).
 */
export function useSceneDraft({
  key,
  form,
  initial,
  baseUpdatedAt,
  paused,
}: {
  key: string;
  form: UseFormReturn<SceneFormValues>;
  initial: SceneFormValues;
  baseUpdatedAt?: string;
  paused: boolean;
}) {
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cleared = React.useRef(false);
  const state = React.useRef({ paused, baseUpdatedAt, initial });
  state.current = { paused, baseUpdatedAt, initial };

  const save = React.useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (cleared.current || state.current.paused) return;
    const values = form.getValues();
    if (sameValues(values, state.current.initial)) {
      removeSceneDraft(key);
      return;
    }
    writeSceneDraft(key, { values, baseUpdatedAt: state.current.baseUpdatedAt });
  }, [form, key]);

  React.useEffect(() => {
    // Not a pure debounce: steady typing still saves every SAVE_DELAY ms.
    const subscription = form.watch(() => {
      cleared.current = false;
      if (timer.current === undefined) timer.current = setTimeout(save, SAVE_DELAY);
    });
    const flush = () => {
      if (timer.current !== undefined) save();
    };
    const onVisibility = () => {
      if (document.visibilityState === "hidden") flush();
    };
    window.addEventListener("pagehide", flush);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener("pagehide", flush);
      document.removeEventListener("visibilitychange", onVisibility);
      flush();
    };
  }, [form, save]);

  const clear = React.useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    cleared.current = true;
    removeSceneDraft(key);
  }, [key]);

  const discard = React.useCallback(() => {
    clear();
    form.reset(state.current.initial);
  }, [clear, form]);

  return { clear, discard, save };
}
