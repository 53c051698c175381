import { startTransition, useEffect, useState } from 'react';

/** Rows a long list draws at once: more than a phone's first screen holds. */
export const FIRST_ROWS = 12;
/** Rows added in each later step. */
export const MORE_ROWS = 12;

/**
 * How many rows of a list of `total` to draw: the first screen's worth at once, then the rest a
 * step at a time, each step a low-priority update in a task of its own, so that the browser paints
 * and answers taps between them rather than building fifty rows in one go.
 */
export function useRevealed(total: number, first: number = FIRST_ROWS, step: number = MORE_ROWS): number {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => startTransition(() => setShown((count) => count + step)), 0);
    return () => clearTimeout(timer);
  }, [shown, total, step]);
  return Math.min(shown, total);
}
