import * as React from "react";
import { cn } from "#client/lib/cn";
import { type AssistantFeed, AssistantList, AssistantToggle } from "./ai-assistant-panel";

/**
 * The AI Assistant where there is no room to dock it beside the content: a small bar in the
 * bottom corner, which the page leaves room for below its last control (see the step shell
 * and the `data-ai-assistant-bar` scroll padding in styles.css). It opens only when asked,
 * over the page, and Escape or a tap outside folds it again. It always starts folded.
 */
function AiAssistantBar(feed: AssistantFeed) {
  const [open, setOpen] = React.useState(false);
  const box = React.useRef<HTMLElement>(null);
  const toggle = React.useRef<HTMLButtonElement>(null);
  const listId = React.useId();

  React.useEffect(() => {
    if (!open) return;
    // A dialog opened from the panel (Apply's question) is not "outside": the panel stays.
    const inDialog = (event: Event) =>
      event.target instanceof Element &&
      event.target.closest('[role="dialog"], [role="alertdialog"]') !== null;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape" || inDialog(event)) return;
      setOpen(false);
      toggle.current?.focus();
    }
    function onPointerDown(event: PointerEvent) {
      if (box.current?.contains(event.target as Node) || inDialog(event)) return;
      setOpen(false);
    }
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [open]);

  return (
    <section
      ref={box}
      aria-label="AI Assistant"
      data-ai-assistant-bar=""
      className={cn(
        "fixed right-4 bottom-4 z-40 flex flex-col rounded-xl border border-border bg-surface shadow-xl",
        open ? "max-h-[calc(100dvh-6rem)] w-[min(24rem,calc(100vw-2rem))]" : "w-auto",
      )}
    >
      {open ? (
        <AssistantList id={listId} {...feed} className="min-h-0 border-b border-border" />
      ) : null}
      <AssistantToggle
        ref={toggle}
        collapsed={!open}
        count={feed.suggestions.length}
        listId={listId}
        onClick={() => setOpen(!open)}
      />
    </section>
  );
}

export { AiAssistantBar };
