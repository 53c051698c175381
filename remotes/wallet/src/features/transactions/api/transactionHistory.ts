import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  fetchTransactionPage,
  TRANSACTION_PAGE_SIZE,
  transactionsKey,
  type TransactionQuery,
} from '../../../shared/api/transactionPage.ts';

/**
 * The player's history, newest first, a page of 20 at a time as the list is scrolled: each page
 * goes on from where the last one ended (its cursor), so payments made meanwhile neither repeat a
 * row nor push one out of the list.
 */
export function transactionHistoryOptions(query: TransactionQuery) {
  return infiniteQueryOptions({
    queryKey: [...transactionsKey(), 'history', query],
    queryFn: ({ pageParam }) => fetchTransactionPage(query, TRANSACTION_PAGE_SIZE, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useTransactionHistory(query: TransactionQuery) {
  return useInfiniteQuery(transactionHistoryOptions(query));
}
