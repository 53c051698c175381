import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { authSessionSchema, refreshResponseSchema } from '@app/contract';
import { register, sleep, startServer, uniqueEmail, type SignedIn, type TestServer } from '../helpers.ts';

describe('accounts and tokens', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer({ env: { ACCESS_TOKEN_TTL_SECONDS: '2' } });
  });
  after(() => server.close());

  it('registers a player with { email, password, currency } and answers tokens and the user', async () => {
    const email = uniqueEmail('New.Player');
    const answer = await server.post<SignedIn>('/user/auth/register', { email, password: 'secret123', currency: 'EUR' });
    assert.equal(answer.status, 200);
    authSessionSchema.parse(answer.body);
    assert.equal(answer.body.expiresIn, 2);
    assert.equal(answer.body.user.email, email.toLowerCase());
    assert.equal(answer.body.user.currency, 'EUR');
    const row = await server.platform.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', answer.body.user.userId)
      .executeTakeFirstOrThrow();
    assert.match(row.password_hash, /^\$argon2id\$/);
    assert.ok(!row.password_hash.includes('secret123'));
    const balances = await server.post<{ balances: Array<{ currency: string; cash: string }> }>(
      '/wallet/balances/list',
      { userId: answer.body.user.userId },
      answer.body.accessToken,
    );
    assert.equal(balances.status, 200);
    assert.ok(balances.body.balances.some((b) => b.currency === 'EUR' && b.cash === '0.00'));
  });

  it('checks the password policy on the server (8 characters, a lowercase letter, a digit)', async () => {
    for (const password of ['short1', 'NOLOWERCASE1', 'nodigitshere']) {
      const answer = await server.post('/user/auth/register', { email: uniqueEmail(), password, currency: 'USD' });
      assert.equal(answer.status, 400, password);
      assert.equal(answer.body.reason, 'PASSWORD_TOO_WEAK');
    }
  });

  it('follows a stricter operator policy', async () => {
    await server.operator('/operator/account-settings/update', {
      passwordSettings: { minUppercaseCharacters: 1, minSpecialCharacters: 1 },
    });
    try {
      const weak = await server.post('/user/auth/register', { email: uniqueEmail(), password: 'secret123', currency: 'USD' });
      assert.equal(weak.body.reason, 'PASSWORD_TOO_WEAK');
      const strong = await server.post('/user/auth/register', { email: uniqueEmail(), password: 'Secret123!', currency: 'USD' });
      assert.equal(strong.status, 200);
    } finally {
      await server.operator('/operator/account-settings/update', {
        passwordSettings: { minUppercaseCharacters: 0, minSpecialCharacters: 0 },
      });
    }
  });

  it('refuses a hidden or disabled currency at registration', async () => {
    for (const currency of ['GBP', 'JPY', 'XXX']) {
      const answer = await server.post('/user/auth/register', { email: uniqueEmail(), password: 'secret123', currency });
      assert.equal(answer.status, 400);
      assert.equal(answer.body.reason, 'CURRENCY_NOT_AVAILABLE');
    }
  });

  it('answers a second registration of the same email without creating anything', async () => {
    const player = await register(server);
    const again = await server.post('/user/auth/register', {
      email: player.user.email.toUpperCase(),
      password: 'other1234',
      currency: 'USD',
    });
    assert.equal(again.status, 409);
    assert.equal(again.body.reason, 'REGISTRATION_REJECTED');
    const login = await server.post('/user/auth/login', { email: player.user.email, password: player.password });
    assert.equal(login.status, 200);
  });

  it('logs in with { email, password }; a wrong password and an unknown email get the same answer', async () => {
    const player = await register(server);
    const ok = await server.post<SignedIn>('/user/auth/login', { email: player.user.email, password: player.password });
    assert.equal(ok.status, 200);
    authSessionSchema.parse(ok.body);
    assert.equal(ok.body.user.userId, player.user.userId);
    const wrong = await server.post('/user/auth/login', { email: player.user.email, password: 'wrong1234' });
    const unknown = await server.post('/user/auth/login', { email: uniqueEmail('nobody'), password: 'wrong1234' });
    assert.equal(wrong.status, 401);
    assert.deepEqual(wrong.body, unknown.body);
    assert.equal(wrong.body.reason, 'INVALID_CREDENTIALS');
  });

  it('takes the access token in Authorization with no prefix and answers TOKEN_EXPIRED once it expires', async () => {
    const player = await register(server);
    const fresh = await server.post('/user/get', { userId: player.user.userId }, player.accessToken);
    assert.equal(fresh.status, 200);
    const none = await server.post('/user/get', {});
    assert.equal(none.status, 401);
    assert.equal(none.body.reason, 'UNAUTHORIZED');
    const forged = await server.post('/user/get', {}, `${player.accessToken.slice(0, -3)}abc`);
    assert.equal(forged.status, 401);
    assert.equal(forged.body.reason, 'TOKEN_INVALID');
    await sleep(2100);
    const expired = await server.post('/user/get', {}, player.accessToken);
    assert.equal(expired.status, 401);
    assert.equal(expired.body.reason, 'TOKEN_EXPIRED');
    const refreshed = await server.post<SignedIn>('/user/auth/refresh', { refreshToken: player.refreshToken });
    assert.equal(refreshed.status, 200);
    const retried = await server.post('/user/get', {}, refreshed.body.accessToken);
    assert.equal(retried.status, 200);
  });

  it('rotates the refresh token on every refresh; reusing an old one after a later one was used revokes the whole family', async () => {
    const player = await register(server);
    const first = await server.post('/user/auth/refresh', { refreshToken: player.refreshToken });
    assert.equal(first.status, 200);
    const rotated = refreshResponseSchema.parse(first.body);
    assert.notEqual(rotated.refreshToken, player.refreshToken);
    assert.equal(Object.keys(first.body).sort().join(), 'accessToken,expiresIn,refreshToken');

    const second = await server.post('/user/auth/refresh', { refreshToken: rotated.refreshToken });
    assert.equal(second.status, 200);
    const latest = refreshResponseSchema.parse(second.body);

    const reuse = await server.post('/user/auth/refresh', { refreshToken: player.refreshToken });
    assert.equal(reuse.status, 401);
    assert.equal(reuse.body.reason, 'REFRESH_TOKEN_REUSED');
    // The whole family is gone: the newest refresh token and its access token no longer work.
    const afterReuse = await server.post('/user/auth/refresh', { refreshToken: latest.refreshToken });
    assert.equal(afterReuse.status, 401);
    assert.equal(afterReuse.body.reason, 'SESSION_REVOKED');
    const info = await server.post('/user/get', {}, latest.accessToken);
    assert.equal(info.status, 401);
    assert.equal(info.body.reason, 'SESSION_REVOKED');

    // Another sign-in of the same player is a different family and keeps working.
    const other = await server.post<SignedIn>('/user/auth/login', { email: player.user.email, password: player.password });
    assert.equal((await server.post('/user/get', {}, other.body.accessToken)).status, 200);
  });

  it('answers a rotated refresh token presented again within the grace period (its answer was lost) with new tokens', async () => {
    const player = await register(server);
    const lost = await server.post('/user/auth/refresh', { refreshToken: player.refreshToken });
    assert.equal(lost.status, 200);
    const lostTokens = refreshResponseSchema.parse(lost.body);

    const again = await server.post('/user/auth/refresh', { refreshToken: player.refreshToken });
    assert.equal(again.status, 200);
    const renewed = refreshResponseSchema.parse(again.body);
    assert.notEqual(renewed.refreshToken, lostTokens.refreshToken);
    assert.notEqual(renewed.refreshToken, player.refreshToken);
    assert.equal((await server.post('/user/get', {}, renewed.accessToken)).status, 200);
    // The session goes on from the new token.
    const next = await server.post('/user/auth/refresh', { refreshToken: renewed.refreshToken });
    assert.equal(next.status, 200);
    // Once a later token has been used, the old one is refused and ends the session.
    const late = await server.post('/user/auth/refresh', { refreshToken: player.refreshToken });
    assert.equal(late.status, 401);
    assert.equal(late.body.reason, 'REFRESH_TOKEN_REUSED');
    assert.equal((await server.post('/user/get', {}, refreshResponseSchema.parse(next.body).accessToken)).status, 401);
  });

  it('answers refreshes racing with one token, each with new tokens, and keeps one chain of them', async () => {
    const player = await register(server);
    const answers = await Promise.all([0, 1, 2].map(() => server.post('/user/auth/refresh', { refreshToken: player.refreshToken })));
    assert.deepEqual(
      answers.map((answer) => answer.status),
      [200, 200, 200],
    );
    const tokens = answers.map((answer) => refreshResponseSchema.parse(answer.body).refreshToken);
    assert.equal(new Set(tokens).size, 3);
    // The last one issued carries the session on; the others were set aside (see the grace tests).
    const live = await server.platform.database.db
      .selectFrom('refresh_tokens')
      .select('token_hash')
      .where('used_at', 'is', null)
      .where(
        'token_hash',
        'in',
        tokens.map((token) => createHash('sha256').update(token).digest('base64url')),
      )
      .execute();
    assert.equal(live.length, 1);
    const head = tokens.find((token) => createHash('sha256').update(token).digest('base64url') === live[0]?.token_hash) ?? '';
    assert.equal((await server.post('/user/auth/refresh', { refreshToken: head })).status, 200);
    const setAside = tokens.find((token) => token !== head) ?? '';
    assert.equal((await server.post('/user/auth/refresh', { refreshToken: setAside })).body.reason, 'REFRESH_TOKEN_REUSED');
  });

  it('stores refresh tokens hashed, never as issued', async () => {
    const player = await register(server);
    const rows = await server.platform.database.db.selectFrom('refresh_tokens').select('token_hash').execute();
    assert.ok(rows.length > 0);
    assert.ok(rows.every((row) => row.token_hash !== player.refreshToken));
  });

  it('answers an unknown refresh token with REFRESH_TOKEN_INVALID', async () => {
    const answer = await server.post('/user/auth/refresh', { refreshToken: 'not-a-token' });
    assert.equal(answer.status, 401);
    assert.equal(answer.body.reason, 'REFRESH_TOKEN_INVALID');
  });

  it('logs out: the access token and the refresh token stop working', async () => {
    const player = await register(server);
    const out = await server.post('/user/auth/logout', { refreshToken: player.refreshToken }, player.accessToken);
    assert.equal(out.status, 200);
    assert.deepEqual(out.body, { ok: true });
    assert.equal((await server.post('/user/get', {}, player.accessToken)).body.reason, 'SESSION_REVOKED');
    assert.equal((await server.post('/user/auth/refresh', { refreshToken: player.refreshToken })).status, 401);
    // Logging out twice is harmless.
    assert.equal((await server.post('/user/auth/logout', { refreshToken: player.refreshToken })).status, 200);
  });
});

describe('refresh tokens without a grace period', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer({ env: { REFRESH_REUSE_GRACE_SECONDS: '0' } });
  });
  after(() => server.close());

  it('ends the session on any second use of a refresh token', async () => {
    const player = await register(server);
    const first = await server.post('/user/auth/refresh', { refreshToken: player.refreshToken });
    assert.equal(first.status, 200);
    const again = await server.post('/user/auth/refresh', { refreshToken: player.refreshToken });
    assert.equal(again.status, 401);
    assert.equal(again.body.reason, 'REFRESH_TOKEN_REUSED');
    const rotated = refreshResponseSchema.parse(first.body);
    assert.equal((await server.post('/user/auth/refresh', { refreshToken: rotated.refreshToken })).body.reason, 'SESSION_REVOKED');
  });
});
