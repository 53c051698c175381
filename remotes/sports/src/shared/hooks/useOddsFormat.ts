import { useSyncExternalStore } from 'react';
import type { OddsFormat } from '../model/odds.ts';
import { oddsFormatStore } from '../model/stores.ts';

/** The odds format the player chose, and a way to change it (kept in this browser). */
export function useOddsFormat(): [OddsFormat, (format: OddsFormat) => void] {
  const format = useSyncExternalStore(oddsFormatStore.subscribe, oddsFormatStore.get, oddsFormatStore.get);
  return [format, oddsFormatStore.set];
}
