import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Currency, EndpointPath, EndpointRequest, EndpointResponse } from '@app/contract';
import { post, queryClient, QUERY_CACHE_MS } from '@app/api';
import {
  accountSettingsAtom,
  authAtom,
  type AuthState,
  currencyListAtom,
  currencyRateAtom,
  displayCurrencyAtom,
  selectCurrency,
  store,
  userInfoAtom,
  visibleCurrencyCodes,
  walletAtom,
} from '@app/state';

/** Exchange rates refresh every 10 minutes against USD (spec section 9). */
export const RATES_REFRESH_MS = 600_000;
export const BASE_CURRENCY = 'USD';

/** Start-up calls fail quietly: only logged, never toasted (spec section 7). */
function startupCall<P extends EndpointPath>(path: P, body: EndpointRequest<P>): Promise<EndpointResponse<P>> {
  return post(path, body, { context: { silent: true } }).catch((error: unknown) => {
    console.error(`Start-up call ${path} failed:`, error);
    throw error;
  });
}

/** Applies the currency rule (spec section 5) to a fresh currency list. */
export function applyCurrencyList(currencies: Currency[]): void {
  store.set(currencyListAtom, currencies);
  const wallet = store.get(walletAtom);
  const currency = selectCurrency(currencies, wallet.currency || store.get(authAtom).currency);
  store.set(walletAtom, { ...wallet, currency });
  store.set(displayCurrencyAtom, currency);
}

/**
 * The start-up calls that need no earlier answer: the same queries for the hook and for the
 * prefetch. An answer is fresh for the cache's lifetime, so the hook mounting after the prefetch
 * reads it instead of asking again, and a failed call is not repeated on mount (no retries).
 */
const ONCE = { staleTime: QUERY_CACHE_MS, retryOnMount: false } as const;
const currenciesQuery = queryOptions({
  ...ONCE,
  queryKey: ['/wallet/currencies/get'],
  queryFn: () => startupCall('/wallet/currencies/get', { aggregated: true }),
});
const settingsQuery = queryOptions({
  ...ONCE,
  queryKey: ['/user/operator/account-settings/get'],
  queryFn: () => startupCall('/user/operator/account-settings/get', {}),
});
const balancesQuery = (userId: string) =>
  queryOptions({
    ...ONCE,
    queryKey: ['/wallet/balances/list', userId],
    queryFn: () => startupCall('/wallet/balances/list', { userId }),
    enabled: userId !== '',
  });
const userInfoQuery = (userId: string) =>
  queryOptions({
    ...ONCE,
    queryKey: ['/user/get', userId],
    queryFn: () => startupCall('/user/get', { userId }),
    enabled: userId !== '',
  });

/** The signed-in player's id, or '' when signed out. */
function currentUserId(auth: AuthState): string {
  return auth.isLogin ? (auth.user?.userId ?? '') : '';
}

/**
 * Starts, before the first render, the start-up calls whose answers a signed-in player's first
 * screen shows (the header's balance in the chosen currency): they run beside the texts and the
 * first page instead of after the app has mounted. A signed-out visitor's first screen shows none
 * of them, so nothing starts early and nothing competes with the page. The queries (and their
 * answers) are the ones `useStartupQueries` then reads; a failure is left to it (logged, never
 * toasted).
 */
export function prefetchStartupQueries(client = queryClient): void {
  const userId = currentUserId(store.get(authAtom));
  if (!userId) return;
  void client.prefetchQuery(currenciesQuery);
  void client.prefetchQuery(settingsQuery);
  void client.prefetchQuery(balancesQuery(userId));
  void client.prefetchQuery(userInfoQuery(userId));
}

/**
 * The start-up calls of spec section 7, with their conditions: currencies and account settings
 * always; balance and user info only with a userId; rates only with a userId and a non-empty
 * currency list, refreshed every 10 minutes.
 */
export function useStartupQueries(): void {
  const userId = currentUserId(useAtomValue(authAtom));
  const currencyList = useAtomValue(currencyListAtom);
  const codes = visibleCurrencyCodes(currencyList);

  const currencies = useQuery(currenciesQuery);
  const settings = useQuery(settingsQuery);
  const balances = useQuery(balancesQuery(userId));
  const userInfo = useQuery(userInfoQuery(userId));
  const rates = useQuery({
    queryKey: ['/wallet/exchange-rates/base-currency', userId, codes.join(',')],
    queryFn: () =>
      startupCall('/wallet/exchange-rates/base-currency', {
        currencies: codes,
        baseCurrency: BASE_CURRENCY,
      }),
    enabled: userId !== '' && codes.length > 0,
    refetchInterval: RATES_REFRESH_MS,
  });

  useEffect(() => {
    if (currencies.data) applyCurrencyList(currencies.data.currencies);
  }, [currencies.data]);
  useEffect(() => {
    if (settings.data) store.set(accountSettingsAtom, settings.data.accountSettings);
  }, [settings.data]);
  useEffect(() => {
    if (balances.data) store.set(walletAtom, { ...store.get(walletAtom), balances: balances.data.balances });
  }, [balances.data]);
  useEffect(() => {
    store.set(userInfoAtom, userId && userInfo.data ? userInfo.data.userInfo : null);
  }, [userInfo.data, userId]);
  useEffect(() => {
    if (rates.data) store.set(currencyRateAtom, rates.data.exchangeRates);
  }, [rates.data]);
}
