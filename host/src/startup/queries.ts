import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { parseAccountSettings } from '@app/contract/account-settings';
import type { Currency, EndpointPath, EndpointRequest, EndpointResponse, IdempotentPath } from '@app/contract';
import { playerKey, post, publicKey } from '@app/api';
import {
  accountSettingsAtom,
  authAtom,
  balancesKnownAtom,
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
const BASE_CURRENCY = 'USD';

/** Start-up calls fail quietly: only logged, never toasted (spec section 7). */
function startupCall<P extends Exclude<EndpointPath, IdempotentPath>>(path: P, body: EndpointRequest<P>): Promise<EndpointResponse<P>> {
  return post(path, body, { context: { silent: true } }).catch((error: unknown) => {
    console.error(`Start-up call ${path} failed:`, error);
    throw error;
  });
}

/** Applies the currency rule (spec section 5) to a fresh currency list. */
function applyCurrencyList(currencies: Currency[]): void {
  store.set(currencyListAtom, currencies);
  const wallet = store.get(walletAtom);
  const currency = selectCurrency(currencies, wallet.currency || store.get(authAtom).currency);
  store.set(walletAtom, { ...wallet, currency });
  store.set(displayCurrencyAtom, currency);
}

/**
 * The start-up calls of spec section 7, with their conditions: currencies and account settings
 * always; balance and user info only with a userId; rates only with a userId and a non-empty
 * currency list, refreshed every 10 minutes.
 */
export function useStartupQueries(): void {
  const auth = useAtomValue(authAtom);
  const userId = auth.isLogin ? (auth.user?.userId ?? '') : '';
  const currencyList = useAtomValue(currencyListAtom);
  const codes = visibleCurrencyCodes(currencyList);

  const currencies = useQuery({
    queryKey: publicKey('/wallet/currencies/get'),
    queryFn: () => startupCall('/wallet/currencies/get', { aggregated: true }),
  });
  const settings = useQuery({
    queryKey: publicKey('/user/operator/account-settings/get'),
    queryFn: () => startupCall('/user/operator/account-settings/get', {}),
  });
  const balances = useQuery({
    queryKey: playerKey('/wallet/balances/list'),
    queryFn: () => startupCall('/wallet/balances/list', { userId }),
    enabled: userId !== '',
  });
  const userInfo = useQuery({
    queryKey: playerKey('/user/get'),
    queryFn: () => startupCall('/user/get', { userId }),
    enabled: userId !== '',
  });
  const rates = useQuery({
    queryKey: publicKey('/wallet/exchange-rates/base-currency', codes.join(',')),
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
    if (settings.data) store.set(accountSettingsAtom, parseAccountSettings(settings.data.accountSettings));
  }, [settings.data]);
  useEffect(() => {
    if (!balances.data) return;
    store.set(walletAtom, { ...store.get(walletAtom), balances: balances.data.balances });
    store.set(balancesKnownAtom, true);
  }, [balances.data]);
  useEffect(() => {
    store.set(userInfoAtom, userId && userInfo.data ? userInfo.data.userInfo : null);
  }, [userInfo.data, userId]);
  useEffect(() => {
    if (rates.data) store.set(currencyRateAtom, rates.data.exchangeRates);
  }, [rates.data]);
}
