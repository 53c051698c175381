import type { FastifyInstance } from 'fastify';
import { MAINTENANCE_STATUS } from '@app/contract';
import type { Platform } from '../platform/index.ts';
import { ApiError } from '../plugins/errors.ts';

/**
 * While the operator's maintenance flag is on, every /v1 call answers 503 with
 * meta { status: 'maintain', endtime }. The flag is read per request through a cache that any
 * change drops at once, so switching it off restores service immediately.
 */
export function maintenancePlugin(platform: Platform) {
  const plugin = async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/v1/') && request.url !== '/v1') return;
      const endtime = await platform.maintenance.activeUntil();
      if (endtime) {
        throw new ApiError(503, 'MAINTENANCE', 'The platform is under maintenance', { status: MAINTENANCE_STATUS, endtime });
      }
    });
  };
  // The hook guards every route of the server, not only this plugin's.
  return Object.assign(plugin, { [Symbol.for('skip-override')]: true });
}
