import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { REALTIME_CLOSE_CODES, serverMessageSchema } from '@app/contract';
import { announceUserChange, openSocket, register, startServer, type SignedIn, type TestServer, SOCKET_HOLDERS } from '../helpers.ts';

for (const holders of SOCKET_HOLDERS)
  describe(`realtime /ws (sockets ${holders.name})`, () => {
    let server: TestServer;
    before(async () => {
      server = await startServer({ env: { ...holders.env, REALTIME_AUTH_TIMEOUT_MS: '400', ACCESS_TOKEN_TTL_SECONDS: '3' } });
    });
    after(() => server.close());

    it('answers user.auth with the user info, PING with PONG, and pushes the user’s balance updates', async () => {
      const player = await register(server);
      const ws = await openSocket(server);
      ws.send('PING');
      assert.equal(await ws.next(), 'PONG');
      ws.send(JSON.stringify({ m: 'user.auth', p: { token: player.accessToken } }));
      const auth = serverMessageSchema.parse(JSON.parse(await ws.next()));
      assert.equal(auth.m, 'user.auth');
      assert.equal(auth.m === 'user.auth' && auth.p.userId, player.user.userId);

      const adjust = await server.operator('/operator/wallet/adjust', {
        user: player.user.userId,
        currency: 'USD',
        amount: '42.00',
        announce: true,
      });
      assert.equal(adjust.status, 200);
      const update = serverMessageSchema.parse(JSON.parse(await ws.next()));
      assert.deepEqual(update, { m: 'wallet.balance.update', p: { currency: 'USD', afterCash: '42.00', afterOperatorBonus: '0.00' } });
      const settle = serverMessageSchema.parse(JSON.parse(await ws.next()));
      assert.deepEqual(settle, { m: 'payment.settle', p: { type: 'deposit', amount: '42.00', currency: 'USD', status: 'success' } });
      ws.send('PING');
      assert.equal(await ws.next(), 'PONG');
      ws.socket.close();
    });

    it('delivers a user’s events only to that user’s sockets', async () => {
      const alice = await register(server);
      const bob = await register(server);
      const aliceSocket = await openSocket(server);
      const bobSocket = await openSocket(server);
      aliceSocket.send(JSON.stringify({ m: 'user.auth', p: { token: alice.accessToken } }));
      bobSocket.send(JSON.stringify({ m: 'user.auth', p: { token: bob.accessToken } }));
      await aliceSocket.next();
      await bobSocket.next();
      await server.platform.bus.publish(bob.user.userId, {
        m: 'wallet.balance.update',
        p: { currency: 'EUR', afterCash: '1.00', afterOperatorBonus: '0.00' },
      });
      assert.equal(JSON.parse(await bobSocket.next()).p.currency, 'EUR');
      aliceSocket.send('PING');
      assert.equal(await aliceSocket.next(), 'PONG', 'alice got nothing before her PONG');
      aliceSocket.socket.close();
      bobSocket.socket.close();
    });

    it('closes a socket that does not authenticate in time with 4001', async () => {
      const ws = await openSocket(server);
      assert.equal((await ws.closed).code, REALTIME_CLOSE_CODES.AUTH_TIMEOUT);
    });

    it('closes on a malformed message with 4002', async () => {
      for (const message of ['not json', JSON.stringify({ m: 'user.auth' }), JSON.stringify({ m: 'wallet.balance.update', p: {} }), '[]']) {
        const ws = await openSocket(server);
        ws.send(message);
        assert.equal((await ws.closed).code, REALTIME_CLOSE_CODES.MALFORMED_MESSAGE, message);
      }
      const binary = await openSocket(server);
      binary.send(Buffer.from([1, 2, 3]));
      assert.equal((await binary.closed).code, REALTIME_CLOSE_CODES.MALFORMED_MESSAGE);
    });

    it('closes on an oversized message with 4003', async () => {
      const ws = await openSocket(server);
      ws.send(JSON.stringify({ m: 'user.auth', p: { token: 'x'.repeat(5000) } }));
      assert.equal((await ws.closed).code, REALTIME_CLOSE_CODES.MESSAGE_TOO_LARGE);
    });

    it('closes on a bad token with 4004 and an expired one with 4005', async () => {
      const bad = await openSocket(server);
      bad.send(JSON.stringify({ m: 'user.auth', p: { token: 'not.a.token' } }));
      assert.equal((await bad.closed).code, REALTIME_CLOSE_CODES.AUTH_FAILED);

      const player = await register(server);
      const held = await openSocket(server);
      held.send(JSON.stringify({ m: 'user.auth', p: { token: player.accessToken } }));
      await held.next();
      // The socket closes when the token it authenticated with expires (3 s).
      const closedAt = await held.closed;
      assert.equal(closedAt.code, REALTIME_CLOSE_CODES.TOKEN_EXPIRED);

      const late = await openSocket(server);
      late.send(JSON.stringify({ m: 'user.auth', p: { token: player.accessToken } }));
      assert.equal((await late.closed).code, REALTIME_CLOSE_CODES.TOKEN_EXPIRED);
    });

    it('takes a second user.auth on the open socket: the socket then lives on the refreshed token', async () => {
      const player = await register(server);
      const ws = await openSocket(server);
      ws.send(JSON.stringify({ m: 'user.auth', p: { token: player.accessToken } }));
      assert.equal(JSON.parse(await ws.next()).m, 'user.auth');
      // The page refreshes its tokens and signs the socket in again with the new access token.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const refreshed = await server.post<SignedIn>('/user/auth/refresh', { refreshToken: player.refreshToken });
      assert.equal(refreshed.status, 200);
      ws.send(JSON.stringify({ m: 'user.auth', p: { token: refreshed.body.accessToken } }));
      const again = serverMessageSchema.parse(JSON.parse(await ws.next()));
      assert.equal(again.m === 'user.auth' && again.p.userId, player.user.userId);
      // Past the first token's expiry (3 s) the socket is still open and still gets the player's events.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await server.platform.bus.publish(player.user.userId, {
        m: 'wallet.balance.update',
        p: { currency: 'USD', afterCash: '7.00', afterOperatorBonus: '0.00' },
      });
      assert.equal(JSON.parse(await ws.next()).p.afterCash, '7.00');
      ws.socket.close();
    });

    it('closes the session’s sockets with 4006 when the player logs out', async () => {
      const player = await register(server);
      const ws = await openSocket(server);
      ws.send(JSON.stringify({ m: 'user.auth', p: { token: player.accessToken } }));
      await ws.next();
      const other = await server.post<SignedIn>('/user/auth/login', { email: player.user.email, password: player.password });
      const otherSocket = await openSocket(server);
      otherSocket.send(JSON.stringify({ m: 'user.auth', p: { token: other.body.accessToken } }));
      await otherSocket.next();
      await server.post('/user/auth/logout', {}, player.accessToken);
      assert.equal((await ws.closed).code, REALTIME_CLOSE_CODES.SESSION_REVOKED);
      otherSocket.send('PING');
      assert.equal(await otherSocket.next(), 'PONG', 'the other session stays connected');
      otherSocket.socket.close();
    });
  });

for (const holders of SOCKET_HOLDERS)
  describe(`realtime /ws and the operator (sockets ${holders.name})`, () => {
    let server: TestServer;
    before(async () => {
      server = await startServer({ env: holders.env });
    });
    after(() => server.close());

    it('refuses another player’s token on a socket already signed in: it closes with 4004 and is never theirs', async () => {
      const player = await register(server);
      const other = await register(server);
      const ws = await openSocket(server);
      ws.send(JSON.stringify({ m: 'user.auth', p: { token: player.accessToken } }));
      assert.equal(JSON.parse(await ws.next()).m, 'user.auth');
      // The same player's token again is answered as the first.
      ws.send(JSON.stringify({ m: 'user.auth', p: { token: player.accessToken } }));
      const again = serverMessageSchema.parse(JSON.parse(await ws.next()));
      assert.equal(again.m === 'user.auth' && again.p.userId, player.user.userId);
      ws.send(JSON.stringify({ m: 'user.auth', p: { token: other.accessToken } }));
      const outcome = await Promise.race([ws.closed.then(({ code }) => code), ws.next().then((answer) => `answered ${answer}`)]);
      assert.equal(outcome, REALTIME_CLOSE_CODES.AUTH_FAILED);
    });

    it('closes every open socket with 4008 (reason: the end time) when maintenance starts, and new ones while it lasts', async () => {
      const player = await register(server);
      const signedIn = await openSocket(server);
      signedIn.send(JSON.stringify({ m: 'user.auth', p: { token: player.accessToken } }));
      assert.equal(JSON.parse(await signedIn.next()).m, 'user.auth');
      const following = await openSocket(server);
      following.send(JSON.stringify({ m: 'topic.subscribe', p: { topic: 'sports.event.9' } }));
      following.send('PING');
      assert.equal(await following.next(), 'PONG');
      const idle = await openSocket(server);

      const endTime = new Date(Date.now() + 3_600_000).toISOString();
      assert.equal((await server.operator('/operator/maintenance/set', { enabled: true, endTime })).status, 200);
      try {
        for (const ws of [signedIn, following, idle]) {
          assert.deepEqual(await ws.closed, { code: REALTIME_CLOSE_CODES.MAINTENANCE, reason: endTime });
        }
        const late = await openSocket(server);
        late.send(JSON.stringify({ m: 'user.auth', p: { token: player.accessToken } }));
        assert.deepEqual(await late.closed, { code: REALTIME_CLOSE_CODES.MAINTENANCE, reason: endTime });
      } finally {
        assert.equal((await server.operator('/operator/maintenance/set', { enabled: false })).status, 200);
      }

      const after = await openSocket(server);
      after.send(JSON.stringify({ m: 'user.auth', p: { token: player.accessToken } }));
      assert.equal(JSON.parse(await after.next()).m, 'user.auth', 'sockets are served again once maintenance is off');
      after.socket.close();
    });

    it('leaves the sockets open when maintenance is turned off or set to an end time already past', async () => {
      const ws = await openSocket(server);
      ws.send(JSON.stringify({ m: 'topic.subscribe', p: { topic: 'sports.event.10' } }));
      await server.operator('/operator/maintenance/set', { enabled: false });
      await server.operator('/operator/maintenance/set', { enabled: true, endTime: new Date(Date.now() - 1000).toISOString() });
      await server.operator('/operator/maintenance/set', { enabled: false });
      ws.send('PING');
      assert.equal(await ws.next(), 'PONG');
      ws.socket.close();
    });

    it('closes user.auth with 4009 when the player’s password has expired', async () => {
      const expired = await register(server);
      const current = await register(server);
      await server.operator('/operator/account-settings/update', { securitySettings: { passwordExpiryDays: 30 } });
      try {
        await server.platform.database.db
          .updateTable('users')
          .set({ password_changed_at: new Date(Date.now() - 31 * 86_400_000) })
          .where('id', '=', expired.user.userId)
          .execute();
        await announceUserChange(server, expired.user.userId);
        const refused = await openSocket(server);
        refused.send(JSON.stringify({ m: 'user.auth', p: { token: expired.accessToken } }));
        assert.equal((await refused.closed).code, REALTIME_CLOSE_CODES.PASSWORD_EXPIRED);

        const served = await openSocket(server);
        served.send(JSON.stringify({ m: 'user.auth', p: { token: current.accessToken } }));
        assert.equal(JSON.parse(await served.next()).m, 'user.auth', 'a password within its lifetime is served');
        served.socket.close();
      } finally {
        await server.operator('/operator/account-settings/update', { securitySettings: { passwordExpiryDays: 0 } });
      }
    });
  });

for (const holders of SOCKET_HOLDERS)
  describe(`realtime /ws on two instances joined by Redis (sockets ${holders.name})`, () => {
    let first: TestServer;
    let second: TestServer;
    before(async () => {
      const env = { REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', REDIS_PREFIX: `test-${randomBytes(6).toString('hex')}` };
      first = await startServer({ env: { ...env, ...holders.env } });
      second = await startServer({ env: { ...env, ...holders.env }, shareWith: first });
    });
    after(async () => {
      await second?.close();
      await first?.close();
    });

    it('closes the sockets of the other instance too when maintenance starts on one', async () => {
      const ws = await openSocket(second);
      ws.send(JSON.stringify({ m: 'topic.subscribe', p: { topic: 'sports.event.11' } }));
      ws.send('PING');
      assert.equal(await ws.next(), 'PONG');
      const endTime = new Date(Date.now() + 3_600_000).toISOString();
      if (!first.config.databaseSchema) {
        // On PGlite each instance has its own database: the flag goes into the second's too, with no
        // notice, as a shared PostgreSQL database would hold it. The notice comes from the first.
        const value = JSON.stringify({ enabled: true, endTime });
        await second.platform.database.db
          .insertInto('operator_settings')
          .values({ key: 'maintenance', value, updated_at: new Date() })
          .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: new Date() }))
          .execute();
      }
      assert.equal((await first.operator('/operator/maintenance/set', { enabled: true, endTime })).status, 200);
      assert.deepEqual(await ws.closed, { code: REALTIME_CLOSE_CODES.MAINTENANCE, reason: endTime });
    });
  });
