import { queryOptions, useQuery } from '@tanstack/react-query';
import { post } from '@app/api';
import type { EndpointResponse } from '@app/contract';
import { balanceDetailsKey } from '../../../shared/api/keys.ts';

export type BalanceDetails = EndpointResponse<'/wallet/balance/details'>['balance'];

/** One currency's cash and bonus money, with the wagering the bonus still asks for and how much is done. */
export function balanceDetailsOptions(currency: string) {
  return queryOptions({
    queryKey: [...balanceDetailsKey(), currency],
    queryFn: async (): Promise<BalanceDetails> =>
      (await post('/wallet/balance/details', { currency }, { context: { silent: true } })).balance,
  });
}

export function useBalanceDetails(currency: string) {
  return useQuery({ ...balanceDetailsOptions(currency), enabled: currency !== '' });
}
