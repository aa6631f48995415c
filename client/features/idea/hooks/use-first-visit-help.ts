import * as React from "react";
import { useHelpGuide } from "#client/components/layout/help-guide-context";
import { readStored, writeStored } from "#client/lib/browser-storage";

export const HELP_GUIDE_SEEN_KEY = "scriptwright:help-guide-seen";
/** The help guide opens 1000 ms after the first visit of the idea page. */
export const HELP_GUIDE_DELAY_MS = 1000;

/** Without storage (undefined) counts as seen: never pop the guide up uninvited on every visit. */
const hasSeen = () => readStored(HELP_GUIDE_SEEN_KEY) !== null;

/**
 * Opens the help guide once per browser, shortly after the writer first lands here, unless
 * they have already started working: then it waits for a later visit.
 */
export function useFirstVisitHelp() {
  const { offer } = useHelpGuide();
  const offerRef = React.useRef(offer);
  offerRef.current = offer;

  React.useEffect(() => {
    if (hasSeen()) return;
    return offerRef.current(HELP_GUIDE_DELAY_MS, () =>
      writeStored(HELP_GUIDE_SEEN_KEY, new Date().toISOString()),
    );
  }, []);
}
