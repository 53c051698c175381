import { useWalletCurrency } from './useCurrency.ts';
import { useQueryParams } from './useQueryParams.ts';

/** A card payment page's query: the currency (with its decimals), the channel, the card and the amount. */
export function useCardQuery(direction: 'deposit' | 'withdraw') {
  const query = useQueryParams();
  const { currency, decimals } = useWalletCurrency(query.get('currency'), direction === 'withdraw' ? 'withdraw' : 'other');
  return { currency, decimals, channelId: query.get('channelId'), bankCardId: query.get('bankCardId'), amount: query.get('amount') };
}
