import { ChevronDownIcon, ChevronUpIcon, SparklesIcon } from "lucide-react";
import * as React from "react";
import { cn } from "../../lib/cn";
import { Button } from "../ui/button";

export type AssistantSuggestion = {
  id: string;
  title: string;
  description: string;
  /** Shows an 'Apply' button when true. */
  canApply?: boolean;
};

type AiAssistantPanelProps = {
  suggestions: AssistantSuggestion[];
  /** Called when the writer applies a suggestion; the panel then removes it from the list. */
  onApply?: (suggestion: AssistantSuggestion) => void;
  /** Whether it starts folded; a function is asked once, when the panel mounts. */
  defaultCollapsed?: boolean | (() => boolean);
  /** Told when the writer folds or unfolds the panel. */
  onCollapsedChange?: (collapsed: boolean) => void;
  className?: string;
};

/** The floating, collapsible 'AI Assistant' panel (spec §2), bottom-right. */
function AiAssistantPanel({
  suggestions,
  onApply,
  defaultCollapsed = false,
  onCollapsedChange,
  className,
}: AiAssistantPanelProps) {
  const [collapsed, setCollapsed] = React.useState(defaultCollapsed);
  const [appliedIds, setAppliedIds] = React.useState<ReadonlySet<string>>(() => new Set());
  const visible = suggestions.filter((s) => !appliedIds.has(s.id));
  const listId = React.useId();

  function apply(suggestion: AssistantSuggestion) {
    onApply?.(suggestion);
    setAppliedIds((ids) => new Set(ids).add(suggestion.id));
  }

  return (
    <section
      aria-label="AI Assistant"
      className={cn(
        "fixed right-4 bottom-4 z-40 w-[min(22rem,calc(100vw-2rem))] rounded-xl border border-border bg-surface shadow-xl",
        className,
      )}
    >
      <button
        type="button"
        onClick={() => {
          setCollapsed(!collapsed);
          onCollapsedChange?.(!collapsed);
        }}
        aria-expanded={!collapsed}
        aria-controls={listId}
        className="flex w-full items-center gap-2 rounded-xl px-4 py-3 text-left focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <SparklesIcon className="size-4 text-primary" aria-hidden="true" />
        <span className="flex-1 text-sm font-semibold">AI Assistant</span>
        {collapsed ? (
          <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
            {visible.length}
            <span className="sr-only"> suggestions</span>
          </span>
        ) : null}
        {collapsed ? (
          <ChevronUpIcon className="size-4" aria-hidden="true" />
        ) : (
          <ChevronDownIcon className="size-4" aria-hidden="true" />
        )}
      </button>
      {collapsed ? null : (
        <div id={listId} className="max-h-80 overflow-y-auto border-t border-border px-4 py-3">
          {visible.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              No suggestions right now. They appear here as you work.
            </p>
          ) : (
            <ul className="grid gap-3">
              {visible.map((suggestion) => (
                <li key={suggestion.id} className="rounded-lg bg-muted/60 p-3">
                  <p className="text-sm font-medium">{suggestion.title}</p>
                  <p className="mt-1 text-sm text-muted-foreground">{suggestion.description}</p>
                  {suggestion.canApply ? (
                    <Button size="sm" className="mt-2" onClick={() => apply(suggestion)}>
                      Apply
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}

export { AiAssistantPanel };
