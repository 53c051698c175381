import ky, { HTTPError } from 'ky';
import type { RefreshResponse } from '@app/contract';
import { applyRefresh, authAtom, needsRefresh, signOutLocally, store } from '@app/state';
import { API_TIMEOUT_MS, apiBaseUrl } from './config.ts';

export const REFRESH_PATH = 'user/auth/refresh';

/** A client without the session hooks, for the refresh call itself. */
const bare = ky.create({ prefix: apiBaseUrl(), timeout: API_TIMEOUT_MS, retry: 0 });

let inFlight: Promise<boolean> | null = null;

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

/**
 * Whether a failed refresh was the server refusing the refresh token (invalid, expired, reused or
 * revoked: an answer in the 4xx range). A network failure, a timeout or a server error is not a
 * refusal: a phone going through a tunnel has not failed to refresh.
 */
function refused(error: unknown): boolean {
  return error instanceof HTTPError && error.response.status >= 400 && error.response.status < 500;
}

/**
 * Refreshes the session once, however many requests ask at the same time (they all wait for the
 * same call). A refresh the server refuses logs the player out (spec section 4); one that could
 * not reach the server keeps the session, and is tried again as soon as the browser is back
 * online. Resolves true when the new tokens are in place.
 */
export function refreshSession(): Promise<boolean> {
  inFlight ??= (async () => {
    const { refreshToken } = store.get(authAtom);
    if (!refreshToken) {
      signOutLocally();
      return false;
    }
    try {
      const tokens = await bare.post(REFRESH_PATH, { json: { refreshToken } }).json<RefreshResponse>();
      applyRefresh(tokens);
      return true;
    } catch (error) {
      if (refused(error) && !leaving) signOutLocally();
      return false;
    }
  })().finally(() => {
    inFlight = null;
  });
  return inFlight;
}
