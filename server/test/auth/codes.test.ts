import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { codesMailed, latestCode, register, startServer, uniqueEmail, type TestServer } from '../helpers.ts';

describe('password reset and email verification codes', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  const outboxCount = async (email: string) =>
    (await server.operator<{ mails: unknown[] }>('/operator/mail/outbox', { to: email, limit: 100 })).body.mails.length;

  it('sends a reset code by mail (to the outbox without SMTP) and answers the same for an unknown address', async () => {
    const player = await register(server);
    const known = await server.post('/user/auth/password/reset-code/send', { email: player.user.email });
    const unknownEmail = uniqueEmail('stranger');
    const unknown = await server.post('/user/auth/password/reset-code/send', { email: unknownEmail });
    assert.equal(known.status, 200);
    assert.deepEqual(known.body, unknown.body);
    assert.equal(unknown.status, 200);
    await codesMailed(server, player.user.email);
    assert.equal(await outboxCount(player.user.email), 1);
    assert.equal(await outboxCount(unknownEmail), 0);
    assert.match(await latestCode(server, player.user.email), /^\d{6}$/);
  });

  it('resets the password with the code, once; all sessions end', async () => {
    const player = await register(server);
    await server.post('/user/auth/password/reset-code/send', { email: player.user.email });
    const code = await latestCode(server, player.user.email);
    const reset = await server.post('/user/auth/password/reset', { email: player.user.email, code, newPassword: 'brandnew123' });
    assert.equal(reset.status, 200);
    assert.equal((await server.post('/user/auth/login', { email: player.user.email, password: player.password })).status, 401);
    assert.equal((await server.post('/user/auth/login', { email: player.user.email, password: 'brandnew123' })).status, 200);
    assert.equal((await server.post('/user/get', {}, player.accessToken)).body.reason, 'SESSION_REVOKED');
    const again = await server.post('/user/auth/password/reset', { email: player.user.email, code, newPassword: 'another123' });
    assert.equal(again.body.reason, 'INVALID_CODE');
  });

  it('refuses a wrong code, and voids the code after five wrong guesses', async () => {
    const player = await register(server);
    await server.post('/user/auth/password/reset-code/send', { email: player.user.email });
    const code = await latestCode(server, player.user.email);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const wrong = await server.post('/user/auth/password/reset', {
        email: player.user.email,
        code: wrongCode,
        newPassword: 'brandnew123',
      });
      assert.equal(wrong.body.reason, 'INVALID_CODE');
    }
    const late = await server.post('/user/auth/password/reset', { email: player.user.email, code, newPassword: 'brandnew123' });
    assert.equal(late.body.reason, 'INVALID_CODE');
  });

  it('gives an unknown address the same INVALID_CODE as a wrong code', async () => {
    const answer = await server.post('/user/auth/password/reset', {
      email: uniqueEmail('nobody'),
      code: '123456',
      newPassword: 'brandnew123',
    });
    assert.equal(answer.status, 400);
    assert.equal(answer.body.reason, 'INVALID_CODE');
  });

  it('only the newest code works', async () => {
    const player = await register(server);
    await server.post('/user/auth/password/reset-code/send', { email: player.user.email });
    const first = await latestCode(server, player.user.email);
    await server.post('/user/auth/password/reset-code/send', { email: player.user.email });
    const second = await latestCode(server, player.user.email);
    if (first !== second) {
      assert.equal(
        (await server.post('/user/auth/password/reset', { email: player.user.email, code: first, newPassword: 'brandnew123' })).body.reason,
        'INVALID_CODE',
      );
    }
    assert.equal(
      (await server.post('/user/auth/password/reset', { email: player.user.email, code: second, newPassword: 'brandnew123' })).status,
      200,
    );
  });

  it('verifies the email address with a mailed code', async () => {
    const player = await register(server);
    const before = await server.post<{ userInfo: { emailVerified: boolean } }>('/user/get', {}, player.accessToken);
    assert.equal(before.body.userInfo.emailVerified, false);
    assert.equal((await server.post('/user/email/verification-code/send', {}, player.accessToken)).status, 200);
    const code = await latestCode(server, player.user.email);
    const wrong = await server.post('/user/email/verify/get', { code: code === '999999' ? '888888' : '999999' }, player.accessToken);
    assert.equal(wrong.body.reason, 'INVALID_CODE');
    const ok = await server.post('/user/email/verify/get', { code }, player.accessToken);
    assert.equal(ok.status, 200);
    assert.deepEqual(ok.body, { verified: true });
    const after = await server.post<{ userInfo: { emailVerified: boolean } }>('/user/get', {}, player.accessToken);
    assert.equal(after.body.userInfo.emailVerified, true);
    assert.equal((await server.post('/user/email/verification-code/send', {}, player.accessToken)).body.reason, 'EMAIL_ALREADY_VERIFIED');
  });

  it('needs a signed-in player for the verification calls', async () => {
    assert.equal((await server.post('/user/email/verification-code/send', {})).status, 401);
    assert.equal((await server.post('/user/email/verify/get', { code: '123456' })).status, 401);
  });
});

describe('rate limits on sign-in and codes', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer({
      env: {
        RATE_LIMIT_LOGIN_PER_ACCOUNT: '3',
        RATE_LIMIT_LOGIN_PER_ADDRESS: '5',
        RATE_LIMIT_CODE_PER_ACCOUNT: '2',
        RATE_LIMIT_CODE_PER_ADDRESS: '4',
      },
    });
  });
  after(() => server.close());

  it('limits sign-ins per account, then per address, answering 429 with retryAfter', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 3; i += 1) assert.equal((await server.post('/user/auth/login', { email, password: 'wrong1234' })).status, 401);
    const limited = await server.post<{ reason: string; meta: { retryAfter: number } }>('/user/auth/login', {
      email,
      password: 'wrong1234',
    });
    assert.equal(limited.status, 429);
    assert.equal(limited.body.reason, 'RATE_LIMITED');
    assert.ok(limited.body.meta.retryAfter > 0);
    assert.ok(Number(limited.headers.get('retry-after')) > 0);
    // Another account from the same address: one more allowed (5 per address), then limited.
    assert.equal((await server.post('/user/auth/login', { email: uniqueEmail(), password: 'wrong1234' })).status, 401);
    assert.equal((await server.post('/user/auth/login', { email: uniqueEmail(), password: 'wrong1234' })).status, 429);
  });

  it('does not let a client pick its own address with X-Forwarded-For', async () => {
    const limited = await Promise.all(
      ['203.0.113.1', '203.0.113.2', '203.0.113.3'].map(async (forwarded) => {
        const response = await fetch(`${server.url}/v1/user/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': forwarded },
          body: JSON.stringify({ email: uniqueEmail(), password: 'wrong1234' }),
        });
        return response.status;
      }),
    );
    // The address limit was spent by the previous test: every forged address is still limited.
    assert.deepEqual(limited, [429, 429, 429]);
  });

  it('limits code requests per account and per address without revealing the account', async () => {
    const email = uniqueEmail();
    assert.equal((await server.post('/user/auth/password/reset-code/send', { email })).status, 200);
    assert.equal((await server.post('/user/auth/password/reset-code/send', { email })).status, 200);
    assert.equal((await server.post('/user/auth/password/reset-code/send', { email })).status, 429);
    assert.equal((await server.post('/user/auth/password/reset-code/send', { email: uniqueEmail() })).status, 200);
    assert.equal((await server.post('/user/auth/password/reset-code/send', { email: uniqueEmail() })).status, 429);
  });
});
