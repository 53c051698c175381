// The casino's query keys: every cached answer of the area sits under ['casino', path, ...].
import type { EndpointPath } from '@app/contract';

export function casinoKey(path: EndpointPath, ...rest: unknown[]): readonly unknown[] {
  return ['casino', path, ...rest];
}

/** Every cached list of the player's bets (refreshed after each bet). */
export const BETS_KEY = casinoKey('/game/bets/list');
