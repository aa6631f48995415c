import { toastError } from "#client/components/ui/use-toast";
import { takeDraft } from "./take-draft";

/**
 * Before the AI changes what the writer has (after they asked for it), the screenplay as saved
 * is kept as an automatic draft named by `reason`, so Drafts can bring it back. Resolves true
 * once the draft is kept; if it cannot be, the error is shown under `failureTitle` and false
 * tells the caller to change nothing: nothing is lost either way.
 */
export async function draftBefore(
  screenplayId: number,
  reason: string,
  failureTitle: string,
): Promise<boolean> {
  try {
    await takeDraft(screenplayId, { auto: true, reason });
    return true;
  } catch (error) {
    toastError(failureTitle, error);
    return false;
  }
}

/** Before an AI result replaces the writer's text: "Before AI replaced <what>". */
export function draftBeforeAi(screenplayId: number, what: string): Promise<boolean> {
  return draftBefore(screenplayId, `Before AI replaced ${what}`, "Nothing was replaced");
}
