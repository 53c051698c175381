import ky from 'ky';
import type { RefreshResponse } from '@app/contract';
import { applyRefresh, authAtom, signOutLocally, store } from '@app/state';
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
}

/**
 * Refreshes the session once, however many requests ask at the same time (they all wait for the
 * same call). A failed refresh logs the player out (spec section 4). Resolves true when the new
 * tokens are in place.
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
    } catch {
      if (!leaving) signOutLocally();
      return false;
    }
  })().finally(() => {
    inFlight = null;
  });
  return inFlight;
}
