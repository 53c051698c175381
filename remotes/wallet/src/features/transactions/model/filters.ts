// The history's filters: read from and written to the page's query (so a reload or a link keeps
// them), checked against the values the platform takes, and turned into the page request.
import { z } from 'zod';
import { currencyCodeSchema, type TransactionStatus, type TransactionType } from '@app/contract';
import { messageKey } from '@app/ui/forms';
import type { TransactionQuery } from '../../../shared/api/transactionPage.ts';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '../../../shared/model/status.ts';

export interface HistoryFilters {
  type: TransactionType | null;
  currency: string | null;
  status: TransactionStatus | null;
  /** First and last calendar days, inclusive (YYYY-MM-DD). */
  from: string | null;
  to: string | null;
}

export const NO_FILTERS: HistoryFilters = { type: null, currency: null, status: null, from: null, to: null };
export const FILTER_NAMES = ['type', 'currency', 'status', 'from', 'to'] as const;
export type FilterName = (typeof FILTER_NAMES)[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string) => DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/**
 * The filters a query string asks for; values the platform would refuse are left out (a currency
 * is checked against the visible ones once they are known, against the code's shape before).
 */
export function filtersFrom(get: (name: string) => string | null, currencies: readonly string[]): HistoryFilters {
  const type = get('type');
  const status = get('status');
  const currency = get('currency');
  const from = get('from');
  const to = get('to');
  return {
    type: TRANSACTION_TYPES.find((entry) => entry === type) ?? null,
    currency:
      currency && (currencies.length === 0 ? currencyCodeSchema.safeParse(currency).success : currencies.includes(currency))
        ? currency
        : null,
    status: TRANSACTION_STATUSES.find((entry) => entry === status) ?? null,
    from: from && isDay(from) ? from : null,
    to: to && isDay(to) && !(from && isDay(from) && to < from) ? to : null,
  };
}

/** The page request's filters (only those set). */
export function pageQuery(filters: HistoryFilters): TransactionQuery {
  const query: TransactionQuery = {};
  if (filters.type) query.type = filters.type;
  if (filters.currency) query.currency = filters.currency;
  if (filters.status) query.status = filters.status;
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  return query;
}

/** How many filters are set. */
export function activeCount(filters: HistoryFilters): number {
  return FILTER_NAMES.filter((name) => filters[name] !== null).length;
}

/** The filter sheet's form: selects hold '' for "any", dates are days with the first not after the last. */
export const filterFormSchema = z
  .object({
    type: z.union([z.literal(''), z.enum(TRANSACTION_TYPES)]),
    currency: z.string(),
    status: z.union([z.literal(''), z.enum(TRANSACTION_STATUSES)]),
    from: z.string().refine((value) => value === '' || isDay(value), { error: messageKey('forms.errors.date') }),
    to: z.string().refine((value) => value === '' || isDay(value), { error: messageKey('forms.errors.date') }),
  })
  .refine((values) => !values.from || !values.to || values.from <= values.to, {
    error: messageKey('wallet:transactions.filters.toBeforeFrom'),
    path: ['to'],
  });
export type FilterFormValues = z.input<typeof filterFormSchema>;

export function formValues(filters: HistoryFilters): FilterFormValues {
  return {
    type: filters.type ?? '',
    currency: filters.currency ?? '',
    status: filters.status ?? '',
    from: filters.from ?? '',
    to: filters.to ?? '',
  };
}
