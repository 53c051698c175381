// The back office's calls: POST JSON to the operator API on the same origin, with the member's
// session token. A 401 from a signed-in call means the session has ended (idle, too old, signed
// out elsewhere, member disabled): whoever listens (the session) goes back to sign-in.
import type { ErrorResponse, OperatorEndpoints, StaffSessionEndpoints } from '@app/contract';
import type { z } from 'zod';

type Endpoints = OperatorEndpoints & StaffSessionEndpoints;
export type BackofficePath = keyof Endpoints;
export type CallRequest<P extends BackofficePath> = z.input<Endpoints[P]['request']>;
export type CallResponse<P extends BackofficePath> = z.output<Endpoints[P]['response']>;

/** A refusal of the operator API: its stable reason (OPERATOR_FORBIDDEN, ...) and HTTP status. */
export class OperatorApiError extends Error {
  readonly status: number;
  readonly reason: string;
  readonly meta: ErrorResponse['meta'];

  constructor(status: number, reason: string, message: string, meta?: ErrorResponse['meta']) {
    super(message);
    this.name = 'OperatorApiError';
    this.status = status;
    this.reason = reason;
    this.meta = meta;
  }
}

let sessionToken: string | null = null;
let sessionEnded: () => void = () => {};

/** The token later calls carry (null when signed out) and what to do when the server says it has ended. */
export function setSessionToken(token: string | null, onEnded: () => void = () => {}): void {
  sessionToken = token;
  sessionEnded = onEnded;
}

export async function call<P extends BackofficePath>(path: P, body: CallRequest<P>, signal?: AbortSignal): Promise<CallResponse<P>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  const token = sessionToken;
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', headers, body: JSON.stringify(body ?? {}), signal, credentials: 'omit' });
  } catch (caught) {
    if (signal?.aborted) throw caught;
    throw new OperatorApiError(0, 'NETWORK_ERROR', 'The server could not be reached');
  }
  const text = await response.text();
  const json = text ? (JSON.parse(text) as unknown) : {};
  if (!response.ok) {
    const failure = json as Partial<ErrorResponse>;
    const error = new OperatorApiError(
      response.status,
      failure.reason ?? 'UNKNOWN_ERROR',
      failure.message ?? response.statusText,
      failure.meta,
    );
    // Only a call made with the session's token ends it (a wrong password is a 401 of its own).
    if (response.status === 401 && token && token === sessionToken) sessionEnded();
    throw error;
  }
  return json as CallResponse<P>;
}
