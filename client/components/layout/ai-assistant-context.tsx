import * as React from "react";
import { readStored, writeStored } from "../../lib/browser-storage";
import { AiAssistantPanel, type AssistantSuggestion } from "./ai-assistant-panel";

type Feed = {
  suggestions: AssistantSuggestion[];
  onApply?: (suggestion: AssistantSuggestion) => void;
};

const FOLDED_KEY = "scriptwright:ai-assistant-folded";

/**
 * The panel opens as the writer last left it, on every screen and visit. Until they choose,
 * it starts folded on a phone, where the open panel would cover most of the screen.
 */
function startsFolded(): boolean {
  const chosen = readStored(FOLDED_KEY);
  if (chosen != null) return chosen === "true";
  return window.matchMedia?.("(max-width: 639px)").matches ?? false;
}

const rememberFolded = (folded: boolean) => writeStored(FOLDED_KEY, String(folded));

type SetFeed = (owner: string, feed: Feed | null) => void;
const SetFeedContext = React.createContext<SetFeed | null>(null);

/**
 * Lets screens inside it feed the floating AI Assistant panel with `useAiAssistant`; the
 * panel is shown only while something feeds it. Several feeds (e.g. the shell's stored AI
 * suggestions and a screen's own tips) are listed together, in the order they started.
 */
function AiAssistantProvider({ children }: { children: React.ReactNode }) {
  const [feeds, setFeeds] = React.useState<ReadonlyMap<string, Feed>>(() => new Map());
  const setFeed = React.useCallback<SetFeed>((owner, feed) => {
    setFeeds((previous) => {
      const next = new Map(previous);
      if (feed) next.set(owner, feed);
      else next.delete(owner);
      return next;
    });
  }, []);
  const { suggestions, ownerOf } = React.useMemo(() => {
    const ownerOf = new Map<AssistantSuggestion, Feed>();
    for (const feed of feeds.values()) {
      for (const suggestion of feed.suggestions) ownerOf.set(suggestion, feed);
    }
    return { suggestions: [...ownerOf.keys()], ownerOf };
  }, [feeds]);
  return (
    <SetFeedContext.Provider value={setFeed}>
      {children}
      {feeds.size > 0 ? (
        <>
          {/* Scroll room, so the page's last buttons can rise above the floating panel. */}
          <div aria-hidden="true" className="h-16" />
          <AiAssistantPanel
            suggestions={suggestions}
            defaultCollapsed={startsFolded}
            onCollapsedChange={rememberFolded}
            onApply={(suggestion) => ownerOf.get(suggestion)?.onApply?.(suggestion)}
          />
        </>
      ) : null}
    </SetFeedContext.Provider>
  );
}

/**
 * Shows `suggestions` in the AI Assistant panel while the calling component is mounted.
 * `onApply` runs when the writer presses a suggestion's Apply button.
 */
function useAiAssistant(
  suggestions: AssistantSuggestion[],
  onApply?: (suggestion: AssistantSuggestion) => void,
) {
  const setFeed = React.useContext(SetFeedContext);
  if (!setFeed) throw new Error("useAiAssistant must be used inside AiAssistantProvider");
  const owner = React.useId();
  const onApplyRef = React.useRef(onApply);
  onApplyRef.current = onApply;
  React.useEffect(() => {
    setFeed(owner, { suggestions, onApply: (s) => onApplyRef.current?.(s) });
  }, [setFeed, owner, suggestions]);
  React.useEffect(() => () => setFeed(owner, null), [setFeed, owner]);
}

export { AiAssistantProvider, useAiAssistant };
