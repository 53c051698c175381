import type { OAuthProvider } from '@app/contract';
import { post } from '@app/api';

/** The page an identity provider sends the player back to (the contract's OAUTH_CALLBACK_PATH). */
export const OAUTH_CALLBACK_PATH = '/auth/oauth/callback';

/** A sign-in started in this tab: its state, and where to take the player once it is finished. */
export interface PendingOAuth {
  state: string;
  returnTo: string;
  /** The currency chosen on the sign-up screen, when the sign-in started there. */
  currency?: string;
}

const PENDING_KEY = 'oauth.pending';

/** The operator's identity providers (id and name); none when the call fails (the screens work without them). */
export function loadOAuthProviders(): Promise<OAuthProvider[]> {
  return post('/user/auth/oauth/providers', {}, { context: { silent: true } }).then(
    (answer) => answer.providers,
    () => [],
  );
}

/** Leaves the site for the provider's sign-in page (replaceable in tests, where there is no navigation). */
export const browser = {
  go(url: string): void {
    window.location.assign(url);
  },
};

/**
 * Starts a sign-in with a provider: the platform answers the provider's sign-in page (it keeps the
 * nonce and PKCE verifier), this tab keeps the state to recognise the answer, and the browser goes
 * there. Failures reject (the caller shows them).
 */
export async function startOAuth(provider: string, options: { currency?: string; returnTo: string }): Promise<void> {
  const { authorizationUrl, state } = await post(
    '/user/auth/oauth/start',
    {
      provider,
      redirectUri: `${window.location.origin}${OAUTH_CALLBACK_PATH}`,
      ...(options.currency ? { currency: options.currency } : {}),
    },
    { context: { silent: true } },
  );
  const pending: PendingOAuth = { state, returnTo: options.returnTo, ...(options.currency ? { currency: options.currency } : {}) };
  window.sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  browser.go(authorizationUrl);
}

/** The sign-in this tab started, taken once (a reload of the callback page finds none). */
export function takePendingOAuth(): PendingOAuth | undefined {
  let raw: string | null;
  try {
    raw = window.sessionStorage.getItem(PENDING_KEY);
    window.sessionStorage.removeItem(PENDING_KEY);
  } catch {
    return undefined;
  }
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<PendingOAuth>;
    if (typeof value.state !== 'string' || typeof value.returnTo !== 'string') return undefined;
    return { state: value.state, returnTo: value.returnTo, ...(typeof value.currency === 'string' ? { currency: value.currency } : {}) };
  } catch {
    return undefined;
  }
}
