import type { FastifyInstance } from 'fastify';
import type { DefineEndpoint } from '../http/endpoint.ts';
import type { MoneyLimits } from './limits.ts';
import type { AccountTools } from './tools.ts';

/** The player's money limits and account tools. */
export function responsibleGamblingRoutes(rg: { limits: MoneyLimits; tools: AccountTools }, defineEndpoint: DefineEndpoint) {
  return async (app: FastifyInstance) => {
    defineEndpoint(app, '/wallet/responsible-gambling/configs/list', async ({ auth, body }) => ({
      configs: await rg.limits.list(auth.user.id, body.type),
    }));
    defineEndpoint(app, '/wallet/responsible-gambling/config/add', async ({ auth, body }) => ({
      config: await rg.limits.set(auth.user.id, body),
    }));
    defineEndpoint(app, '/wallet/responsible-gambling/config/delete', async ({ auth, body }) => {
      await rg.limits.remove(auth.user.id, body.configId);
      return { ok: true as const };
    });
    defineEndpoint(app, '/user/responsible-gambling/config/get', async ({ auth }) => ({ configs: await rg.tools.list(auth.user.id) }));
    defineEndpoint(app, '/user/responsible-gambling/config/add', async ({ auth, body }) => ({
      config: await rg.tools.add(auth.user.id, { type: body.type, value: body.value }),
    }));
    defineEndpoint(app, '/user/responsible-gambling/config/delete', async ({ auth, body }) => {
      await rg.tools.remove(auth.user.id, body.configId);
      return { ok: true as const };
    });
  };
}
