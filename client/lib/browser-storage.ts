// localStorage where the browser allows it. Private modes, disabled storage and a full disk
// make it throw; what the app keeps there (drafts, dismissed tips, a folded panel) is a
// convenience, so a failure must never break the screen.

/** The stored text; null when nothing is stored, undefined when storage is unavailable. */
export function readStored(key: string): string | null | undefined {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return undefined;
  }
}

/** Stores `value`; when storage refuses, it is simply not remembered. */
export function writeStored(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not remembered: the screen goes on without it.
  }
}

export function removeStored(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage unavailable: there is nothing to remove.
  }
}
