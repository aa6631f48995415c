import { toastError } from "#client/components/ui/use-toast";
import { takeDraft } from "./take-draft";

/**
 * Before an AI result replaces the writer's text (after they said to replace it), the
 * screenplay as saved is kept as an automatic draft, so Drafts can bring it back. Resolves true
 * once the draft is kept; if it cannot be, the error is shown and false tells the caller not to
 * replace anything: nothing is lost either way.
 */
export async function draftBeforeAi(screenplayId: number, what: string): Promise<boolean> {
  try {
    await takeDraft(screenplayId, { auto: true, reason: `Before AI replaced ${what}` });
    return true;
  } catch (error) {
    toastError("Nothing was replaced", error);
    return false;
  }
}
