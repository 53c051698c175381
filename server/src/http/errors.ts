import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { ERRORS, toMinor, type ErrorReason, type ErrorResponse } from '@app/contract';
import { isCommitOutcomeUnknown, isConnectionLoss } from '../db/connection-loss.ts';

type Meta = NonNullable<ErrorResponse['meta']>;

/** Every failure answers in the spec's error shape { reason, code, message, meta }. */
export function errorBody(reason: string, message: string, meta?: ErrorResponse['meta']): ErrorResponse {
  return { reason, code: reason, message, ...(meta ? { meta } : {}) };
}

/**
 * A failure a handler raises on purpose: its stable reason and English message. The HTTP status is
 * the reason's, from the contract's one table (ERRORS).
 */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly reason: ErrorReason;
  readonly meta: Meta | undefined;

  constructor(reason: ErrorReason, message: string, meta?: Meta) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = ERRORS[reason];
    this.reason = reason;
    this.meta = meta;
  }
}

/**
 * A decimal amount the caller sent, in its currency's minor units; VALIDATION_FAILED, naming the
 * field (`amount`, `stake`), when it has more decimals than the currency.
 */
export function minorUnitsOf(text: string, decimals: number, field = 'amount'): bigint {
  try {
    return toMinor(text, decimals);
  } catch {
    throw new ApiError('VALIDATION_FAILED', `The ${field} has more than ${decimals} decimals`, {
      issues: [{ path: field, message: `at most ${decimals} decimals` }],
    });
  }
}

/** What a call that met the database restarting is told to wait before it tries again (Retry-After, seconds). */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/** The reasons of failures the framework raises itself (a body too large, a wrong content type), by status. */
const FRAMEWORK_REASONS: readonly ErrorReason[] = [
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
];
const REASON_BY_STATUS = new Map<number, ErrorReason>(FRAMEWORK_REASONS.map((reason) => [ERRORS[reason], reason]));

/** The error and not-found handlers; they apply to the whole server, not only to this plugin's scope. */
export const errorsPlugin = fastifyPlugin(async (app: FastifyInstance) => {
  app.setNotFoundHandler((request, reply) => {
    reply.code(ERRORS.NOT_FOUND).send(errorBody('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`));
  });
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError) {
      if (error.reason === 'RATE_LIMITED' && typeof error.meta?.retryAfter === 'number')
        reply.header('retry-after', String(error.meta.retryAfter));
      return reply.code(error.statusCode).send(errorBody(error.reason, error.message, error.meta));
    }
    // The database restarting or failing over (a connection lost or refused), or a COMMIT whose
    // outcome the lost connection hid: nothing is wrong with the call, and sending it again (a
    // money call with the same Idempotency-Key) is safe. 503 with Retry-After, not a 500.
    if (isConnectionLoss(error)) {
      request.log.warn({ err: error }, 'the database connection was lost or refused: answered 503');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      const message = isCommitOutcomeUnknown(error)
        ? 'The connection to the database was lost as this call was saved: send it again with the same Idempotency-Key'
        : 'The database is not reachable for a moment: try again';
      return reply.code(ERRORS.SERVICE_UNAVAILABLE).send(errorBody('SERVICE_UNAVAILABLE', message));
    }
    const raw = (error as { statusCode?: unknown }).statusCode;
    const status = typeof raw === 'number' && raw >= 400 && raw < 600 ? raw : 500;
    // The caller went away before its answer was sent (a page left, a call given up, a compressed
    // answer cut off): nothing failed here, and there is no one left to answer.
    if (status >= 500 && request.raw.socket?.destroyed) {
      request.log.info({ code: (error as { code?: unknown }).code }, 'the client closed the connection before its answer was sent');
      reply.hijack();
      reply.raw.destroy();
      return;
    }
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const reason = status >= 500 ? 'INTERNAL_ERROR' : (REASON_BY_STATUS.get(status) ?? 'REQUEST_FAILED');
    const message = status >= 500 ? 'Internal error' : error instanceof Error ? error.message : 'Request failed';
    return reply.code(status).send(errorBody(reason, message));
  });
});
