import type { FastifyInstance } from 'fastify';
import type { DefineEndpoint } from '../http/endpoint.ts';
import type { Platform } from '../platform/index.ts';

/** The operator's account settings as the client reads them (spec section 3). */
export function settingsPlugin(platform: Platform, defineEndpoint: DefineEndpoint) {
  return async (app: FastifyInstance) => {
    defineEndpoint(app, '/user/operator/account-settings/get', async () => ({ accountSettings: await platform.accountSettings.get() }));
  };
}
