import type { ErrorResponse } from '@app/contract';

/** A failed call, carrying the server's { reason, code, message, meta }. */
export class ApiError extends Error {
  readonly status: number;
  readonly reason: string | undefined;
  readonly code: string | undefined;
  readonly meta: ErrorResponse['meta'];

  constructor(status: number, body: ErrorResponse) {
    super(body.message ?? body.reason ?? body.code ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.reason = body.reason;
    this.code = body.code;
    this.meta = body.meta;
  }
}
