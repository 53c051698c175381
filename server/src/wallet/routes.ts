import type { FastifyInstance } from 'fastify';
import type { DefineEndpoint } from '../http/endpoint.ts';
import { ApiError } from '../http/errors.ts';
import type { Wallet } from './service.ts';

/** The player's balances, and one currency's in detail. */
export function walletRoutes(wallet: Wallet, defineEndpoint: DefineEndpoint) {
  return async (app: FastifyInstance) => {
    defineEndpoint(app, '/wallet/balances/list', async ({ body, auth }) => {
      if (body.userId !== auth.user.id) throw new ApiError('FORBIDDEN', 'You can only read your own balances');
      return { balances: await wallet.balances(auth.user.id) };
    });

    defineEndpoint(app, '/wallet/balance/details', ({ body, auth }) => wallet.details(auth.user.id, body.currency));
  };
}
