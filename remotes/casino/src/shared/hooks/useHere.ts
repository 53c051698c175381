import { useLocation } from 'react-router-dom';

/** This page's path and query, to come back to after signing in. */
export function useHere(): string {
  const { pathname, search } = useLocation();
  return `${pathname}${search}`;
}
