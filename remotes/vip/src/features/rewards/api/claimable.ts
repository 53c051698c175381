import { queryOptions, useQuery } from '@tanstack/react-query';
import { post } from '@app/api';
import type { EndpointResponse } from '@app/contract';
import { claimableKey } from '../../../shared/api/keys.ts';

export type VipReward = EndpointResponse<'/user/vip/reward/claimable/get'>['rewards'][number];

/** The player's rewards waiting to be claimed, each with its amount and cash share. */
export function claimableOptions() {
  return queryOptions({
    queryKey: claimableKey(),
    queryFn: async (): Promise<VipReward[]> => (await post('/user/vip/reward/claimable/get', {}, { context: { silent: true } })).rewards,
  });
}

export function useClaimable() {
  return useQuery(claimableOptions());
}
