import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { AuthCore } from '../../src/auth/core.ts';
import { createPasswordReset } from '../../src/auth/password-reset.ts';
import { loadConfig } from '../../src/config.ts';
import { hmac } from '../../src/platform/secrets.ts';
import { latestCode, register, startServer, uniqueEmail, type TestServer } from '../helpers.ts';

/**
 * The reset-code use case over recording stand-ins: every step it takes before it answers, in order.
 * The mail never finishes sending, as an SMTP server that hangs.
 */
function recorded(accountEmail: string) {
  const steps: string[] = [];
  const mails: string[] = [];
  const core = {
    config: loadConfig({}),
    limiter: {
      hit: async (key: string) => {
        steps.push(`limit ${key.split(':').slice(0, 2).join(':')}`);
        return { allowed: true, retryAfter: 0 };
      },
    },
    users: {
      findByEmail: async (email: string) => {
        steps.push('find the account');
        return email === accountEmail ? { id: '00000000-0000-4000-8000-000000000001', email } : undefined;
      },
    },
    codes: {
      ttlMinutes: 15,
      issue: async (_email: string, purpose: string) => {
        steps.push(`issue a ${purpose} code`);
        return '123456';
      },
    },
    mail: {
      send: (mail: { to: string }) => {
        mails.push(mail.to);
        return new Promise<void>(() => {});
      },
    },
  } as unknown as AuthCore;
  const reset = createPasswordReset(core, { revokeAllSessions: async () => {} }, { clear: async () => {} });
  return { reset, steps, mails };
}

describe('sending a password reset code', () => {
  it('takes the same steps before answering whether or not the address has an account', { timeout: 5000 }, async () => {
    const known = recorded('player@example.com');
    const unknown = recorded('player@example.com');
    await known.reset.sendResetCode('player@example.com', '203.0.113.7');
    await unknown.reset.sendResetCode('stranger@example.com', '203.0.113.7');
    assert.deepEqual(known.steps, ['limit code:addr', 'limit code:acct', 'find the account', 'issue a password_reset code']);
    assert.deepEqual(unknown.steps, known.steps);
  });

  it('answers without waiting for the mail, which only an account gets', { timeout: 5000 }, async () => {
    const known = recorded('player@example.com');
    // The mail never finishes sending: the answer comes all the same.
    const answered = await Promise.race([
      known.reset.sendResetCode('player@example.com', '203.0.113.7').then(() => true),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), 1000)),
    ]);
    assert.equal(answered, true);
    assert.deepEqual(known.mails, ['player@example.com']);
    const unknown = recorded('player@example.com');
    await unknown.reset.sendResetCode('stranger@example.com', '203.0.113.7');
    assert.deepEqual(unknown.mails, []);
  });
});

/** Codes are kept as a keyed hash (the token secret): known here, to plant a code whose number is known. */
const TOKEN_SECRET = 'a-token-secret-for-the-reset-code-tests';

describe('reset codes on the server', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer({ env: { TOKEN_SECRET: TOKEN_SECRET } });
  });
  after(() => server.close());

  const codeRows = (email: string) =>
    server.platform.database.db.selectFrom('verification_codes').select(['user_id']).where('email', '=', email).execute();

  it('keeps a code for an unknown address as for a known one (the same writes), mailing only the account', async () => {
    const player = await register(server);
    const stranger = uniqueEmail('stranger');
    assert.equal((await server.post('/user/auth/password/reset-code/send', { email: player.user.email })).status, 200);
    assert.equal((await server.post('/user/auth/password/reset-code/send', { email: stranger })).status, 200);
    assert.deepEqual(await codeRows(player.user.email), [{ user_id: player.user.userId }]);
    assert.deepEqual(await codeRows(stranger), [{ user_id: null }]);
    assert.match(await latestCode(server, player.user.email), /^\d{6}$/);
    const outbox = await server.operator<{ mails: unknown[] }>('/operator/mail/outbox', { to: stranger, limit: 10 });
    assert.deepEqual(outbox.body.mails, []);
  });

  it('never resets the password of an account made after its code was asked for', async () => {
    const email = uniqueEmail('later');
    assert.equal((await server.post('/user/auth/password/reset-code/send', { email })).status, 200);
    // The code asked for before the account existed was mailed to no one; even guessed, it resets nothing.
    const [row] = await server.platform.database.db.selectFrom('verification_codes').select(['id']).where('email', '=', email).execute();
    assert.ok(row);
    await register(server, { email });
    const known = '123456';
    await server.platform.database.db
      .updateTable('verification_codes')
      .set({ code_hash: hmac(TOKEN_SECRET, `password_reset:${email}:${known}`) })
      .where('id', '=', row.id)
      .execute();
    const answer = await server.post('/user/auth/password/reset', { email, code: known, newPassword: 'brandnew123' });
    assert.equal(answer.body.reason, 'INVALID_CODE');
  });
});
