import type * as React from "react";
import { cn } from "#client/lib/cn";
import { AiAssistantDock, useAiAssistantLayout } from "./ai-assistant-context";

/**
 * The step pages' grid, which makes room for the AI Assistant so that it never covers the
 * content: docked, it gets a column of its own (and the page grows wider for it); as a bar in
 * the bottom corner, the page ends with room enough to scroll its last controls above it.
 */
function AiAssistantLayout({ children }: { children: React.ReactNode }) {
  const { shown, docked } = useAiAssistantLayout();
  return (
    <div
      data-assistant-docked={shown && docked ? "" : undefined}
      className={cn(
        "mx-auto grid max-w-7xl gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[17rem_minmax(0,1fr)] lg:py-8",
        shown && docked && "max-w-[96rem] lg:grid-cols-[17rem_minmax(0,1fr)_18rem]",
        shown && !docked && "pb-24 lg:pb-24",
      )}
    >
      {children}
      <AiAssistantDock />
    </div>
  );
}

export { AiAssistantLayout };
