import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { playerKey, post } from '@app/api';
import type { UserInfo } from '@app/contract';
import { authAtom, store, userInfoAtom } from '@app/state';

/**
 * The key of the player's details: the host's own start-up query uses the same one, so a change
 * made here (or an invalidation of this key) reaches the header, the guards and every area.
 */
export const userInfoKey = () => playerKey('/user/get');

export function userInfoOptions(userId: string) {
  return queryOptions({
    queryKey: userInfoKey(),
    queryFn: () => post('/user/get', { userId }, { context: { silent: true } }),
    enabled: userId !== '',
  });
}

/** The signed-in player's id, empty for a visitor. */
export function useUserId(): string {
  const auth = useAtomValue(authAtom);
  return auth.isLogin ? (auth.user?.userId ?? '') : '';
}

/** The player's details, fresh from the platform, kept in the shared user state as they arrive. */
export function useUserInfo() {
  const userId = useUserId();
  const query = useQuery({ ...userInfoOptions(userId), select: (answer) => answer.userInfo });
  const { data } = query;
  useEffect(() => {
    if (data) store.set(userInfoAtom, data);
  }, [data]);
  return query;
}

/** The details the platform answered a change with: in the cache and the shared user state at once. */
export function keepUserInfo(client: QueryClient, userInfo: UserInfo): void {
  client.setQueryData(userInfoOptions(userInfo.userId).queryKey, { userInfo });
  store.set(userInfoAtom, userInfo);
}

/** Everything that shows the player's details loads them again (after the email is verified). */
export function refreshUserInfo(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: userInfoKey() });
}
