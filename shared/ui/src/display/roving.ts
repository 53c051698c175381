import { useRef, type KeyboardEvent } from 'react';

/**
 * Roving focus for a row of options (WAI-ARIA tabs and radio groups): one option is in the Tab
 * order, the arrow keys move to the previous or next option (wrapping), Home and End to the first
 * and last, skipping disabled ones; the option reached is focused and chosen.
 */
export function useRovingFocus(options: {
  count: number;
  current: number;
  isDisabled?: (index: number) => boolean;
  onMove: (index: number) => void;
}) {
  const { count, current, isDisabled = () => false, onMove } = options;
  const refs = useRef<(HTMLElement | null)[]>([]);

  const step = (from: number, delta: number): number => {
    for (let tries = 1; tries <= count; tries++) {
      const index = (((from + delta * tries) % count) + count) % count;
      if (!isDisabled(index)) return index;
    }
    return from;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    let next: number | null = null;
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') next = step(current, 1);
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') next = step(current, -1);
    else if (event.key === 'Home') next = step(-1, 1);
    else if (event.key === 'End') next = step(count, -1);
    if (next === null) return;
    event.preventDefault();
    onMove(next);
    refs.current[next]?.focus();
  };

  const itemProps = (index: number) => ({
    ref: (element: HTMLElement | null) => {
      refs.current[index] = element;
    },
    tabIndex: index === current ? 0 : -1,
  });

  return { onKeyDown, itemProps };
}
