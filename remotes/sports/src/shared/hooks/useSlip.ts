import { useMemo, useSyncExternalStore } from 'react';
import type { Market, SportsEvent } from '@app/contract';
import { legOf, toggleLeg, type SlipState } from '../model/slip.ts';
import { slipStore } from '../model/stores.ts';

/** The bet slip, re-rendering whenever it changes (here, on another page or in another tab). */
export function useSlip(): SlipState {
  return useSyncExternalStore(slipStore.subscribe, slipStore.get, slipStore.get);
}

/** The selections on the slip, for the odds buttons to show which are picked. */
export function useSlipSelections(): ReadonlySet<string> {
  const { legs } = useSlip();
  return useMemo(() => new Set(legs.map((leg) => leg.selectionId)), [legs]);
}

/** A tap on odds: the selection goes on the slip, or comes off when it is on it already. */
export function toggleSelection(event: SportsEvent, market: Market, selectionId: string): void {
  const leg = legOf(event, market, selectionId);
  if (leg) slipStore.set((slip) => toggleLeg(slip, leg));
}
