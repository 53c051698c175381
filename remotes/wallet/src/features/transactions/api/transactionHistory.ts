import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  fetchTransactionPage,
  TRANSACTION_PAGE_SIZE,
  transactionsKey,
  type TransactionQuery,
} from '../../../shared/api/transactionPage.ts';

/** The player's history, newest first, a page of 20 at a time as the list is scrolled. */
export function transactionHistoryOptions(query: TransactionQuery) {
  return infiniteQueryOptions({
    queryKey: [...transactionsKey(), 'history', query],
    queryFn: ({ pageParam }) => fetchTransactionPage(query, pageParam, TRANSACTION_PAGE_SIZE),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total && last.list.length > 0 ? last.page + 1 : undefined),
  });
}

export function useTransactionHistory(query: TransactionQuery) {
  return useInfiniteQuery(transactionHistoryOptions(query));
}
