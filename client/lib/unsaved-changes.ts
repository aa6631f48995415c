import * as React from "react";

/**
 * The one rule for unsaved edits (decision 0019): a form on a step screen registers what it
 * holds that is not saved yet, and how to save it. Leaving the screen with such edits asks
 * first (unsaved-changes-guard.tsx); 'Save Progress' saves them, and names any it cannot.
 */
export type PendingEdits = {
  /** What the writer would lose, as a phrase: "the outline", "the story elements". */
  label: string;
  /** Saves the edits; rejects when the save failed. Absent for edits only their own form can save. */
  save?: () => Promise<unknown>;
};

const pending = new Map<symbol, PendingEdits>();

export function pendingEdits(): PendingEdits[] {
  return [...pending.values()];
}

/** "the outline and the logline", for the question and the toasts. */
export function describePending(edits: PendingEdits[] = pendingEdits()): string {
  const labels = edits.map((e) => e.label);
  if (labels.length <= 1) return labels[0] ?? "";
  return `${labels.slice(0, -1).join(", ")} and ${labels.at(-1)}`;
}

/** Forgets every pending edit: the writer chose to leave without saving. */
export function discardPending(): void {
  pending.clear();
}

/**
 * Saves every pending edit that can be saved here. Returns those it could not save (no saver,
 * or the save failed: the saver's own toast says why).
 */
export async function savePending(): Promise<PendingEdits[]> {
  const edits = pendingEdits();
  const results = await Promise.allSettled(
    edits.map((e) => (e.save ? e.save() : Promise.reject())),
  );
  return edits.filter((_, i) => results[i]?.status === "rejected");
}

/** Registers a form's unsaved edits while `dirty` is true and the form is on screen. */
export function useUnsavedChanges(dirty: boolean, edits: PendingEdits): void {
  const key = React.useRef(Symbol(edits.label)).current;
  const latest = React.useRef(edits);
  latest.current = edits;
  React.useEffect(() => {
    if (!dirty) return;
    pending.set(key, {
      label: latest.current.label,
      ...(latest.current.save ? { save: () => latest.current.save?.() ?? Promise.resolve() } : {}),
    });
    return () => {
      pending.delete(key);
    };
  }, [dirty, key]);
}
