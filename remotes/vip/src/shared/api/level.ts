import { queryOptions, useQuery } from '@tanstack/react-query';
import { post } from '@app/api';
import type { EndpointResponse } from '@app/contract';
import { levelKey } from './keys.ts';

export type VipStanding = EndpointResponse<'/user/vip/level/get'>;

/** The player's level, the next one, and how far they are on the way (in the base currency). */
export function levelOptions() {
  return queryOptions({
    queryKey: levelKey(),
    queryFn: (): Promise<VipStanding> => post('/user/vip/level/get', {}, { context: { silent: true } }),
  });
}

/** The player's standing; only asked for a signed-in player. */
export function useLevel({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...levelOptions(), enabled });
}
