import { useLocation } from 'react-router-dom';

/** This page's path and query, to come back to (after adding a card, for instance). */
export function useHere(): string {
  const { pathname, search } = useLocation();
  return `${pathname}${search}`;
}
