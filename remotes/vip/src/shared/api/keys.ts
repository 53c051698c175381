// The vip area's query keys: every cached answer of the area sits under ['vip', path, ...].
import type { EndpointPath } from '@app/contract';

export function vipKey(path: EndpointPath, ...rest: unknown[]): readonly unknown[] {
  return ['vip', path, ...rest];
}

/** The player's level and progress (it moves as bets settle). */
export const LEVEL_KEY = vipKey('/user/vip/level/get');
/** The rewards waiting to be claimed (one leaves the list once paid). */
export const CLAIMABLE_KEY = vipKey('/user/vip/reward/claimable/get');
/** Every currency's balance details: the bonus money and the wagering it still asks for. */
export const BALANCE_DETAILS_KEY = vipKey('/wallet/balance/details');
/** The shell's balances (the header's), fetched again after money has moved. */
export const BALANCES_KEY = ['/wallet/balances/list'] as const;
