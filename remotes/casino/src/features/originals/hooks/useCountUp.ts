import { useEffect, useState } from 'react';
import { useReducedMotion } from '../../../shared/hooks/useReducedMotion.ts';

/**
 * A number that runs up to its new value over `duration` ms (at once when the player asked for
 * less motion), and whether it has arrived: the result is announced only once it shows.
 */
export function useCountUp(target: number | null, duration = 600): { value: number | null; settled: boolean } {
  const reduced = useReducedMotion();
  const [value, setValue] = useState<number | null>(target);
  const [settled, setSettled] = useState(true);
  useEffect(() => {
    if (target === null) {
      setValue(null);
      setSettled(true);
      return;
    }
    if (reduced || typeof requestAnimationFrame !== 'function') {
      setValue(target);
      setSettled(true);
      return;
    }
    setSettled(false);
    const start = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const progress = Math.min(1, (now - start) / duration);
      const eased = 1 - (1 - progress) ** 3;
      setValue(target * eased);
      if (progress < 1) frame = requestAnimationFrame(step);
      else setSettled(true);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, duration, reduced]);
  return { value, settled };
}
