import * as React from "react";
import { useHelpGuide } from "../../../components/layout/help-guide-context";

export const HELP_GUIDE_SEEN_KEY = "scriptwright:help-guide-seen";
/** Spec §9: the help guide opens 1000 ms after the first visit of the idea page. */
export const HELP_GUIDE_DELAY_MS = 1000;

function hasSeen(): boolean {
  try {
    return window.localStorage.getItem(HELP_GUIDE_SEEN_KEY) !== null;
  } catch {
    return true; // No storage: never pop the guide up uninvited on every visit.
  }
}

/** Opens the help guide once per browser, shortly after the writer first lands here. */
export function useFirstVisitHelp() {
  const { open } = useHelpGuide();
  const openRef = React.useRef(open);
  openRef.current = open;

  React.useEffect(() => {
    if (hasSeen()) return;
    const timer = window.setTimeout(() => {
      try {
        window.localStorage.setItem(HELP_GUIDE_SEEN_KEY, new Date().toISOString());
      } catch {
        // Storage may be unavailable; the guide still opens this once.
      }
      openRef.current();
    }, HELP_GUIDE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
}
