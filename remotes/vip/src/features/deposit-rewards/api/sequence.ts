import { queryOptions, useQuery } from '@tanstack/react-query';
import { post } from '@app/api';
import type { EndpointResponse } from '@app/contract';
import { vipPlayerKey } from '../../../shared/api/keys.ts';

export type DepositRewards = EndpointResponse<'/wallet/deposit-reward/user-sequence'>;
export type DepositReward = DepositRewards['rewards'][number];

/** The deposit rewards in order, which the player has had, and which one the next deposit earns. */
export function depositRewardsOptions() {
  return queryOptions({
    queryKey: vipPlayerKey('/wallet/deposit-reward/user-sequence'),
    queryFn: (): Promise<DepositRewards> => post('/wallet/deposit-reward/user-sequence', {}, { context: { silent: true } }),
  });
}

export function useDepositRewards() {
  return useQuery(depositRewardsOptions());
}
