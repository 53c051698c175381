import type { FastifyInstance } from 'fastify';
import type { ErrorReason, ErrorResponse } from '@app/contract';

type Meta = NonNullable<ErrorResponse['meta']>;

/** Every failure answers in the spec's error shape { reason, code, message, meta }. */
export function errorBody(reason: string, message: string, meta?: ErrorResponse['meta']): ErrorResponse {
  return { reason, code: reason, message, ...(meta ? { meta } : {}) };
}

/** A failure a handler raises on purpose: its status, stable reason and English message. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly reason: ErrorReason;
  readonly meta: Meta | undefined;

  constructor(statusCode: number, reason: ErrorReason, message: string, meta?: Meta) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.reason = reason;
    this.meta = meta;
  }
}

const REASON_BY_STATUS: Record<number, ErrorReason> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

async function registerErrorHandlers(app: FastifyInstance) {
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(errorBody('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`));
  });
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError) {
      if (error.statusCode === 429 && typeof error.meta?.retryAfter === 'number')
        reply.header('retry-after', String(error.meta.retryAfter));
      return reply.code(error.statusCode).send(errorBody(error.reason, error.message, error.meta));
    }
    const raw = (error as { statusCode?: unknown }).statusCode;
    const status = typeof raw === 'number' && raw >= 400 && raw < 600 ? raw : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const reason = status >= 500 ? 'INTERNAL_ERROR' : (REASON_BY_STATUS[status] ?? 'REQUEST_FAILED');
    const message = status >= 500 ? 'Internal error' : error instanceof Error ? error.message : 'Request failed';
    return reply.code(status).send(errorBody(reason, message));
  });
}

/** The handlers apply to the whole server, not only to this plugin's scope. */
export const errorsPlugin = Object.assign(registerErrorHandlers, { [Symbol.for('skip-override')]: true });
