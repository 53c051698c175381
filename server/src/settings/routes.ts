import type { FastifyInstance } from 'fastify';
import type { DefineEndpoint } from '../http/endpoint.ts';
import type { AccountSettingsStore } from './service.ts';

/** The operator's account settings as the client reads them (spec section 3). */
export function settingsRoutes(settings: AccountSettingsStore, defineEndpoint: DefineEndpoint) {
  return async (app: FastifyInstance) => {
    defineEndpoint(app, '/user/operator/account-settings/get', async () => ({ accountSettings: await settings.get() }));
  };
}
