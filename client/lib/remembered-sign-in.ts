import { readStored, writeStored } from "./browser-storage";

const KEY = "scriptwright:signed-in-before";

/**
 * Whether someone has signed in with this browser before. A visitor who never has is new to
 * Scriptwright, so 'Create Screenplay' opens the Register tab for them, and Login for the rest.
 */
export function hasSignedInBefore(): boolean {
  return Boolean(readStored(KEY));
}

export function rememberSignIn(): void {
  writeStored(KEY, "1");
}
