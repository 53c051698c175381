// A transaction pushed over the socket, merged into whatever the area has cached: one transaction,
// a short list, or the pages of the history. Pure, so the rules are tested without React.
import type { Transaction } from '@app/contract';
import { isNewer } from './status.ts';

export interface TransactionPageData {
  list: Transaction[];
  page: number;
  pageSize: number;
  total: number;
}
export interface PagedData {
  pages: TransactionPageData[];
  pageParams: unknown[];
}

export type Patched<T> = { data: T; found: boolean };

function replaceIn(list: Transaction[], update: Transaction): Patched<Transaction[]> {
  const index = list.findIndex((entry) => entry.transactionId === update.transactionId);
  if (index === -1) return { data: list, found: false };
  const current = list[index];
  if (current && !isNewer(update, current)) return { data: list, found: true };
  const next = [...list];
  next[index] = update;
  return { data: next, found: true };
}

function isPaged(data: unknown): data is PagedData {
  return typeof data === 'object' && data !== null && Array.isArray((data as PagedData).pages);
}

function isTransaction(data: unknown): data is Transaction {
  return typeof data === 'object' && data !== null && typeof (data as Transaction).transactionId === 'string';
}

/**
 * The cached data with the update in place of the older copy. `found` is false when the cache
 * does not hold that transaction (a list should then be fetched again: it may now belong in it).
 */
export function patchTransaction(data: unknown, update: Transaction): Patched<unknown> {
  if (isTransaction(data)) {
    if (data.transactionId !== update.transactionId) return { data, found: false };
    return { data: isNewer(update, data) ? update : data, found: true };
  }
  if (Array.isArray(data)) return replaceIn(data as Transaction[], update);
  if (isPaged(data)) {
    let found = false;
    const pages = data.pages.map((page) => {
      const patched = replaceIn(page.list, update);
      found ||= patched.found;
      return patched.data === page.list ? page : { ...page, list: patched.data };
    });
    return { data: found ? { ...data, pages } : data, found };
  }
  return { data, found: false };
}
