import * as React from "react";
import { useHelpGuide } from "./help-guide-context";

// The tour is its own chunk so the landing page does not pay for it until it is opened.
const loadHelpTour = () => import("./help-tour");
const HelpTour = React.lazy(() => loadHelpTour().then((m) => ({ default: m.HelpTour })));

/** Renders the help tour whenever the help guide is open, on every screen. */
function HelpTourHost() {
  const { isOpen, close } = useHelpGuide();
  React.useEffect(() => {
    // Warm the chunk once the page is idle so the first Alt+h opens instantly.
    const id = window.setTimeout(() => void loadHelpTour(), 2000);
    return () => window.clearTimeout(id);
  }, []);
  if (!isOpen) return null;
  return (
    <React.Suspense fallback={null}>
      <HelpTour onClose={close} />
    </React.Suspense>
  );
}

export { HelpTourHost };
