import { queryOptions, useQuery } from '@tanstack/react-query';
import { post } from '@app/api';
import type { EndpointResponse } from '@app/contract';
import { balanceDetailsKey } from '../../../shared/api/keys.ts';

type Answer = EndpointResponse<'/wallet/balance/details'>;
/** One currency's balance with the wagering its bonus asks for, and the bonus lots (oldest first). */
export type BalanceDetails = Answer['balance'] & { lots: Answer['lots'] };

/** One currency's cash and bonus money, with the wagering the bonus still asks for and each lot's progress. */
export function balanceDetailsOptions(currency: string) {
  return queryOptions({
    queryKey: [...balanceDetailsKey(), currency],
    queryFn: async (): Promise<BalanceDetails> => {
      const answer = await post('/wallet/balance/details', { currency }, { context: { silent: true } });
      return { ...answer.balance, lots: answer.lots ?? [] };
    },
  });
}

export function useBalanceDetails(currency: string) {
  return useQuery({ ...balanceDetailsOptions(currency), enabled: currency !== '' });
}
