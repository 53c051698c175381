import ky, { HTTPError } from 'ky';
import type { ErrorResponse, RefreshResponse } from '@app/contract';
import { applyRefresh, authAtom, endSession, enterMaintenance, needsRefresh, signOutLocally, store } from '@app/state';
import { API_TIMEOUT_MS, apiBaseUrl } from './config.ts';

export const REFRESH_PATH = 'user/auth/refresh';

/** A client without the session hooks, for the refresh call itself. */
const bare = ky.create({ prefix: apiBaseUrl(), timeout: API_TIMEOUT_MS, retry: 0 });

/**
 * How a refresh ended: new tokens in place; refused by the server (the player is signed out); or
 * not answered (offline, a timeout, a server error, maintenance), with what failed and, when the
 * server answered, its error body.
 */
export type RefreshOutcome =
  { status: 'refreshed' } | { status: 'refused' } | { status: 'unanswered'; error: unknown; httpStatus?: number; body?: ErrorResponse };

let inFlight: Promise<RefreshOutcome> | null = null;

/**
 * Whether the page is being left (reloaded, closed, navigated away). Its requests are cut off then,
 * and a refresh cut off that way was not refused: the next page refreshes with the stored tokens.
 */
let leaving = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => (leaving = true));
  // Back from the back-forward cache: the page is in use again.
  window.addEventListener('pageshow', () => (leaving = false));
  // Back online: a refresh that could not reach the server is tried again.
  window.addEventListener('online', () => {
    if (needsRefresh(store.get(authAtom))) void refreshSession();
  });
}

/** Whether the page is being left, and so its cut-off requests are no failure to tell the player about. */
export function isLeaving(): boolean {
  return leaving;
}

/**
 * Whether a failed refresh was the server refusing the refresh token (invalid, expired, reused or
 * revoked: an answer in the 4xx range). A network failure, a timeout or a server error is not a
 * refusal: a phone going through a tunnel has not failed to refresh.
 */
function refused(error: unknown): boolean {
  return error instanceof HTTPError && error.response.status >= 400 && error.response.status < 500;
}

/** The server's error body of a failed refresh (ky has read it already). */
function errorBody(error: HTTPError): ErrorResponse {
  return error.data && typeof error.data === 'object' ? (error.data as ErrorResponse) : {};
}

/**
 * Refreshes the session once, however many requests ask at the same time (they all wait for the
 * same call). A refresh the server refuses ends the session with its reason (spec section 4: a
 * failed refresh logs the player out); one that could not reach the server keeps the session, and
 * is tried again as soon as the browser is back online; one answered with maintenance switches the
 * page into maintenance mode. Resolves with how it ended.
 */
export function refreshOutcome(): Promise<RefreshOutcome> {
  inFlight ??= (async (): Promise<RefreshOutcome> => {
    const { refreshToken } = store.get(authAtom);
    if (!refreshToken) {
      if (store.get(authAtom).isLogin) endSession('TOKEN_EXPIRED');
      else signOutLocally();
      return { status: 'refused' };
    }
    try {
      const tokens = await bare.post(REFRESH_PATH, { json: { refreshToken } }).json<RefreshResponse>();
      applyRefresh(tokens);
      return { status: 'refreshed' };
    } catch (error) {
      if (!(error instanceof HTTPError)) return { status: 'unanswered', error };
      const body = errorBody(error);
      if (body.meta?.status === 'maintain') {
        enterMaintenance(body.meta.endtime ?? null);
        return { status: 'unanswered', error, httpStatus: error.response.status, body };
      }
      if (refused(error) && !leaving) {
        // The session is over only if it is still the one this refresh was for.
        if (store.get(authAtom).refreshToken === refreshToken) endSession(body.reason ?? body.code ?? 'REFRESH_TOKEN_INVALID');
        return { status: 'refused' };
      }
      return { status: 'unanswered', error, httpStatus: error.response.status, body };
    }
  })().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** Refreshes the session (see refreshOutcome); resolves true when the new tokens are in place. */
export function refreshSession(): Promise<boolean> {
  return refreshOutcome().then((outcome) => outcome.status === 'refreshed');
}
