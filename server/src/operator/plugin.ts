import type { FastifyInstance } from 'fastify';
import { operatorEndpoints, type OperatorPath } from '@app/contract';
import { validationError } from '../http/endpoint.ts';
import type { Platform } from '../platform/index.ts';
import { safeEqual } from '../platform/secrets.ts';
import { ApiError } from '../plugins/errors.ts';

/**
 * The operator API: POST /operator/... with JSON, authorised by the operator token in the
 * Authorization header (with or without "Bearer "), compared in constant time.
 */
export function operatorPlugin(platform: Platform) {
  const handlers = platform.operator.handlers();
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization ?? '';
      const token = header.startsWith('Bearer ') ? header.slice(7) : header;
      if (!token || !safeEqual(token, platform.operatorToken)) {
        throw new ApiError(401, 'OPERATOR_UNAUTHORIZED', 'The operator token is missing or wrong');
      }
    });
    for (const path of Object.keys(operatorEndpoints) as OperatorPath[]) {
      const definition = operatorEndpoints[path];
      const handler = handlers[path] as (body: unknown) => Promise<unknown>;
      app.post(path, async (request) => {
        const parsed = definition.request.safeParse(request.body ?? {});
        if (!parsed.success) throw validationError(parsed.error);
        return definition.response.parse(await handler(parsed.data));
      });
    }
  };
}
