import type { FastifyInstance } from 'fastify';
import { HEALTH_PATH, healthReportSchema } from '@app/contract';
import { validationError } from '../http/endpoint.ts';
import type { Releases } from './service.ts';

/** The host's health reports (POST JSON, no sign-in, no personal data): counted per area and build, limited per address. */
export function releasesRoutes(releases: Releases) {
  return async (app: FastifyInstance) => {
    app.post(HEALTH_PATH, { bodyLimit: 8 * 1024 }, async (request, reply) => {
      const parsed = healthReportSchema.safeParse(request.body ?? {});
      if (!parsed.success) throw validationError(parsed.error);
      await releases.record(parsed.data, request.ip);
      reply.header('cache-control', 'no-store');
      return reply.code(204).send();
    });
  };
}
