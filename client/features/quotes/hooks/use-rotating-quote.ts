import * as React from "react";

export const QUOTE_ROTATION_MS = 15_000;
export const QUOTE_FADE_MS = 500;

function randomOtherIndex(current: number, length: number): number {
  if (length < 2) return current;
  const pick = Math.floor(Math.random() * (length - 1));
  return pick >= current ? pick + 1 : pick;
}

/**
 * Shows the first item, then a random different one every 15 s, fading out for 500 ms before
 * each swap. `next()` swaps by hand with the same fade and restarts the timer.
 */
export function useRotatingQuote<T>(items: readonly T[] | undefined) {
  const [index, setIndex] = React.useState(0);
  const [visible, setVisible] = React.useState(true);
  const [swaps, setSwaps] = React.useState(0);
  const fading = React.useRef(false);
  const length = items?.length ?? 0;

  const next = React.useCallback(() => {
    if (fading.current || length < 2) return;
    fading.current = true;
    setVisible(false);
    window.setTimeout(() => {
      setIndex((current) => randomOtherIndex(current, length));
      setVisible(true);
      setSwaps((n) => n + 1);
      fading.current = false;
    }, QUOTE_FADE_MS);
  }, [length]);

  // Re-armed after every swap, so a manual swap restarts the 15 s wait.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `swaps` restarts the timer on purpose
  React.useEffect(() => {
    if (length < 2) return;
    const timer = window.setTimeout(next, QUOTE_ROTATION_MS);
    return () => window.clearTimeout(timer);
  }, [length, next, swaps]);

  return { item: items?.[index], visible, next };
}
