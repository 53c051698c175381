import { useEffect, useState } from 'react';

/** Whole seconds until a moment (0 once it has passed), ticking every second. */
export function useSecondsLeft(until: string | null): number {
  const end = until ? Date.parse(until) : 0;
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((end - now) / 1000));
  useEffect(() => {
    if (!until || left <= 0) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until, left]);
  return left;
}
