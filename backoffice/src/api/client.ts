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

/**
 * POSTs the body with the session's token; answers the response when it is a success. A refusal is
 * an OperatorApiError from the API's JSON body (or the status alone when the body is not the API's),
 * and a 401 to a call made with the session's token ends the session.
 */
async function send(path: BackofficePath, body: unknown, accept: string, signal?: AbortSignal): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept };
  const token = sessionToken;
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', headers, body: JSON.stringify(body ?? {}), signal, credentials: 'omit' });
  } catch (caught) {
    if (signal?.aborted) throw caught;
    throw new OperatorApiError(0, 'NETWORK_ERROR', 'The server could not be reached');
  }
  if (response.ok) return response;
  const text = await response.text();
  let failure: Partial<ErrorResponse> = {};
  try {
    failure = text ? (JSON.parse(text) as Partial<ErrorResponse>) : {};
  } catch {
    // Not the API's JSON (a proxy's page): the status says enough.
  }
  // Only a call made with the session's token ends it (a wrong password is a 401 of its own).
  if (response.status === 401 && token && token === sessionToken) sessionEnded();
  throw new OperatorApiError(response.status, failure.reason ?? 'UNKNOWN_ERROR', failure.message ?? response.statusText, failure.meta);
}

export async function call<P extends BackofficePath>(path: P, body: CallRequest<P>, signal?: AbortSignal): Promise<CallResponse<P>> {
  const text = await (await send(path, body, 'application/json', signal)).text();
  return (text ? JSON.parse(text) : {}) as CallResponse<P>;
}

/** The operator endpoints whose answer is a file (the contract's `file`): bytes with their content type. */
export type FilePath = { [P in BackofficePath]: Endpoints[P] extends { file: readonly string[] } ? P : never }[BackofficePath];

/** A file the operator API answered: its bytes and the content type the server declared. */
export interface FileAnswer {
  contentType: string;
  blob: Blob;
}

/**
 * Asks for a file (a player's document for the viewer) with the session's token, as `call` does:
 * a refusal is an OperatorApiError from the JSON body, and a 401 ends the session.
 */
export async function callFile<P extends FilePath>(path: P, body: CallRequest<P>, signal?: AbortSignal): Promise<FileAnswer> {
  const response = await send(path, body, '*/*', signal);
  const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const bytes = await response.blob();
  return { contentType, blob: bytes.type === contentType ? bytes : new Blob([bytes], { type: contentType }) };
}
