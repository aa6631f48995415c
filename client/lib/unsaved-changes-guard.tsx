import * as React from "react";
import { navigate } from "wouter/use-browser-location";
import { Button } from "#client/components/ui/button";
import { QuestionDialog } from "#client/components/ui/question-dialog";
import { onPopStateFirst } from "./popstate-first";
import { describePending, discardPending, pendingEdits, savePending } from "./unsaved-changes";

/** Where the writer wanted to go: a link's path, or back in the browser's history. */
type Leaving = { to: string } | { back: true };

/** A plain left click on a link to another page of this app. */
function internalLinkTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.("a[href]");
  if (!(link instanceof HTMLAnchorElement) || link.target === "_blank") return null;
  const url = new URL(link.href, location.href);
  if (url.origin !== location.origin) return null;
  const to = url.pathname + url.search + url.hash;
  return to === location.pathname + location.search + location.hash ? null : to;
}

/**
 * Stops every way of leaving a step screen while it holds unsaved edits (see unsaved-changes.ts)
 * and asks first: links (sidebar, header), the back button, and closing or reloading the tab.
 * Links are caught in the capture phase and popstate by popstate-first.ts, before wouter sees them.
 */
function useLeaveInterceptor(onLeave: (leaving: Leaving) => void) {
  const bypass = React.useRef(false);
  React.useEffect(() => {
    const here = () => location.pathname + location.search + location.hash;
    let current = here();
    const onClick = (event: MouseEvent) => {
      const to = internalLinkTarget(event);
      if (!to || pendingEdits().length === 0) return;
      event.preventDefault();
      event.stopPropagation();
      onLeave({ to });
    };
    const onPopState = (event: PopStateEvent) => {
      if (bypass.current || pendingEdits().length === 0) {
        bypass.current = false;
        current = here();
        return;
      }
      // The address has already changed: put it back, and let wouter never hear of it.
      event.stopImmediatePropagation();
      history.pushState(history.state, "", current);
      onLeave({ back: true });
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (pendingEdits().length === 0) return;
      event.preventDefault();
      event.returnValue = "";
    };
    const onNavigate = () => {
      current = here();
    };
    document.addEventListener("click", onClick, true);
    const stopPopState = onPopStateFirst(onPopState);
    window.addEventListener("pushState", onNavigate);
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => {
      document.removeEventListener("click", onClick, true);
      stopPopState();
      window.removeEventListener("pushState", onNavigate);
      window.removeEventListener("beforeunload", onBeforeUnload);
    };
  }, [onLeave]);
  return React.useCallback((leaving: Leaving) => {
    if ("to" in leaving) navigate(leaving.to);
    else {
      bypass.current = true;
      history.back();
    }
  }, []);
}

/** "You have unsaved changes in …": save and leave, leave without saving, or stay. */
export function UnsavedChangesGuard() {
  const [leaving, setLeaving] = React.useState<Leaving | null>(null);
  const [what, setWhat] = React.useState("");
  const [saving, setSaving] = React.useState(false);
  const ask = React.useCallback((next: Leaving) => {
    setWhat(describePending());
    setLeaving(next);
  }, []);
  const go = useLeaveInterceptor(ask);

  async function saveAndLeave() {
    if (!leaving) return;
    setSaving(true);
    const unsaved = await savePending();
    setSaving(false);
    if (unsaved.length > 0) {
      setWhat(describePending(unsaved));
      return;
    }
    setLeaving(null);
    go(leaving);
  }

  function leaveWithoutSaving() {
    if (!leaving) return;
    discardPending();
    setLeaving(null);
    go(leaving);
  }

  return (
    <QuestionDialog
      open={leaving !== null}
      onOpenChange={(open) => !open && setLeaving(null)}
      title="Leave without saving?"
      description={`You have unsaved changes in ${what}. Leave without saving?`}
      cancelLabel="Stay"
    >
      <Button variant="destructive" onClick={leaveWithoutSaving}>
        Leave without saving
      </Button>
      <Button onClick={() => void saveAndLeave()} disabled={saving}>
        {saving ? "Saving…" : "Save and leave"}
      </Button>
    </QuestionDialog>
  );
}
