import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** One query parameter of the page's URL, and a way to change some (the others are kept). */
export function useQueryParams() {
  const [params, setParams] = useSearchParams();
  const get = useCallback((name: string) => params.get(name), [params]);
  const update = useCallback(
    (changes: Record<string, string | null>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return { get, update };
}
