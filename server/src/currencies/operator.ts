import { pairs, type OperatorCommand, type OperatorHandlers } from '../platform/operator-commands.ts';
import { BASE_CURRENCY, type Currencies } from './service.ts';

type CurrenciesPath = '/operator/exchange-rates/get' | '/operator/exchange-rates/set';

/** The operator's calls on the exchange rates (units of each currency per US dollar). */
export function currenciesOperatorHandlers(
  currencies: Pick<Currencies, 'exchangeRates' | 'setExchangeRates'>,
): OperatorHandlers<CurrenciesPath> {
  const rates = async () => {
    const { rates, updatedAt } = await currencies.exchangeRates(BASE_CURRENCY, []);
    return { baseCurrency: BASE_CURRENCY, exchangeRates: rates, updatedAt };
  };
  return {
    '/operator/exchange-rates/get': rates,
    '/operator/exchange-rates/set': async (body) => {
      await currencies.setExchangeRates(BASE_CURRENCY, body.rates);
      return rates();
    },
  };
}

export const currenciesCommands: readonly OperatorCommand[] = [
  { name: 'rates show', run: (_args, call) => call('/operator/exchange-rates/get', {}) },
  {
    name: 'rates set',
    args: '<CODE>=<units per USD> ...',
    help: 'e.g. EUR=0.93 BRL=5.5',
    run: (args, call) =>
      call('/operator/exchange-rates/set', {
        rates: Object.fromEntries(pairs(args).map(([code, rate]) => [code.toUpperCase(), rate])),
      }),
  },
];
