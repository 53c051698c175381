import type { FastifyInstance } from 'fastify';
import type { DefineEndpoint } from '../http/endpoint.ts';
import type { Vip } from './service.ts';

/** The player's VIP calls: the ladder, their level, their rewards and the claim of one. */
export function vipRoutes(vip: Vip, defineEndpoint: DefineEndpoint) {
  return async (app: FastifyInstance) => {
    defineEndpoint(app, '/user/vip/operator/settings/get', () => vip.settings());
    defineEndpoint(app, '/user/vip/level/get', ({ auth }) => vip.level(auth.user.id));
    defineEndpoint(app, '/user/vip/reward/claimable/get', ({ auth }) => vip.claimable(auth.user.id, auth.user.currency));
    defineEndpoint(app, '/user/vip/reward/slider/update', ({ auth, body }) =>
      vip.setCashPercent(auth.user.id, auth.user.currency, body.rewardId, body.cashPercent),
    );
    defineEndpoint(app, '/user/vip/reward/claim', ({ auth, body }) => vip.claim(auth.user.id, auth.user.currency, body.rewardId));
    defineEndpoint(app, '/user/vip/reward/claim/confirm', ({ tx, auth, body }) => vip.confirm(tx, auth.user.id, body.claimId));
  };
}
