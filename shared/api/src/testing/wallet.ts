// The player's wallet as the host and more than one area see it: balances, exchange rates, a
// currency's balance details and its bonus lots.
import { toMinor, type EndpointRequest, type EndpointResponse } from '@app/contract';
import { answer, apiPath, errorResponse, idempotentAnswers, jsonResponse, type FakeRoute, type FakeRoutes } from './fakeApi.ts';

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

/**
 * The platform's forfeit of a bonus lot: a lot still wagering gives up what is left of it
 * (`forfeit` takes that out of the player's balance first) and is forfeited, one already forfeited
 * is answered again as it is, any other is refused; the answer carries the balance after
 * (`balanceAfter`). A repeated Idempotency-Key gets the first answer again.
 */
export function bonusForfeitRoute(
  lots: BonusLotEntry[] | undefined,
  { forfeit, balanceAfter }: { forfeit: (lot: BonusLotEntry) => void; balanceAfter: (lot: BonusLotEntry) => BalanceDetails },
): FakeRoute {
  const idempotent = idempotentAnswers();
  return (call) =>
    idempotent(call, () => {
      const body = call.body as EndpointRequest<'/wallet/bonus/forfeit'>;
      const lot = lots?.find((entry) => entry.lotId === body.lotId);
      if (!lot) return errorResponse(404, 'BONUS_LOT_NOT_FOUND');
      if (lot.status !== 'wagering' && lot.status !== 'forfeited')
        return errorResponse(409, 'BONUS_LOT_NOT_WAGERING', { meta: { lotId: lot.lotId, status: lot.status } });
      if (lot.status === 'wagering') {
        forfeit(lot);
        lot.status = 'forfeited';
        lot.remaining = '0';
      }
      const balance = balanceAfter(lot);
      return jsonResponse({
        lot: { ...lot },
        balance: { currency: balance.currency, cash: balance.cash, operatorBonus: balance.operatorBonus },
      });
    });
}
