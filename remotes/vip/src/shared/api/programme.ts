import { queryOptions, useQuery } from '@tanstack/react-query';
import { post } from '@app/api';
import type { EndpointResponse } from '@app/contract';
import { vipKey } from './keys.ts';

export type VipProgramme = EndpointResponse<'/user/vip/operator/settings/get'>;
export type VipLevel = VipProgramme['levels'][number];

/** The programme as the operator set it up: the ladder with each level's benefits, the cash-share bounds and the bonus rules. Public. */
export function programmeOptions() {
  return queryOptions({
    queryKey: vipKey('/user/vip/operator/settings/get'),
    queryFn: (): Promise<VipProgramme> => post('/user/vip/operator/settings/get', {}, { context: { silent: true } }),
    staleTime: 5 * 60_000,
  });
}

export function useProgramme() {
  return useQuery(programmeOptions());
}
