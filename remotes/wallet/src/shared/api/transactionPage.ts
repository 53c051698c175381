import { queryOptions, useQuery } from '@tanstack/react-query';
import { post } from '@app/api';
import type { EndpointRequest, Transaction } from '@app/contract';
import { walletKey } from './keys.ts';

export type TransactionQuery = Omit<EndpointRequest<'/payment/transaction/page'>, 'page' | 'pageSize' | 'cursor'>;

export const TRANSACTION_PAGE_SIZE = 20;

/** One page of the player's transactions, newest first: the first, or the one after a page's cursor. */
export function fetchTransactionPage(query: TransactionQuery, pageSize = TRANSACTION_PAGE_SIZE, cursor?: string | null) {
  return post('/payment/transaction/page', { ...query, pageSize, ...(cursor ? { cursor } : {}) }, { context: { silent: true } });
}

/** The key every transaction query of the area starts with (a realtime update refreshes them all). */
export const transactionsKey = () => walletKey('/payment/transaction/page');

/** One transaction by id: undefined while loading, null when there is none. */
export function transactionOptions(transactionId: string) {
  return queryOptions({
    queryKey: [...transactionsKey(), 'one', transactionId],
    queryFn: async (): Promise<Transaction | null> => (await fetchTransactionPage({ transactionId }, 1)).list[0] ?? null,
    enabled: transactionId !== '',
  });
}

/** The newest transactions matching a query (a few, for a summary). */
export function latestTransactionsOptions(query: TransactionQuery, count: number) {
  return queryOptions({
    queryKey: [...transactionsKey(), 'latest', query, count],
    queryFn: async (): Promise<Transaction[]> => (await fetchTransactionPage(query, count)).list,
  });
}

export function useLatestTransactions(query: TransactionQuery, count: number, enabled = true) {
  return useQuery({ ...latestTransactionsOptions(query, count), enabled });
}
