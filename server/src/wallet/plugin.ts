import type { FastifyInstance } from 'fastify';
import { visibleCurrencies } from '@app/contract';
import type { DefineEndpoint } from '../http/endpoint.ts';
import type { Platform } from '../platform/index.ts';
import { ApiError } from '../plugins/errors.ts';
import { BASE_CURRENCY } from './store.ts';

/** Balances, the currency list and exchange rates. */
export function walletPlugin(platform: Platform, defineEndpoint: DefineEndpoint) {
  const { wallet } = platform;
  return async (app: FastifyInstance) => {
    defineEndpoint(app, '/wallet/balances/list', async ({ body, auth }) => {
      if (body.userId !== auth.user.id) throw new ApiError(403, 'FORBIDDEN', 'You can only read your own balances');
      return { balances: await wallet.balances(auth.user.id) };
    });

    // aggregated: true lists every currency with its aggregated flags (the client keeps the visible
    // ones, spec section 5); without it only the visible currencies are listed.
    defineEndpoint(app, '/wallet/currencies/get', async ({ body }) => {
      const currencies = await wallet.currencies();
      return { currencies: body.aggregated ? currencies : visibleCurrencies(currencies) };
    });

    defineEndpoint(app, '/wallet/exchange-rates/base-currency', async ({ body }) => {
      if (body.baseCurrency !== BASE_CURRENCY) {
        throw new ApiError(400, 'CURRENCY_NOT_AVAILABLE', `Exchange rates are kept against ${BASE_CURRENCY} only`);
      }
      const { rates, updatedAt } = await wallet.exchangeRates(BASE_CURRENCY, body.currencies);
      return { baseCurrency: BASE_CURRENCY, exchangeRates: rates, updatedAt };
    });
  };
}
