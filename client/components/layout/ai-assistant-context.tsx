import * as React from "react";
import { readStored, writeStored } from "#client/lib/browser-storage";
import { AiAssistantBar } from "./ai-assistant-bar";
import {
  AiAssistantPanel,
  type AssistantActions,
  type AssistantSuggestion,
  type AssistantFeed as Feed,
} from "./ai-assistant-panel";

const FOLDED_KEY = "scriptwright:ai-assistant-folded";

/**
 * From this width the panel docks in a column of its own beside the content (the page makes
 * room for it); below it, the content keeps the width it needs and the panel is a folded bar.
 * At 1360 px the content column keeps about 700 px beside the step list and the panel.
 */
const DOCK_QUERY = "(min-width: 1360px)";

function useDocked(): boolean {
  return React.useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia?.(DOCK_QUERY);
      query?.addEventListener("change", onChange);
      return () => query?.removeEventListener("change", onChange);
    },
    () => window.matchMedia?.(DOCK_QUERY).matches ?? true,
  );
}

/** Docked, the panel opens as the writer last left it, on every screen and visit. */
const startsFolded = () => readStored(FOLDED_KEY) === "true";
const rememberFolded = (folded: boolean) => writeStored(FOLDED_KEY, String(folded));

type SetFeed = (owner: string, feed: Feed | null) => void;
type Shown = Feed & { docked: boolean };

const SetFeedContext = React.createContext<SetFeed | null>(null);
const ShownContext = React.createContext<Shown | null>(null);

function useFeeds() {
  const [feeds, setFeeds] = React.useState<ReadonlyMap<string, Feed>>(() => new Map());
  // Tips that nobody stores (a screen's own) are dismissed for as long as the shell is open.
  const [dismissed, setDismissed] = React.useState<ReadonlySet<AssistantSuggestion>>(new Set());
  const setFeed = React.useCallback<SetFeed>((owner, feed) => {
    setFeeds((previous) => {
      const next = new Map(previous);
      if (feed) next.set(owner, feed);
      else next.delete(owner);
      return next;
    });
  }, []);
  const shown = React.useMemo<Feed | null>(() => {
    if (feeds.size === 0) return null;
    const ownerOf = new Map<AssistantSuggestion, Feed>();
    for (const feed of feeds.values()) {
      for (const suggestion of feed.suggestions) {
        if (!dismissed.has(suggestion)) ownerOf.set(suggestion, feed);
      }
    }
    return {
      suggestions: [...ownerOf.keys()],
      onApply: (suggestion) => ownerOf.get(suggestion)?.onApply?.(suggestion),
      onDismiss: (suggestion) => {
        const onDismiss = ownerOf.get(suggestion)?.onDismiss;
        if (onDismiss) onDismiss(suggestion);
        else setDismissed((previous) => new Set(previous).add(suggestion));
      },
    };
  }, [feeds, dismissed]);
  return { setFeed, shown };
}

/**
 * Lets screens inside it feed the AI Assistant panel with `useAiAssistant`; the panel shows
 * (where `AiAssistantDock` is placed) only while something feeds it. Several feeds (the
 * shell's stored AI suggestions and a screen's own tips) are listed together, in the order
 * they started.
 */
function AiAssistantProvider({ children }: { children: React.ReactNode }) {
  const { setFeed, shown } = useFeeds();
  const docked = useDocked();
  const value = React.useMemo(() => (shown ? { ...shown, docked } : null), [shown, docked]);
  return (
    <SetFeedContext.Provider value={setFeed}>
      <ShownContext.Provider value={value}>{children}</ShownContext.Provider>
    </SetFeedContext.Provider>
  );
}

/** Whether the panel shows and, if so, docked beside the content or as a bar. */
function useAiAssistantLayout(): { shown: boolean; docked: boolean } {
  const shown = React.useContext(ShownContext);
  return { shown: shown !== null, docked: shown?.docked ?? false };
}

/** The panel itself: the layout places it (docked, a grid column; else a bar in the corner). */
function AiAssistantDock() {
  const shown = React.useContext(ShownContext);
  if (!shown) return null;
  const { docked, ...feed } = shown;
  return docked ? (
    <AiAssistantPanel
      {...feed}
      defaultCollapsed={startsFolded}
      onCollapsedChange={rememberFolded}
    />
  ) : (
    <AiAssistantBar {...feed} />
  );
}

/**
 * Shows `suggestions` in the AI Assistant panel while the calling component is mounted.
 * `onApply` runs when the writer presses a suggestion's Apply button, `onDismiss` its Dismiss
 * button (without one, Dismiss hides it for the rest of the visit).
 */
function useAiAssistant(suggestions: AssistantSuggestion[], actions: AssistantActions = {}) {
  const setFeed = React.useContext(SetFeedContext);
  if (!setFeed) throw new Error("useAiAssistant must be used inside AiAssistantProvider");
  const owner = React.useId();
  const actionsRef = React.useRef(actions);
  actionsRef.current = actions;
  const hasDismiss = actions.onDismiss !== undefined;
  React.useEffect(() => {
    setFeed(owner, {
      suggestions,
      onApply: (s) => actionsRef.current.onApply?.(s),
      ...(hasDismiss ? { onDismiss: (s) => actionsRef.current.onDismiss?.(s) } : {}),
    });
  }, [setFeed, owner, suggestions, hasDismiss]);
  React.useEffect(() => () => setFeed(owner, null), [setFeed, owner]);
}

export { AiAssistantDock, AiAssistantProvider, useAiAssistant, useAiAssistantLayout };
