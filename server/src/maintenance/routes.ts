import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { MAINTENANCE_STATUS } from '@app/contract';
import { ApiError } from '../http/errors.ts';
import type { MaintenanceStore } from './service.ts';

/**
 * While the operator's maintenance flag is on, every /v1 call answers 503 with
 * meta { status: 'maintain', endtime }. The flag is read per request through a cache that any
 * change drops at once, so switching it off restores service immediately. The hook guards every
 * route of the server, not only this plugin's.
 */
export function maintenanceGuard(maintenance: MaintenanceStore) {
  return fastifyPlugin(async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/v1/') && request.url !== '/v1') return;
      const endtime = await maintenance.activeUntil();
      if (endtime) throw new ApiError('MAINTENANCE', 'The platform is under maintenance', { status: MAINTENANCE_STATUS, endtime });
    });
  });
}
