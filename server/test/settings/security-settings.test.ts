import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { DEFAULT_ACCOUNT_SETTINGS } from '@app/contract';
import { announceUserChange, latestCode, register, startServer, uniqueEmail, type SignedIn, type TestServer } from '../helpers.ts';

describe('operator security settings', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer({ env: { LOCKOUT_MINUTES: '15' } });
  });
  after(() => server.close());
  afterEach(async () => {
    await server.operator('/operator/account-settings/update', DEFAULT_ACCOUNT_SETTINGS);
  });

  describe('maxPasswordRetries', () => {
    it('locks the account after that many failed sign-ins, with the unlock time in meta', async () => {
      await server.operator('/operator/account-settings/update', { securitySettings: { maxPasswordRetries: 3 } });
      const player = await register(server);
      for (let i = 0; i < 2; i += 1) {
        const wrong = await server.post('/user/auth/login', { email: player.user.email, password: 'wrong1234' });
        assert.equal(wrong.body.reason, 'INVALID_CREDENTIALS');
      }
      const before = Date.now();
      const locking = await server.post<{ reason: string; meta: { unlockAt: string } }>('/user/auth/login', {
        email: player.user.email,
        password: 'wrong1234',
      });
      assert.equal(locking.body.reason, 'USER_LOCKED');
      const unlockAt = Date.parse(locking.body.meta.unlockAt);
      assert.ok(unlockAt >= before + 14 * 60_000 && unlockAt <= Date.now() + 15 * 60_000 + 1000, 'unlocks in about 15 minutes');
      // Even the right password is refused while locked.
      const right = await server.post('/user/auth/login', { email: player.user.email, password: player.password });
      assert.equal(right.status, 423);
      assert.equal(right.body.reason, 'USER_LOCKED');
    });

    it('locks an unregistered address the same way, so a lock reveals nothing', async () => {
      await server.operator('/operator/account-settings/update', { securitySettings: { maxPasswordRetries: 2 } });
      const email = uniqueEmail('ghost');
      await server.post('/user/auth/login', { email, password: 'wrong1234' });
      const second = await server.post('/user/auth/login', { email, password: 'wrong1234' });
      assert.equal(second.body.reason, 'USER_LOCKED');
    });

    it('resets the count after a successful sign-in', async () => {
      await server.operator('/operator/account-settings/update', { securitySettings: { maxPasswordRetries: 2 } });
      const player = await register(server);
      await server.post('/user/auth/login', { email: player.user.email, password: 'wrong1234' });
      assert.equal((await server.post('/user/auth/login', { email: player.user.email, password: player.password })).status, 200);
      const wrong = await server.post('/user/auth/login', { email: player.user.email, password: 'wrong1234' });
      assert.equal(wrong.body.reason, 'INVALID_CREDENTIALS');
    });

    it('lifts the lock when the operator unlocks the player, or when the lock time has passed', async () => {
      await server.operator('/operator/account-settings/update', { securitySettings: { maxPasswordRetries: 1 } });
      const player = await register(server);
      assert.equal((await server.post('/user/auth/login', { email: player.user.email, password: 'wrong1234' })).body.reason, 'USER_LOCKED');
      const listed = await server.operator<{ users: Array<{ email: string; lockedUntil: string | null }> }>('/operator/users/list', {
        search: player.user.email,
      });
      assert.ok(listed.body.users[0]?.lockedUntil);
      assert.equal((await server.operator('/operator/users/unlock', { user: player.user.email })).status, 200);
      assert.equal((await server.post('/user/auth/login', { email: player.user.email, password: player.password })).status, 200);

      assert.equal((await server.post('/user/auth/login', { email: player.user.email, password: 'wrong1234' })).body.reason, 'USER_LOCKED');
      await server.platform.database.db
        .updateTable('login_attempts')
        .set({ locked_until: new Date(Date.now() - 1000) })
        .where('email', '=', player.user.email)
        .execute();
      assert.equal((await server.post('/user/auth/login', { email: player.user.email, password: player.password })).status, 200);
    });

    it('does not lock at 0 (off)', async () => {
      const player = await register(server);
      for (let i = 0; i < 6; i += 1) {
        assert.equal(
          (await server.post('/user/auth/login', { email: player.user.email, password: 'wrong1234' })).body.reason,
          'INVALID_CREDENTIALS',
        );
      }
      assert.equal((await server.post('/user/auth/login', { email: player.user.email, password: player.password })).status, 200);
    });
  });

  describe('passwordHistoryLimits', () => {
    it('rejects a reused password on change and on reset; allows one older than the limit', async () => {
      await server.operator('/operator/account-settings/update', { securitySettings: { passwordHistoryLimits: 2 } });
      const player = await register(server, { password: 'first1234' });
      const change = (currentPassword: string, newPassword: string, token: string) =>
        server.post('/user/account/update', { currentPassword, newPassword }, token);

      const same = await change('first1234', 'first1234', player.accessToken);
      assert.equal(same.status, 400);
      assert.equal(same.body.reason, 'NEW_PASSWORD_USED_IN_PREVIOUS_PASSWORDS');
      assert.equal((await change('first1234', 'second1234', player.accessToken)).status, 200);
      const back = await change('second1234', 'first1234', player.accessToken);
      assert.equal(back.body.reason, 'NEW_PASSWORD_USED_IN_PREVIOUS_PASSWORDS');

      await server.post('/user/auth/password/reset-code/send', { email: player.user.email });
      const reset = await server.post('/user/auth/password/reset', {
        email: player.user.email,
        code: await latestCode(server, player.user.email),
        newPassword: 'second1234',
      });
      assert.equal(reset.body.reason, 'NEW_PASSWORD_USED_IN_PREVIOUS_PASSWORDS');

      assert.equal((await change('second1234', 'third1234', player.accessToken)).status, 200);
      // first1234 is now three passwords back, beyond the limit of 2.
      assert.equal((await change('third1234', 'first1234', player.accessToken)).status, 200);
    });

    it('asks for the right current password', async () => {
      const player = await register(server);
      const answer = await server.post(
        '/user/account/update',
        { currentPassword: 'wrong1234', newPassword: 'next12345' },
        player.accessToken,
      );
      assert.equal(answer.body.reason, 'CURRENT_PASSWORD_INCORRECT');
    });
  });

  describe('passwordExpiryDays', () => {
    it('answers PASSWORD_EXPIRED once the password is older, on sign-in, refresh and every call', async () => {
      const player = await register(server);
      const session = await server.post<SignedIn>('/user/auth/login', { email: player.user.email, password: player.password });
      await server.operator('/operator/account-settings/update', { securitySettings: { passwordExpiryDays: 30 } });
      const info = await server.post<{ userInfo: { passwordExpiresAt: string } }>('/user/get', {}, session.body.accessToken);
      assert.equal(info.status, 200);
      assert.ok(Date.parse(info.body.userInfo.passwordExpiresAt) > Date.now() + 29 * 86_400_000);

      await server.platform.database.db
        .updateTable('users')
        .set({ password_changed_at: new Date(Date.now() - 31 * 86_400_000) })
        .where('id', '=', player.user.userId)
        .execute();
      await announceUserChange(server, player.user.userId);
      for (const answer of [
        await server.post('/user/get', {}, session.body.accessToken),
        await server.post('/wallet/balances/list', { userId: player.user.userId }, session.body.accessToken),
        await server.post('/user/auth/refresh', { refreshToken: session.body.refreshToken }),
        await server.post('/user/auth/login', { email: player.user.email, password: player.password }),
      ]) {
        assert.equal(answer.status, 403);
        assert.equal(answer.body.reason, 'PASSWORD_EXPIRED');
      }
      // A wrong password still gets the ordinary answer: expiry is only told to the owner.
      assert.equal(
        (await server.post('/user/auth/login', { email: player.user.email, password: 'wrong1234' })).body.reason,
        'INVALID_CREDENTIALS',
      );

      // The way out is a reset, after which everything works again.
      await server.post('/user/auth/password/reset-code/send', { email: player.user.email });
      const reset = await server.post('/user/auth/password/reset', {
        email: player.user.email,
        code: await latestCode(server, player.user.email),
        newPassword: 'renewed123',
      });
      assert.equal(reset.status, 200);
      assert.equal((await server.post('/user/auth/login', { email: player.user.email, password: 'renewed123' })).status, 200);

      // 0 turns expiry off.
      await server.operator('/operator/account-settings/update', { securitySettings: { passwordExpiryDays: 0 } });
      await server.platform.database.db
        .updateTable('users')
        .set({ password_changed_at: new Date(0) })
        .where('id', '=', player.user.userId)
        .execute();
      await announceUserChange(server, player.user.userId);
      assert.equal((await server.post('/user/auth/login', { email: player.user.email, password: 'renewed123' })).status, 200);
    });
  });
});
