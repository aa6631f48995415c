import * as React from "react";
import { AiAssistantPanel, type AssistantSuggestion } from "./ai-assistant-panel";

type Feed = {
  suggestions: AssistantSuggestion[];
  onApply?: (suggestion: AssistantSuggestion) => void;
};

const SetFeedContext = React.createContext<((feed: Feed | null) => void) | null>(null);

/**
 * Lets a screen inside it feed the floating AI Assistant panel with `useAiAssistant`; the
 * panel is shown only while some screen feeds it.
 */
function AiAssistantProvider({ children }: { children: React.ReactNode }) {
  const [feed, setFeed] = React.useState<Feed | null>(null);
  return (
    <SetFeedContext.Provider value={setFeed}>
      {children}
      {feed ? <AiAssistantPanel suggestions={feed.suggestions} onApply={feed.onApply} /> : null}
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
  const onApplyRef = React.useRef(onApply);
  onApplyRef.current = onApply;
  React.useEffect(() => {
    setFeed({ suggestions, onApply: (s) => onApplyRef.current?.(s) });
  }, [setFeed, suggestions]);
  React.useEffect(() => () => setFeed(null), [setFeed]);
}

export { AiAssistantProvider, useAiAssistant };
