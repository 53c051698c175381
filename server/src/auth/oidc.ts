import type { Generated, Kysely } from 'kysely';
import * as client from 'openid-client';
import { OAUTH_ATTEMPT_TTL_SECONDS, OAUTH_CALLBACK_PATH, type AuthSession } from '@app/contract';
import type { Db } from '../db/database.ts';
import type { UserRow } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { randomToken, sha256 } from '../platform/secrets.ts';
import { isPasswordExpired } from '../settings/index.ts';
import { normaliseEmail } from '../users/index.ts';
import type { AuthCore } from './core.ts';
import { limitAttempts } from './lockout.ts';
import { isLoopbackIssuer, type OidcProviderConfig, type OidcProviders } from './oidc-providers.ts';
import { hashPassword, passwordExpiredError } from './passwords.ts';
import type { Sessions } from './sessions.ts';

export type OidcTables = {
  oidc_login_attempts: {
    state_hash: string;
    provider_id: string;
    nonce: string;
    code_verifier: string;
    redirect_uri: string;
    currency: string | null;
    created_at: Generated<Date>;
    expires_at: Date;
    used_at: Date | null;
  };
  user_identities: {
    provider_id: string;
    subject: string;
    user_id: string;
    email: string | null;
    created_at: Generated<Date>;
    last_sign_in_at: Generated<Date>;
  };
};

const tables = (executor: Db): Kysely<OidcTables> => executor.withTables<OidcTables>();

/** The scopes asked of every provider: who the player is and their email address. */
const SCOPE = 'openid email profile';
/** How long a provider's discovered metadata is kept before it is fetched again. */
const DISCOVERY_TTL_MS = 60 * 60_000;
/** Seconds a request to a provider may take. */
const PROVIDER_TIMEOUT_SECONDS = 10;

/** Where, with no public origin configured, a callback page may be: this machine (development). */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** What the browser's start call is checked against. */
export interface StartContext {
  /** The client address (rate limits). */
  address: string;
}

/** Who the provider says the player is. */
interface Identity {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
}

/**
 * Sign-in with an identity provider: OpenID Connect's authorisation-code flow with PKCE (S256),
 * state and nonce, through openid-client. The start keeps state (hashed), nonce and verifier on the
 * server for OAUTH_ATTEMPT_TTL_SECONDS; the finish uses them once. A first sign-in creates the
 * player; a later one finds them by the provider's subject, or links an existing account when the
 * provider says the email address is verified.
 */
export function createOidc(core: AuthCore, sessions: Pick<Sessions, 'startSession'>, providers: OidcProviders) {
  const { db, users, currencies, settings, config } = core;
  const discovered = new Map<string, { key: string; at: number; configuration: Promise<client.Configuration> }>();

  /** The provider's metadata and this platform's client there, discovered once an hour. */
  function configuration(provider: OidcProviderConfig): Promise<client.Configuration> {
    const key = JSON.stringify([provider.issuer, provider.clientId, provider.clientSecret]);
    const cached = discovered.get(provider.id);
    if (cached && cached.key === key && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.configuration;
    const issuer = new URL(provider.issuer);
    const configuration = client.discovery(issuer, provider.clientId, provider.clientSecret, undefined, {
      timeout: PROVIDER_TIMEOUT_SECONDS,
      // Plain http only for a provider on this machine (development and tests); never elsewhere.
      execute: isLoopbackIssuer(issuer) ? [client.allowInsecureRequests] : [],
    });
    discovered.set(provider.id, { key, at: Date.now(), configuration });
    configuration.catch(() => {
      if (discovered.get(provider.id)?.configuration === configuration) discovered.delete(provider.id);
    });
    return configuration;
  }

  async function reachable(provider: OidcProviderConfig): Promise<client.Configuration> {
    try {
      return await configuration(provider);
    } catch {
      throw new ApiError('OAUTH_PROVIDER_UNAVAILABLE', 'The sign-in provider cannot be reached right now');
    }
  }

  async function enabledProvider(id: string): Promise<OidcProviderConfig> {
    const provider = await providers.enabled(id);
    if (!provider) throw new ApiError('OAUTH_PROVIDER_NOT_FOUND', 'This sign-in option is not available');
    return provider;
  }

  /**
   * The redirect URI must be the site's callback page on an origin the operator configured: the
   * public origin (PUBLIC_URL) or one of CORS_ORIGINS. The request's Origin header is the caller's
   * word and is not taken. With neither configured (development), only a callback page on this
   * machine (localhost, 127.0.0.1, [::1]) is. (The provider also accepts only the redirect URIs
   * registered for the client.)
   */
  function checkRedirectUri(redirectUri: string): void {
    const url = new URL(redirectUri);
    const allowed = new Set(config.corsOrigins);
    if (config.publicOrigin) allowed.add(config.publicOrigin);
    const originOk = allowed.size === 0 ? LOOPBACK_HOSTS.has(url.hostname) : allowed.has(url.origin);
    if (url.pathname !== OAUTH_CALLBACK_PATH || url.search || url.hash || url.username || url.password || !originOk) {
      throw new ApiError('VALIDATION_FAILED', `The redirect URI must be this site's ${OAUTH_CALLBACK_PATH}`);
    }
  }

  /** The currency a new player opens with: the one asked for when playable, else the first playable. */
  async function openingCurrency(asked: string | null): Promise<string> {
    if (asked && (await currencies.isPlayable(asked))) return asked;
    const playable = (await currencies.list()).find((currency) => currency.aggregatedEnabled && !currency.aggregatedHidden);
    if (!playable) throw new ApiError('CURRENCY_NOT_AVAILABLE', 'No currency is available');
    return playable.currency;
  }

  /** Takes the started sign-in of this state, once: unknown, used or expired answer OAUTH_STATE_INVALID. */
  async function consumeAttempt(state: string) {
    const attempt = await tables(db)
      .updateTable('oidc_login_attempts')
      .set({ used_at: new Date() })
      .where('state_hash', '=', sha256(state))
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date())
      .returningAll()
      .executeTakeFirst();
    if (!attempt) throw new ApiError('OAUTH_STATE_INVALID', 'This sign-in has expired or was already used');
    return attempt;
  }

  /** Exchanges the code (PKCE verifier, state, nonce, issuer and audience checked by openid-client). */
  async function identify(
    configuration: client.Configuration,
    attempt: { redirect_uri: string; code_verifier: string; nonce: string },
    response: { code: string; state: string; iss?: string | undefined },
  ): Promise<Identity> {
    const callback = new URL(attempt.redirect_uri);
    callback.searchParams.set('code', response.code);
    callback.searchParams.set('state', response.state);
    if (response.iss !== undefined) callback.searchParams.set('iss', response.iss);
    try {
      const tokens = await client.authorizationCodeGrant(configuration, callback, {
        pkceCodeVerifier: attempt.code_verifier,
        expectedState: response.state,
        expectedNonce: attempt.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new ApiError('OAUTH_SIGN_IN_FAILED', 'The provider sent no ID token');
      let email = typeof claims.email === 'string' ? claims.email : undefined;
      let verified = claims.email_verified === true;
      // Providers that keep the email out of the ID token answer it at their userinfo endpoint.
      if (!email && configuration.serverMetadata().userinfo_endpoint) {
        const info = await client.fetchUserInfo(configuration, tokens.access_token, claims.sub);
        email = typeof info.email === 'string' ? info.email : undefined;
        verified = info.email_verified === true;
      }
      return { subject: claims.sub, email, emailVerified: verified };
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (unreachable(error)) throw new ApiError('OAUTH_PROVIDER_UNAVAILABLE', 'The sign-in provider cannot be reached right now');
      throw new ApiError('OAUTH_SIGN_IN_FAILED', 'The sign-in provider could not confirm who you are');
    }
  }

  /** The player of this identity: found by subject, linked by a verified email, or created. */
  async function playerOf(providerId: string, identity: Identity, currency: string | null): Promise<UserRow> {
    const known = await tables(db)
      .updateTable('user_identities')
      .set({ last_sign_in_at: new Date() })
      .where('provider_id', '=', providerId)
      .where('subject', '=', identity.subject)
      .returning('user_id')
      .executeTakeFirst();
    if (known) {
      const user = await users.findById(known.user_id);
      if (user) return user;
    }
    if (!identity.email) throw new ApiError('OAUTH_EMAIL_REQUIRED', 'The sign-in provider did not share the email address');
    const email = normaliseEmail(identity.email);
    const link = (userId: string, executor: Db) =>
      tables(executor)
        .insertInto('user_identities')
        .values({ provider_id: providerId, subject: identity.subject, user_id: userId, email })
        .onConflict((oc) => oc.columns(['provider_id', 'subject']).doNothing())
        .execute();

    const existing = await users.findByEmail(email);
    if (existing) {
      // Only the provider's word that the address is the player's lets it into an existing account.
      if (!identity.emailVerified) {
        throw new ApiError('OAUTH_EMAIL_NOT_VERIFIED', 'An account with this email exists and the provider has not verified the address');
      }
      await link(existing.id, db);
      if (existing.email_verified_at === null) await users.markEmailVerified(existing.id);
      return (await users.findById(existing.id)) ?? existing;
    }

    // A new player: no password of their own yet (a reset sets one), the provider's verified email.
    const passwordHash = await hashPassword(randomToken(32));
    const opening = await openingCurrency(currency);
    const created = await db.transaction().execute(async (tx) => {
      const user = await users.create({ email, passwordHash, currency: opening }, tx);
      if (user) await link(user.id, tx);
      return user;
    });
    if (!created) {
      // The address was taken meanwhile (a sign-up racing this one): treat it as an existing account.
      return playerOf(providerId, identity, currency);
    }
    if (identity.emailVerified) await users.markEmailVerified(created.id);
    return (await users.findById(created.id)) ?? created;
  }

  return {
    /** The enabled providers, by id and display name only. */
    oauthProviders: () => providers.publicList(),

    /** Starts a sign-in: the provider's authorization URL, with state, nonce and PKCE kept here. */
    async startOAuth(
      input: { provider: string; redirectUri: string; currency?: string | undefined },
      context: StartContext,
    ): Promise<{ authorizationUrl: string; state: string }> {
      await limitAttempts(core, 'login', 'addr', context.address);
      const provider = await enabledProvider(input.provider);
      checkRedirectUri(input.redirectUri);
      if (input.currency && !(await currencies.isPlayable(input.currency))) {
        throw new ApiError('CURRENCY_NOT_AVAILABLE', `The currency ${input.currency} is not available`);
      }
      const configuration = await reachable(provider);
      const state = client.randomState();
      const nonce = client.randomNonce();
      const codeVerifier = client.randomPKCECodeVerifier();
      const now = Date.now();
      await tables(db).deleteFrom('oidc_login_attempts').where('expires_at', '<', new Date(now)).execute();
      await tables(db)
        .insertInto('oidc_login_attempts')
        .values({
          state_hash: sha256(state),
          provider_id: provider.id,
          nonce,
          code_verifier: codeVerifier,
          redirect_uri: input.redirectUri,
          currency: input.currency ?? null,
          expires_at: new Date(now + OAUTH_ATTEMPT_TTL_SECONDS * 1000),
        })
        .execute();
      const url = client.buildAuthorizationUrl(configuration, {
        redirect_uri: input.redirectUri,
        scope: SCOPE,
        state,
        nonce,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
      return { authorizationUrl: url.href, state };
    },

    /** Finishes a sign-in with what the provider sent back: a session, as a password sign-in answers. */
    async finishOAuth(input: { code: string; state: string; iss?: string | undefined }, address: string): Promise<AuthSession> {
      await limitAttempts(core, 'login', 'addr', address);
      const attempt = await consumeAttempt(input.state);
      const provider = await enabledProvider(attempt.provider_id);
      const identity = await identify(await reachable(provider), attempt, input);
      const user = await playerOf(provider.id, identity, attempt.currency);
      const accountSettings = await settings.get();
      if (isPasswordExpired(user.password_changed_at, accountSettings)) throw passwordExpiredError(accountSettings);
      return sessions.startSession(user);
    },
  };
}

/** A provider that could not be reached (network, timeout), as opposed to one that said no. */
function unreachable(error: unknown): boolean {
  const cause = error instanceof client.ClientError ? error.cause : error;
  return cause instanceof TypeError || (cause instanceof Error && (cause.name === 'TimeoutError' || cause.name === 'AbortError'));
}
