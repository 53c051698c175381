import { useEffect, useRef, useState } from 'react';
import { oddsMove } from '../model/odds.ts';

/** How long odds that moved stay marked up or down. */
export const FLASH_MS = 1600;

/** Which way the odds last moved, for a short while after they moved (null otherwise). */
export function useOddsFlash(odds: string | undefined): 'up' | 'down' | null {
  const previous = useRef(odds);
  const [move, setMove] = useState<{ direction: 'up' | 'down'; at: number } | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = odds;
    if (!before || !odds || before === odds) return undefined;
    const direction = oddsMove(before, odds);
    if (!direction) return undefined;
    setMove({ direction, at: Date.now() });
    const timer = setTimeout(() => setMove(null), FLASH_MS);
    return () => clearTimeout(timer);
  }, [odds]);
  return move?.direction ?? null;
}
