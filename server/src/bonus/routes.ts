import type { FastifyInstance } from 'fastify';
import type { DefineEndpoint } from '../http/endpoint.ts';
import type { Bonus } from './service.ts';

/** Deposit rewards and the move of bonus money to cash. */
export function bonusRoutes(bonus: Bonus, defineEndpoint: DefineEndpoint) {
  return async (app: FastifyInstance) => {
    defineEndpoint(app, '/wallet/deposit-reward/user-sequence', ({ auth }) => bonus.sequence(auth.user.id, auth.user.currency));
    defineEndpoint(app, '/wallet/bonus-transfer', ({ tx, auth, body }) =>
      bonus.transferToCash(tx, auth.user.id, body.currency, body.amount),
    );
    defineEndpoint(app, '/wallet/bonus/forfeit', ({ tx, auth, body }) => bonus.forfeit(tx, auth.user.id, body.lotId));
  };
}
