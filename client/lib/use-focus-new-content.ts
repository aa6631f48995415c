import * as React from "react";

type Target = React.RefObject<HTMLElement | null>;

/**
 * After a generate action, focus moves to what it produced. The button that started it may
 * be gone with its tab, and focus would fall to the page body, leaving a keyboard or screen
 * reader user at the top of the page. Call the returned function with a ref to the new
 * content; it is focused as soon as it has rendered.
 */
export function useFocusNewContent(): (target: Target) => void {
  const [target, setTarget] = React.useState<Target | null>(null);
  React.useEffect(() => {
    const element = target?.current;
    if (!element) return;
    element.focus();
    setTarget(null);
  });
  return React.useCallback((next: Target) => setTarget(() => next), []);
}
