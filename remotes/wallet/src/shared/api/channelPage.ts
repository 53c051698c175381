import { queryOptions, useQuery } from '@tanstack/react-query';
import { post } from '@app/api';
import type { PaymentChannel } from '@app/contract';
import { walletKey } from './keys.ts';

export type Direction = 'deposit' | 'withdraw';

/** The payment channels of one currency and direction (deposit methods, withdrawal methods). */
export function channelPageOptions(currency: string, direction: Direction) {
  return queryOptions({
    queryKey: walletKey('/payment/channel/page', { currency, direction }),
    queryFn: async (): Promise<PaymentChannel[]> =>
      (await post('/payment/channel/page', { currency, direction, page: 1, pageSize: 100 }, { context: { silent: true } })).list,
    enabled: currency !== '',
    staleTime: 60_000,
  });
}

export function useChannels(currency: string, direction: Direction) {
  return useQuery(channelPageOptions(currency, direction));
}

/** One channel by id, from the same list. */
export function useChannel(currency: string, direction: Direction, channelId: string | null) {
  const query = useChannels(currency, direction);
  const channel = query.data?.find((entry) => entry.channelId === channelId) ?? null;
  return { ...query, channel };
}
