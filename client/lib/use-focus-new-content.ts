import * as React from "react";

type Target = React.RefObject<HTMLElement | null>;

/** Frames to wait for the new content: a tab panel is shown a render after its tab is chosen. */
const FRAMES = 30;

/**
 * After a generate action, focus moves to what it produced. The button that started it may
 * be gone with its tab, and focus would fall to the page body, leaving a keyboard or screen
 * reader user at the top of the page. Call the returned function with a ref to the new
 * content; it is focused as soon as it is on screen.
 */
export function useFocusNewContent(): (target: Target) => void {
  const [target, setTarget] = React.useState<Target | null>(null);
  React.useEffect(() => {
    if (!target) return;
    let frame = 0;
    let left = FRAMES;
    const attempt = () => {
      const element = target.current;
      // Still `hidden` (a tab panel on its way in) cannot take the focus.
      if (element && element.getClientRects().length > 0) {
        element.focus();
        setTarget(null);
      } else if (left-- > 0) {
        frame = window.requestAnimationFrame(attempt);
      }
    };
    attempt();
    return () => window.cancelAnimationFrame(frame);
  }, [target]);
  return React.useCallback((next: Target) => setTarget(() => next), []);
}
