import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { SignJWT, UnsecuredJWT } from 'jose';
import { authSessionSchema, OAUTH_CALLBACK_PATH } from '@app/contract';
import { startServer, type TestServer } from '../helpers.ts';
import { signInAtProvider as signInAtProviderFor, startOidcProvider, type ProviderAccount } from '../support/oidc-provider.ts';

/** The site the provider sends players back to (its callback page; never opened here). */
const SITE = 'http://127.0.0.1:5173';
const REDIRECT_URI = `${SITE}${OAUTH_CALLBACK_PATH}`;
const CLIENT_ID = 'platform';
const CLIENT_SECRET = 'platform-client-secret-for-tests';
const TOKEN_SECRET = 'access-token-key-for-tests';

const signInAtProvider = (authorizationUrl: string, accountId: string) => signInAtProviderFor(authorizationUrl, accountId, REDIRECT_URI);

describe('sign-in with an identity provider (OpenID Connect)', () => {
  const accounts = new Map<string, ProviderAccount>();
  const run = Date.now().toString(36);
  let provider: Awaited<ReturnType<typeof startOidcProvider>>;
  let server: TestServer;

  before(async () => {
    provider = await startOidcProvider(
      { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUri: REDIRECT_URI },
      accounts,
      'cookie-key-for-tests',
    );
    server = await startServer({ env: { TOKEN_SECRET } });
    const set = await server.operator('/operator/oidc-providers/set', {
      id: 'local',
      name: 'Local ID',
      issuer: provider.issuer,
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
    });
    assert.equal(set.status, 200, JSON.stringify(set.body));
  });
  after(async () => {
    await server?.close();
    await provider?.close();
  });

  const start = (body: Record<string, unknown> = {}) =>
    server.post<{ authorizationUrl: string; state: string; reason?: string }>('/user/auth/oauth/start', {
      provider: 'local',
      redirectUri: REDIRECT_URI,
      ...body,
    });
  const finish = (callback: URL) =>
    server.post('/user/auth/oauth', {
      code: callback.searchParams.get('code'),
      state: callback.searchParams.get('state'),
      ...(callback.searchParams.has('iss') ? { iss: callback.searchParams.get('iss') } : {}),
    });
  /** The whole journey: start, sign in at the provider, finish. */
  async function signIn(accountId: string, body: Record<string, unknown> = {}) {
    const started = await start(body);
    assert.equal(started.status, 200, JSON.stringify(started.body));
    return finish(await signInAtProvider(started.body.authorizationUrl, accountId));
  }

  it('lists the enabled providers by id and name only; the client secret never leaves the server', async () => {
    const listed = await server.post('/user/auth/oauth/providers', {});
    assert.deepEqual(listed.body, { providers: [{ id: 'local', name: 'Local ID' }] });
    const operatorView = await server.operator('/operator/oidc-providers/list', {});
    assert.equal(operatorView.status, 200);
    assert.ok(!JSON.stringify(operatorView.body).includes(CLIENT_SECRET));
    assert.deepEqual(operatorView.body, {
      providers: [{ id: 'local', name: 'Local ID', issuer: provider.issuer, clientId: CLIENT_ID, enabled: true, hasClientSecret: true }],
    });
  });

  it('asks for the code with PKCE (S256), a state and a nonce', async () => {
    const started = await start();
    const url = new URL(started.body.authorizationUrl);
    assert.equal(url.origin, provider.issuer);
    assert.equal(url.searchParams.get('code_challenge_method'), 'S256');
    assert.ok((url.searchParams.get('code_challenge') ?? '').length >= 43);
    assert.equal(url.searchParams.get('state'), started.body.state);
    assert.ok((url.searchParams.get('nonce') ?? '').length >= 16);
    assert.equal(url.searchParams.get('redirect_uri'), REDIRECT_URI);
    assert.equal(url.searchParams.get('client_id'), CLIENT_ID);
  });

  it('creates the player on a first sign-in and signs the same player in later', async () => {
    const email = `first-${run}@example.com`;
    accounts.set(`first-${run}`, { email, emailVerified: true });
    const first = await signIn(`first-${run}`, { currency: 'EUR' });
    assert.equal(first.status, 200, JSON.stringify(first.body));
    const session = authSessionSchema.parse(first.body);
    assert.equal(session.user.email, email);
    assert.equal(session.user.emailVerified, true);
    assert.equal(session.user.currency, 'EUR');

    const info = await server.post<{ userInfo: { email: string } }>('/user/get', {}, session.accessToken);
    assert.equal(info.status, 200);
    assert.equal(info.body.userInfo.email, email);

    const again = await signIn(`first-${run}`);
    assert.equal(again.status, 200, JSON.stringify(again.body));
    assert.equal(authSessionSchema.parse(again.body).user.userId, session.user.userId);
  });

  it('opens a new player in the first playable currency when none is asked for', async () => {
    accounts.set(`plain-${run}`, { email: `plain-${run}@example.com`, emailVerified: true });
    const answer = await signIn(`plain-${run}`);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const currencies = await server.post<{
      currencies: Array<{ currency: string; aggregatedEnabled: boolean; aggregatedHidden: boolean }>;
    }>('/wallet/currencies/get', { aggregated: true });
    const firstPlayable = currencies.body.currencies.find((currency) => currency.aggregatedEnabled && !currency.aggregatedHidden);
    assert.equal(authSessionSchema.parse(answer.body).user.currency, firstPlayable?.currency);
  });

  it('links an existing account when the provider says the email is verified', async () => {
    const email = `linked-${run}@example.com`;
    const registered = await server.post('/user/auth/register', { email, password: 'goodpass1word', currency: 'USD' });
    assert.equal(registered.status, 200);
    accounts.set(`linked-${run}`, { email: email.toUpperCase(), emailVerified: true });
    const answer = await signIn(`linked-${run}`);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const session = authSessionSchema.parse(answer.body);
    assert.equal(session.user.userId, authSessionSchema.parse(registered.body).user.userId);
    assert.equal(session.user.emailVerified, true);
    // The password still signs in too.
    assert.equal((await server.post('/user/auth/login', { email, password: 'goodpass1word' })).status, 200);
  });

  it('does not link an existing account when the email is not verified by the provider', async () => {
    const email = `unverified-${run}@example.com`;
    await server.post('/user/auth/register', { email, password: 'goodpass1word', currency: 'USD' });
    accounts.set(`unverified-${run}`, { email, emailVerified: false });
    const answer = await signIn(`unverified-${run}`);
    assert.equal(answer.status, 409);
    assert.equal(answer.body.reason, 'OAUTH_EMAIL_NOT_VERIFIED');
  });

  it('refuses an identity without an email address', async () => {
    accounts.set(`anonymous-${run}`, { emailVerified: false });
    const answer = await signIn(`anonymous-${run}`);
    assert.equal(answer.status, 400);
    assert.equal(answer.body.reason, 'OAUTH_EMAIL_REQUIRED');
  });

  it('refuses a replayed state, and an unknown one', async () => {
    accounts.set(`replay-${run}`, { email: `replay-${run}@example.com`, emailVerified: true });
    const started = await start();
    const callback = await signInAtProvider(started.body.authorizationUrl, `replay-${run}`);
    assert.equal((await finish(callback)).status, 200);
    const replayed = await finish(callback);
    assert.equal(replayed.status, 400);
    assert.equal(replayed.body.reason, 'OAUTH_STATE_INVALID');

    const unknown = await server.post('/user/auth/oauth', {
      code: callback.searchParams.get('code'),
      state: 'a-state-this-platform-never-issued',
    });
    assert.equal(unknown.body.reason, 'OAUTH_STATE_INVALID');
  });

  it('refuses a state older than ten minutes', async () => {
    accounts.set(`late-${run}`, { email: `late-${run}@example.com`, emailVerified: true });
    const started = await start();
    const callback = await signInAtProvider(started.body.authorizationUrl, `late-${run}`);
    const db = server.platform.database.db.withTables<{ oidc_login_attempts: { expires_at: Date } }>();
    await db
      .updateTable('oidc_login_attempts')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const late = await finish(callback);
    assert.equal(late.body.reason, 'OAUTH_STATE_INVALID');
  });

  it('refuses an ID token whose nonce is not the one this sign-in sent', async () => {
    accounts.set(`nonce-${run}`, { email: `nonce-${run}@example.com`, emailVerified: true });
    const started = await start();
    const tampered = new URL(started.body.authorizationUrl);
    tampered.searchParams.set('nonce', 'a-nonce-of-another-sign-in');
    const answer = await finish(await signInAtProvider(tampered.href, `nonce-${run}`));
    assert.equal(answer.status, 401);
    assert.equal(answer.body.reason, 'OAUTH_SIGN_IN_FAILED');
  });

  it('refuses a code with a state of another sign-in (the PKCE verifier does not match)', async () => {
    accounts.set(`swap-${run}`, { email: `swap-${run}@example.com`, emailVerified: true });
    const one = await start();
    const other = await start();
    const callback = await signInAtProvider(one.body.authorizationUrl, `swap-${run}`);
    callback.searchParams.set('state', other.body.state);
    const answer = await finish(callback);
    assert.equal(answer.body.reason, 'OAUTH_SIGN_IN_FAILED');
  });

  it('refuses unknown providers and redirect URIs other than the callback page', async () => {
    const unknown = await start({ provider: 'nobody' });
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.reason, 'OAUTH_PROVIDER_NOT_FOUND');
    const elsewhere = await start({ redirectUri: `${SITE}/somewhere-else` });
    assert.equal(elsewhere.body.reason, 'VALIDATION_FAILED');
    // The caller's own Origin header vouches for nothing: its callback page is not this site's.
    const response = await fetch(`${server.url}/v1/user/auth/oauth/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://attacker.example' },
      body: JSON.stringify({ provider: 'local', redirectUri: `https://attacker.example${OAUTH_CALLBACK_PATH}` }),
    });
    assert.equal(((await response.json()) as { reason: string }).reason, 'VALIDATION_FAILED');
    // Nothing configured (no PUBLIC_URL, no CORS_ORIGINS): only a callback on this machine, as in development.
    const remote = await start({ redirectUri: `https://casino.example${OAUTH_CALLBACK_PATH}` });
    assert.equal(remote.body.reason, 'VALIDATION_FAILED');
  });

  it('keeps a disabled provider off the screens and refuses its sign-ins; http issuers only on loopback', async () => {
    await server.operator('/operator/oidc-providers/set', {
      id: 'spare',
      name: 'Spare',
      issuer: provider.issuer,
      clientId: 'x',
      clientSecret: 'y',
      enabled: false,
    });
    assert.deepEqual((await server.post('/user/auth/oauth/providers', {})).body, { providers: [{ id: 'local', name: 'Local ID' }] });
    assert.equal((await start({ provider: 'spare' })).body.reason, 'OAUTH_PROVIDER_NOT_FOUND');
    assert.equal((await server.operator('/operator/oidc-providers/remove', { id: 'spare' })).status, 200);
    const insecure = await server.operator('/operator/oidc-providers/set', {
      id: 'remote',
      name: 'Remote',
      issuer: 'http://id.example.com',
      clientId: 'x',
      clientSecret: 'y',
    });
    assert.equal(insecure.body.reason, 'VALIDATION_FAILED');
    const noSecret = await server.operator('/operator/oidc-providers/set', {
      id: 'new',
      name: 'New',
      issuer: 'https://id.example.com',
      clientId: 'x',
    });
    assert.equal(noSecret.body.reason, 'VALIDATION_FAILED');
  });

  it('answers OAUTH_PROVIDER_UNAVAILABLE when the provider cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await server.operator('/operator/oidc-providers/set', {
      id: 'down',
      name: 'Down',
      issuer: `http://127.0.0.1:${port}`,
      clientId: 'x',
      clientSecret: 'y',
    });
    const answer = await start({ provider: 'down' });
    assert.equal(answer.status, 502);
    assert.equal(answer.body.reason, 'OAUTH_PROVIDER_UNAVAILABLE');
    await server.operator('/operator/oidc-providers/remove', { id: 'down' });
  });
});

describe("the identity provider's redirect URI on a configured site", () => {
  let server: TestServer;
  before(async () => {
    server = await startServer({
      env: { TOKEN_SECRET, PUBLIC_URL: 'https://casino.example/', CORS_ORIGINS: 'https://partner.example' },
    });
    // Nothing answers there: a start whose redirect URI is taken goes on to the provider and fails on it.
    const set = await server.operator('/operator/oidc-providers/set', {
      id: 'away',
      name: 'Away',
      issuer: 'http://127.0.0.1:9',
      clientId: 'x',
      clientSecret: 'y',
    });
    assert.equal(set.status, 200, JSON.stringify(set.body));
  });
  after(() => server?.close());

  const start = async (redirectUri: string, origin?: string) => {
    const response = await fetch(`${server.url}/v1/user/auth/oauth/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
      body: JSON.stringify({ provider: 'away', redirectUri }),
    });
    return ((await response.json()) as { reason: string }).reason;
  };

  it('takes the callback page of the public origin and of CORS_ORIGINS only, whatever Origin the caller sends', async () => {
    assert.equal(await start(`https://casino.example${OAUTH_CALLBACK_PATH}`), 'OAUTH_PROVIDER_UNAVAILABLE');
    assert.equal(await start(`https://casino.example${OAUTH_CALLBACK_PATH}`, 'https://casino.example'), 'OAUTH_PROVIDER_UNAVAILABLE');
    assert.equal(await start(`https://partner.example${OAUTH_CALLBACK_PATH}`), 'OAUTH_PROVIDER_UNAVAILABLE');
    for (const [redirectUri, origin] of [
      [`https://evil.example${OAUTH_CALLBACK_PATH}`, 'https://evil.example'],
      [`https://evil.example${OAUTH_CALLBACK_PATH}`, undefined],
      [`http://casino.example${OAUTH_CALLBACK_PATH}`, 'http://casino.example'],
      [`https://casino.example.evil.example${OAUTH_CALLBACK_PATH}`, 'https://casino.example.evil.example'],
      [`http://127.0.0.1:5173${OAUTH_CALLBACK_PATH}`, 'http://127.0.0.1:5173'],
      [`https://casino.example${OAUTH_CALLBACK_PATH}?next=https://evil.example`, 'https://casino.example'],
    ] as const) {
      assert.equal(await start(redirectUri, origin), 'VALIDATION_FAILED', `${redirectUri} from ${origin ?? 'no origin'}`);
    }
  });
});

describe('access tokens (jose, HS256 pinned)', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer({ env: { TOKEN_SECRET } });
  });
  after(() => server?.close());

  it('accepts its own tokens and refuses other algorithms, unsigned tokens and other keys', async () => {
    const registered = await server.post('/user/auth/register', {
      email: `tokens-${Date.now()}@example.com`,
      password: 'goodpass1word',
      currency: 'USD',
    });
    const session = authSessionSchema.parse(registered.body);
    const [header = '', payload = ''] = session.accessToken.split('.');
    assert.deepEqual(JSON.parse(Buffer.from(header, 'base64url').toString()), { alg: 'HS256', typ: 'JWT' });
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    assert.deepEqual(Object.keys(claims).sort(), ['exp', 'iat', 'sid', 'sub']);
    assert.equal((await server.post('/user/get', {}, session.accessToken)).status, 200);

    const key = new TextEncoder().encode(TOKEN_SECRET);
    const forge = (alg: string, secret = key) => new SignJWT(claims).setProtectedHeader({ alg, typ: 'JWT' }).sign(secret);
    for (const token of [
      await forge('HS512'),
      await forge('HS384'),
      await forge('HS256', new TextEncoder().encode('another-key')),
      new UnsecuredJWT(claims).encode(),
    ]) {
      const answer = await server.post('/user/get', {}, token);
      assert.equal(answer.status, 401);
      assert.equal(answer.body.reason, 'TOKEN_INVALID');
    }
  });
});
