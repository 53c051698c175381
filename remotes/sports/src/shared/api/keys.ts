// The sports area's query keys: every cached answer of the area sits under ['sports', path, ...].
import type { EndpointPath } from '@app/contract';

export function sportsKey(path: EndpointPath, ...rest: unknown[]): readonly unknown[] {
  return ['sports', path, ...rest];
}

/** The player's bets, open and settled (they change as bets are placed, settled and cashed out). */
export const BETS_KEY = sportsKey('/sports/bets/list');
/** The shell's balances (the header's), fetched again after money has moved. */
export const BALANCES_KEY = ['/wallet/balances/list'] as const;
