import { useEffect, useState } from 'react';
import { afterPaint } from '@app/ui/paint';

/**
 * False on the first render, true once the screen it drew has painted (`afterPaint`). A page's
 * first calls wait for it, so that setting them up does not hold back the first paint of what the
 * page can show without them (its title, its tabs); their answers come a frame later. A page drawn
 * in the server (no document there) has no paint to wait for: its calls are made for the draw.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(() => typeof document === 'undefined');
  useEffect(() => {
    let mounted = true;
    void afterPaint().then(() => {
      if (mounted) setPainted(true);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return painted;
}
