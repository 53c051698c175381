import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Transaction } from '@app/contract';
import { fetchTransactionPage, transactionsKey } from '../../../shared/api/transactionPage.ts';

/** The most withdrawals under way shown at once (a player rarely has more than a few). */
const PENDING_LIMIT = 50;

/** The player's withdrawals still under way (in review or approved and being paid), newest first. */
export function pendingWithdrawalsOptions() {
  return queryOptions({
    queryKey: [...transactionsKey(), 'pending-withdrawals'],
    queryFn: async (): Promise<Transaction[]> => {
      const pages = await Promise.all(
        (['reviewing', 'approved'] as const).map((status) => fetchTransactionPage({ type: 'withdraw', status }, PENDING_LIMIT)),
      );
      return pages.flatMap((page) => page.list).sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
    },
  });
}

export function usePendingWithdrawals() {
  return useQuery(pendingWithdrawalsOptions());
}
