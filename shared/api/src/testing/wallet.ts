// The player's wallet as the host and more than one area see it: balances, exchange rates, a
// currency's balance details and its bonus lots.
import { toMinor, type EndpointResponse } from '@app/contract';
import { answer, apiPath, jsonResponse, type FakeRoutes } from './fakeApi.ts';

type Balances = EndpointResponse<'/wallet/balances/list'>['balances'];
export type BalanceDetails = EndpointResponse<'/wallet/balance/details'>['balance'];
export type BonusLotEntry = EndpointResponse<'/wallet/balance/details'>['lots'][number];

/** The signed-in player's wallet: balances and exchange rates against USD. */
export function walletRoutes(options: { balances?: Balances; rates?: Record<string, string> } = {}) {
  return {
    [apiPath('/wallet/balances/list')]: answer('/wallet/balances/list', {
      balances: options.balances ?? [{ currency: 'USD', cash: '0', operatorBonus: '0' }],
    }),
    [apiPath('/wallet/exchange-rates/base-currency')]: () => jsonResponse({ exchangeRates: options.rates ?? { USD: '1' } }),
  } satisfies FakeRoutes;
}

/** A currency's balance details: 100 USD cash, all of it withdrawable, no bonus money, unless overridden. */
export function fakeBalanceDetails(overrides: Partial<BalanceDetails> = {}): BalanceDetails {
  return {
    currency: 'USD',
    cash: '100',
    operatorBonus: '0',
    withdrawable: '100',
    pendingWithdrawal: '0',
    wageringRequired: '0',
    wageringDone: '0',
    ...overrides,
  };
}

/** A lot of 100 bonus money credited a day ago, 1,000 of its 3,000 wagered, expiring in 29 days, unless overridden. */
export function fakeBonusLot(overrides: Partial<BonusLotEntry> = {}): BonusLotEntry {
  return {
    lotId: 'lot-1',
    currency: 'USD',
    amount: '100',
    remaining: '100',
    wageringRequired: '3000',
    wagered: '1000',
    status: 'wagering',
    source: 'deposit-reward:1',
    creditedAt: new Date(Date.now() - 86_400_000).toISOString(),
    expiresAt: new Date(Date.now() + 29 * 86_400_000).toISOString(),
    ...overrides,
  };
}

/** The lots a currency's balance details list: those still wagering, and completed ones with money left. */
export function openBonusLots(lots: readonly BonusLotEntry[]): BonusLotEntry[] {
  return lots.filter((lot) => lot.status === 'wagering' || (lot.status === 'completed' && toMinor(lot.remaining, 8) > 0n));
}
