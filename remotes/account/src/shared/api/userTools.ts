import { queryOptions, useQuery } from '@tanstack/react-query';
import { post } from '@app/api';
import type { UserRgConfig } from '@app/contract';
import { accountKey } from './keys.ts';

/** The key of the player's account tools (a change to any of them refreshes it). */
export const userToolsKey = () => accountKey('/user/responsible-gambling/config/get');

/** The player's account tools: reality check, session limit, and a time-out or self-exclusion in force. */
export function userToolsOptions() {
  return queryOptions({
    queryKey: userToolsKey(),
    queryFn: async (): Promise<UserRgConfig[]> =>
      (await post('/user/responsible-gambling/config/get', {}, { context: { silent: true } })).configs,
  });
}

export function useUserTools(enabled = true) {
  return useQuery({ ...userToolsOptions(), enabled });
}
