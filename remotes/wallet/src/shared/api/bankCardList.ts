import { queryOptions, useQuery } from '@tanstack/react-query';
import { post } from '@app/api';
import type { BankCard } from '@app/contract';
import { walletKey } from './keys.ts';

/** The player's bank cards, the default one first. */
export function bankCardListOptions() {
  return queryOptions({
    queryKey: walletKey('/payment/bankcard/list'),
    queryFn: async (): Promise<BankCard[]> => {
      const { bankCards } = await post('/payment/bankcard/list', {}, { context: { silent: true } });
      return [...bankCards].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
    },
  });
}

export function useBankCards() {
  return useQuery(bankCardListOptions());
}
