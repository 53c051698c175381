import { useEffect, useState, type RefObject } from 'react';

/** How far below (or above) the screen a part counts as near: about half a phone's screen. */
export const NEAR_SCREEN_MARGIN = '400px 0px';

/**
 * Whether an element has come within NEAR_SCREEN_MARGIN of the screen (once true, it stays true):
 * a part below the first screen is drawn, and its data asked for, only as the player scrolls
 * towards it. True from the start when `wait` is false, and where the browser cannot tell.
 */
export function useNearScreen(ref: RefObject<Element | null>, wait = true): boolean {
  const [near, setNear] = useState(() => !wait || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_SCREEN_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}
