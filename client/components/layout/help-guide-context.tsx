import * as React from "react";

type HelpGuide = {
  isOpen: boolean;
  open: () => void;
  close: () => void;
  toggle: () => void;
  /**
   * Opens the guide after `delayMs` unless the writer clicks, taps or types first: the guide
   * must not pop up over what they have just asked for. `onShown` runs if it opened; the
   * returned function withdraws the offer.
   */
  offer: (delayMs: number, onShown: () => void) => () => void;
};

const INTERACTIONS = ["pointerdown", "keydown"] as const;

function offerAfter(delayMs: number, show: () => void): () => void {
  const withdraw = () => {
    window.clearTimeout(timer);
    for (const type of INTERACTIONS) window.removeEventListener(type, withdraw, true);
  };
  const timer = window.setTimeout(() => {
    withdraw();
    show();
  }, delayMs);
  for (const type of INTERACTIONS) window.addEventListener(type, withdraw, true);
  return withdraw;
}

const HelpGuideContext = React.createContext<HelpGuide | null>(null);

/** Holds whether the help tour is open and toggles it on Alt+h anywhere. */
function HelpGuideProvider({ children }: { children: React.ReactNode }) {
  const [isOpen, setIsOpen] = React.useState(false);
  const value = React.useMemo<HelpGuide>(
    () => ({
      isOpen,
      open: () => setIsOpen(true),
      close: () => setIsOpen(false),
      toggle: () => setIsOpen((current) => !current),
      offer: (delayMs, onShown) =>
        offerAfter(delayMs, () => {
          setIsOpen(true);
          onShown();
        }),
    }),
    [isOpen],
  );

  React.useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      // `code` keeps the shortcut working on layouts where Alt+h types another character (macOS).
      const isH = event.code === "KeyH" || event.key.toLowerCase() === "h";
      if (event.altKey && !event.ctrlKey && !event.metaKey && isH) {
        event.preventDefault();
        setIsOpen((current) => !current);
      }
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  return <HelpGuideContext.Provider value={value}>{children}</HelpGuideContext.Provider>;
}

function useHelpGuide(): HelpGuide {
  const context = React.useContext(HelpGuideContext);
  if (!context) throw new Error("useHelpGuide must be used inside HelpGuideProvider");
  return context;
}

export { HelpGuideProvider, useHelpGuide };
