import type { FastifyInstance } from 'fastify';
import type { DefineEndpoint } from '../http/endpoint.ts';
import type { Cards } from './service.ts';

/** The player's bank cards: list, add, rename or make default, remove. */
export function cardsRoutes(cards: Cards, defineEndpoint: DefineEndpoint) {
  return async (app: FastifyInstance) => {
    defineEndpoint(app, '/payment/bankcard/list', async ({ auth }) => ({ bankCards: await cards.list(auth.user.id) }));

    defineEndpoint(app, '/payment/bankcard/add', async ({ body, auth }) => ({ bankCard: await cards.add(auth.user.id, body) }));

    defineEndpoint(app, '/payment/bankcard/update', async ({ body, auth }) => ({ bankCard: await cards.update(auth.user.id, body) }));

    defineEndpoint(app, '/payment/bankcard/delete', async ({ body, auth }) => {
      await cards.remove(auth.user.id, body.bankCardId);
      return { ok: true as const };
    });
  };
}
