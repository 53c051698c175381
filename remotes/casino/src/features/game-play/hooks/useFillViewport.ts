import { useLayoutEffect, useRef, useState } from 'react';

/** The smallest height a game is given, even on a very short screen (landscape phones scroll). */
const MIN_HEIGHT = 320;

/**
 * The height that lets an element reach the bottom of the screen from where it starts on the
 * page, kept up to date as the screen turns or the browser's bars come and go.
 */
export function useFillViewport<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [height, setHeight] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    const measure = () => {
      const element = ref.current;
      if (!element) return;
      const top = element.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(MIN_HEIGHT, Math.floor(window.innerHeight - top)));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  return { ref, height };
}
