import { queryOptions, useQuery } from '@tanstack/react-query';
import { post } from '@app/api';
import type { WalletRgConfig, WalletRgType } from '@app/contract';
import { accountKey } from './keys.ts';

/** The key every money-limit list starts with (a change refreshes them all). */
export const moneyLimitsKey = () => accountKey('/wallet/responsible-gambling/configs/list');

/** The player's money limits of one kind, or of every kind; with what each period has used. */
export function moneyLimitsOptions(type?: WalletRgType) {
  return queryOptions({
    queryKey: [...moneyLimitsKey(), type ?? 'all'],
    queryFn: async (): Promise<WalletRgConfig[]> =>
      (await post('/wallet/responsible-gambling/configs/list', type ? { type } : {}, { context: { silent: true } })).configs,
  });
}

export function useMoneyLimits(type?: WalletRgType, enabled = true) {
  return useQuery({ ...moneyLimitsOptions(type), enabled });
}
