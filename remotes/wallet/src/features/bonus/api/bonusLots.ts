import { queryOptions, useQuery } from '@tanstack/react-query';
import { post } from '@app/api';
import type { EndpointResponse } from '@app/contract';
import { balanceDetailsKey } from '../../../shared/api/balanceDetails.ts';

export type BonusLot = EndpointResponse<'/wallet/balance/details'>['lots'][number];

/** One currency's bonus lots, oldest first (those still wagering and the completed ones with money left). */
export function bonusLotsOptions(currency: string) {
  return queryOptions({
    queryKey: [...balanceDetailsKey(), currency, 'lots'],
    queryFn: async (): Promise<BonusLot[]> =>
      (await post('/wallet/balance/details', { currency }, { context: { silent: true } })).lots ?? [],
  });
}

export function useBonusLots(currency: string) {
  return useQuery({ ...bonusLotsOptions(currency), enabled: currency !== '' });
}

/**
 * Gives up a bonus still wagering: what is left of it goes back to the operator. A money-moving
 * call: the Idempotency-Key makes a double tap or a retry forfeit it once.
 */
export function forfeitLot(lotId: string, idempotencyKey: string): Promise<EndpointResponse<'/wallet/bonus/forfeit'>> {
  return post('/wallet/bonus/forfeit', { lotId }, { idempotencyKey, context: { silent: true } });
}
