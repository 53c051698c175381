import { useEffect, useRef, useState } from 'react';

/** How near the screen the end of what is shown is when the next rows are drawn. */
const NEAR_MARGIN = '0px 0px 600px 0px';

/**
 * How many of `total` rows to draw: `step` at first, `step` more each time the marker (put after
 * the last row drawn) comes within NEAR_MARGIN of the screen, all of them where there is no
 * IntersectionObserver. A long list's first screen then draws what is seen, not every row at once
 * (one long task on a phone); scrolling, or moving the focus to the end, draws the rest.
 */
export function useRevealed(total: number, step: number): { count: number; marker: React.RefObject<HTMLDivElement | null> } {
  const canObserve = typeof IntersectionObserver !== 'undefined';
  const [count, setCount] = useState(step);
  const marker = useRef<HTMLDivElement>(null);
  const more = canObserve && count < total;
  useEffect(() => {
    const element = marker.current;
    if (!more || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setCount((shown) => shown + step);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [more, step, count]);
  return { count: canObserve ? Math.min(count, total) : total, marker };
}
