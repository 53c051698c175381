// The start-up configuration every page loads: the currencies, the operator's account settings, the site config.
import { DEFAULT_ACCOUNT_SETTINGS, type EndpointResponse } from '@app/contract';
import { answer, apiPath, jsonResponse, type FakeRoutes } from './fakeApi.ts';

type Currencies = EndpointResponse<'/wallet/currencies/get'>['currencies'];
type AccountSettings = EndpointResponse<'/user/operator/account-settings/get'>['accountSettings'];

export const FAKE_CURRENCIES: Currencies = [
  { currency: 'USD', name: 'US dollar', decimals: 2, aggregatedEnabled: true, aggregatedHidden: false },
  { currency: 'EUR', name: 'Euro', decimals: 2, aggregatedEnabled: true, aggregatedHidden: false },
  { currency: 'VND', name: 'Vietnamese dong', decimals: 0, aggregatedEnabled: true, aggregatedHidden: true },
];

/** The start-up configuration: currencies, account settings, the site config. */
export function configRoutes(options: { currencies?: Currencies; accountSettings?: AccountSettings; site?: Record<string, unknown> } = {}) {
  return {
    [apiPath('/wallet/currencies/get')]: answer('/wallet/currencies/get', { currencies: options.currencies ?? FAKE_CURRENCIES }),
    [apiPath('/user/operator/account-settings/get')]: answer('/user/operator/account-settings/get', {
      accountSettings: options.accountSettings ?? DEFAULT_ACCOUNT_SETTINGS,
    }),
    '/site/config.json': () => jsonResponse(options.site ?? {}),
  } satisfies FakeRoutes;
}
