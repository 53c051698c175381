import { queryOptions, useQuery } from '@tanstack/react-query';
import { post } from '@app/api';
import type { EndpointResponse } from '@app/contract';
import { walletKey } from './keys.ts';

export type BalanceDetails = EndpointResponse<'/wallet/balance/details'>['balance'];

/** The key of every currency's details (a balance update refreshes them all). */
export const balanceDetailsKey = () => walletKey('/wallet/balance/details');

/** One currency's cash, what of it may be withdrawn now, and what is held for withdrawals under way. */
export function balanceDetailsOptions(currency: string) {
  return queryOptions({
    queryKey: [...balanceDetailsKey(), currency],
    queryFn: async (): Promise<BalanceDetails> =>
      (await post('/wallet/balance/details', { currency }, { context: { silent: true } })).balance,
    enabled: currency !== '',
  });
}

export function useBalanceDetails(currency: string, enabled = true) {
  return useQuery({ ...balanceDetailsOptions(currency), enabled: enabled && currency !== '' });
}
