import type { ErrorResponse } from '@app/contract';

/** A failed call, carrying the server's { reason, code, message, meta }. */
export class ApiError extends Error {
  readonly status: number;
  readonly reason: string | undefined;
  readonly code: string | undefined;
  readonly meta: ErrorResponse['meta'];
  /** True when the failure was already handled globally (maintenance, expired password, ...). */
  readonly handled: boolean;

  constructor(status: number, body: ErrorResponse, handled = false) {
    super(body.message ?? body.reason ?? body.code ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.reason = body.reason;
    this.code = body.code ?? body.reason;
    this.meta = body.meta;
    this.handled = handled;
  }
}

/** Reasons each screen handles itself: they reach the caller with no global toast (spec section 8). */
export const SCREEN_HANDLED_REASONS: ReadonlySet<string> = new Set(['USER_LOCKED', 'NEW_PASSWORD_USED_IN_PREVIOUS_PASSWORDS']);

/**
 * Reasons that mean the session a call was made in is over (revoked, a token the platform no
 * longer accepts, the account locked by the operator): the player is signed out at once and told
 * why on the sign-in screen.
 */
export const SESSION_ENDING_REASONS: ReadonlySet<string> = new Set(['SESSION_REVOKED', 'TOKEN_INVALID', 'UNAUTHORIZED', 'ACCOUNT_LOCKED']);

/** The code of a call that got no answer (offline, a timeout): the client's own, in error_codes. */
export const NETWORK_ERROR = 'NETWORK_ERROR';

export async function readErrorBody(response: Response): Promise<ErrorResponse> {
  try {
    const body = (await response.clone().json()) as unknown;
    return body && typeof body === 'object' ? (body as ErrorResponse) : {};
  } catch {
    return {};
  }
}
