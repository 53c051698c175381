import type { FastifyInstance } from 'fastify';
import { visibleCurrencies } from '@app/contract';
import type { DefineEndpoint } from '../http/endpoint.ts';
import { ApiError } from '../http/errors.ts';
import { BASE_CURRENCY, type Currencies } from './service.ts';

/** The currency list and exchange rates. */
export function currenciesRoutes(currencies: Currencies, defineEndpoint: DefineEndpoint) {
  return async (app: FastifyInstance) => {
    // aggregated: true lists every currency with its aggregated flags (the client keeps the visible
    // ones, spec section 5); without it only the visible currencies are listed.
    defineEndpoint(app, '/wallet/currencies/get', async ({ body }) => {
      const list = await currencies.list();
      return { currencies: body.aggregated ? list : visibleCurrencies(list) };
    });

    defineEndpoint(app, '/wallet/exchange-rates/base-currency', async ({ body }) => {
      if (body.baseCurrency !== BASE_CURRENCY) {
        throw new ApiError('CURRENCY_NOT_AVAILABLE', `Exchange rates are kept against ${BASE_CURRENCY} only`);
      }
      const { rates, updatedAt } = await currencies.exchangeRates(BASE_CURRENCY, body.currencies);
      return { baseCurrency: BASE_CURRENCY, exchangeRates: rates, updatedAt };
    });
  };
}
