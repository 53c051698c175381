import type { FastifyInstance } from 'fastify';
import type { ErrorResponse } from '@app/contract';

/** Every failure answers in the spec's error shape { reason, code, message, meta }. */
export function errorBody(reason: string, message: string, meta?: ErrorResponse['meta']): ErrorResponse {
  return { reason, code: reason, message, ...(meta ? { meta } : {}) };
}

export async function errorsPlugin(app: FastifyInstance) {
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(errorBody('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`));
  });
  app.setErrorHandler((error, request, reply) => {
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const reason = status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 400 ? 'VALIDATION_FAILED' : status >= 500 ? 'INTERNAL_ERROR' : 'REQUEST_FAILED';
    reply.code(status).send(errorBody(reason, status >= 500 ? 'Internal error' : error.message));
  });
}
