import { ChevronDownIcon, ChevronUpIcon, SparklesIcon } from "lucide-react";
import * as React from "react";
import { Button } from "#client/components/ui/button";
import { cn } from "#client/lib/cn";

export type AssistantSuggestion = {
  id: string;
  title: string;
  description: string;
  /** Apply when true; otherwise the suggestion has nothing to put anywhere and offers Dismiss. */
  canApply?: boolean;
};

export type AssistantActions = {
  /** The writer pressed Apply; whoever fed the suggestion removes it once it is applied. */
  onApply?: (suggestion: AssistantSuggestion) => void;
  /** The writer pressed Dismiss. */
  onDismiss?: (suggestion: AssistantSuggestion) => void;
};

/** What every form of the assistant lists: the suggestions and what their buttons do. */
export type AssistantFeed = AssistantActions & { suggestions: AssistantSuggestion[] };

/** The header button: the panel's name and, folded, how many suggestions it holds. */
function AssistantToggle({
  collapsed,
  count,
  listId,
  className,
  ...props
}: React.ComponentProps<"button"> & { collapsed: boolean; count: number; listId: string }) {
  return (
    <button
      type="button"
      aria-expanded={!collapsed}
      aria-controls={listId}
      className={cn(
        "flex w-full items-center gap-2 rounded-xl px-4 py-3 text-left focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
        className,
      )}
      {...props}
    >
      <SparklesIcon className="size-4 text-primary" aria-hidden="true" />
      <span className="flex-1 text-sm font-semibold">AI Assistant</span>
      {collapsed ? (
        <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
          {count}
          <span className="sr-only"> suggestions</span>
        </span>
      ) : null}
      {collapsed ? (
        <ChevronUpIcon className="size-4" aria-hidden="true" />
      ) : (
        <ChevronDownIcon className="size-4" aria-hidden="true" />
      )}
    </button>
  );
}

/** The suggestions, each with Apply or Dismiss; a long list scrolls inside its box. */
function AssistantList({
  id,
  suggestions,
  onApply,
  onDismiss,
  className,
}: AssistantFeed & { id: string; className?: string }) {
  return (
    <div id={id} className={cn("overflow-y-auto overscroll-contain px-4 py-3", className)}>
      {suggestions.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No suggestions right now. They appear here as you work.
        </p>
      ) : (
        <ul className="grid gap-3">
          {suggestions.map((suggestion) => (
            <li key={suggestion.id} className="rounded-lg bg-muted/60 p-3">
              <p className="text-sm font-medium break-words">{suggestion.title}</p>
              <p className="mt-1 text-sm break-words text-muted-foreground">
                {suggestion.description}
              </p>
              {suggestion.canApply ? (
                <Button size="sm" className="mt-2" onClick={() => onApply?.(suggestion)}>
                  Apply
                </Button>
              ) : (
                <Button
                  size="sm"
                  variant="outline"
                  className="mt-2"
                  onClick={() => onDismiss?.(suggestion)}
                >
                  Dismiss
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

type AiAssistantPanelProps = AssistantFeed & {
  /** Whether it starts folded; a function is asked once, when the panel mounts. */
  defaultCollapsed?: boolean | (() => boolean);
  /** Told when the writer folds or unfolds the panel. */
  onCollapsedChange?: (collapsed: boolean) => void;
  className?: string;
};

/**
 * The collapsible 'AI Assistant' panel docked in a column of its own beside the content, so
 * it covers nothing: it stays in view as the page scrolls and scrolls its own list.
 */
function AiAssistantPanel({
  defaultCollapsed = false,
  onCollapsedChange,
  className,
  ...feed
}: AiAssistantPanelProps) {
  const [collapsed, setCollapsed] = React.useState(defaultCollapsed);
  const listId = React.useId();
  return (
    <section
      aria-label="AI Assistant"
      className={cn(
        "sticky top-20 flex max-h-[calc(100dvh-6rem)] flex-col self-start rounded-xl border border-border bg-surface shadow-sm",
        className,
      )}
    >
      <AssistantToggle
        collapsed={collapsed}
        count={feed.suggestions.length}
        listId={listId}
        onClick={() => {
          setCollapsed(!collapsed);
          onCollapsedChange?.(!collapsed);
        }}
      />
      {collapsed ? null : (
        <AssistantList id={listId} {...feed} className="min-h-0 border-t border-border" />
      )}
    </section>
  );
}

export { AiAssistantPanel, AssistantList, AssistantToggle };
