import { queryOptions, useQuery } from '@tanstack/react-query';
import { post } from '@app/api';
import { walletKey } from '../../../shared/api/keys.ts';

/** The player's own stable address on a bank-transfer channel (and the memo the transfer carries). */
export function paymentAddressOptions(currency: string, channelId: string) {
  return queryOptions({
    queryKey: walletKey('/payment/address/get', { currency, channelId }),
    queryFn: () => post('/payment/address/get', { currency, channelId }, { context: { silent: true } }),
    staleTime: Infinity,
  });
}

export function usePaymentAddress(currency: string, channelId: string) {
  return useQuery(paymentAddressOptions(currency, channelId));
}
