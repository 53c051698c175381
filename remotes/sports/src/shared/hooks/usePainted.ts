import { useEffect, useState } from 'react';

/** How long a page waits for a frame before it goes on anyway (a tab in the background paints none). */
export const PAINT_WAIT_MS = 250;

/**
 * False on the first render, true once the screen it drew has painted: the next frame, then a task
 * of its own (or after PAINT_WAIT_MS in a tab that paints no frame). A page's first calls wait for
 * it, so that setting them up does not hold back the first paint of what the page can show without
 * them (its title, its tabs); their answers come a frame later.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      clearTimeout(fallback);
      cancelAnimationFrame(frame);
      setPainted(true);
    };
    const fallback = setTimeout(done, PAINT_WAIT_MS);
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(done, 0);
    });
    return () => {
      clearTimeout(fallback);
      clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
  }, []);
  return painted;
}
