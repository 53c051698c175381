import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { openSocket, register, startServer, type TestServer } from '../helpers.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Resolves once `server` hears, over the bus, that the maintenance flag changed (on any instance). */
function maintenanceNotice(server: TestServer): Promise<void> {
  return new Promise((resolve) => {
    const off = server.platform.bus.onNotice((notice) => {
      if (notice.type !== 'invalidate' || notice.key !== 'maintenance') return;
      off();
      resolve();
    });
  });
}

describe('two server instances joined by Redis', () => {
  let first: TestServer;
  let second: TestServer;
  before(async () => {
    const env = { REDIS_URL, REDIS_PREFIX: `test-${randomBytes(6).toString('hex')}` };
    first = await startServer({ env });
    // On Postgres the two instances share one database; on PGlite each has its own.
    second = await startServer({ env, shareWith: first });
  });
  after(async () => {
    await second?.close();
    await first?.close();
  });

  it('delivers a message published to a topic on one instance to the sockets following it on the other', async () => {
    const ws = await openSocket(first);
    ws.send(JSON.stringify({ m: 'topic.subscribe', p: { topic: 'sports.event.42' } }));
    ws.send('PING');
    assert.equal(await ws.next(), 'PONG');
    const message = { m: 'payment.settle', p: { type: 'deposit', amount: '1.00', currency: 'USD', status: 'success' } } as const;
    await second.platform.bus.publishTopic('sports.event.42', message);
    assert.deepEqual(JSON.parse(await ws.next()), message);
    ws.send('PING');
    assert.equal(await ws.next(), 'PONG', 'exactly once');
    ws.socket.close();
  });

  it('delivers an event published on one instance to the user’s socket on the other', async () => {
    const player = await register(first);
    const ws = await openSocket(first);
    ws.send(JSON.stringify({ m: 'user.auth', p: { token: player.accessToken } }));
    assert.equal(JSON.parse(await ws.next()).m, 'user.auth');
    await second.platform.bus.publish(player.user.userId, {
      m: 'payment.settle',
      p: { type: 'deposit', amount: '10.00', currency: 'USD', status: 'success' },
    });
    assert.deepEqual(JSON.parse(await ws.next()), {
      m: 'payment.settle',
      p: { type: 'deposit', amount: '10.00', currency: 'USD', status: 'success' },
    });
    // Exactly once: the next thing on the socket is the answer to PING.
    ws.send('PING');
    assert.equal(await ws.next(), 'PONG');
    ws.socket.close();
  });

  it('shares rate-limit counters across instances', async () => {
    const limits = { REDIS_URL, REDIS_PREFIX: `test-${randomBytes(6).toString('hex')}`, RATE_LIMIT_CODE_PER_ACCOUNT: '2' };
    const a = await startServer({ env: limits });
    const b = await startServer({ env: limits });
    try {
      const email = `limited.${randomBytes(4).toString('hex')}@example.com`;
      assert.equal((await a.post('/user/auth/password/reset-code/send', { email })).status, 200);
      assert.equal((await b.post('/user/auth/password/reset-code/send', { email })).status, 200);
      assert.equal((await a.post('/user/auth/password/reset-code/send', { email })).status, 429);
    } finally {
      await b.close();
      await a.close();
    }
  });

  it('applies operator changes on every instance, on the others as soon as the bus’s notice arrives (shared database)', async (t) => {
    if (!first.config.databaseUrl) {
      // With the embedded database each instance owns its data: check the cache invalidation message instead.
      const seen = maintenanceNotice(second);
      await first.operator('/operator/maintenance/set', { enabled: false });
      await seen;
      return;
    }
    t.diagnostic('shared Postgres schema');
    assert.equal((await second.post('/wallet/currencies/get', {})).status, 200);
    // The changing instance holds the change at once; the other as soon as the bus's notice arrives.
    let arrived = maintenanceNotice(second);
    await first.operator('/operator/maintenance/set', { enabled: true, endTime: new Date(Date.now() + 60_000).toISOString() });
    assert.equal((await first.post('/wallet/currencies/get', {})).status, 503);
    await arrived;
    assert.equal((await second.post('/wallet/currencies/get', {})).status, 503);
    arrived = maintenanceNotice(second);
    await first.operator('/operator/maintenance/set', { enabled: false });
    await arrived;
    assert.equal((await second.post('/wallet/currencies/get', {})).status, 200);

    // A balance pushed through the operator API of one instance reaches the socket on the other.
    const player = await register(first);
    const ws = await openSocket(second);
    ws.send(JSON.stringify({ m: 'user.auth', p: { token: player.accessToken } }));
    await ws.next();
    await first.operator('/operator/wallet/adjust', { user: player.user.userId, currency: 'USD', amount: '3.00' });
    assert.deepEqual(JSON.parse(await ws.next()), {
      m: 'wallet.balance.update',
      p: { currency: 'USD', afterCash: '3.00', afterOperatorBonus: '0.00' },
    });
    ws.socket.close();
  });

  it('drops a player’s session on the changing instance at once, hearing its own notice in process, and on the other through Redis', async (t) => {
    if (!first.config.databaseUrl) {
      // Each instance owns its data: the notice is heard where the change was made, and crosses to the other.
      const player = await register(first);
      const crossed = userNotice(second, player.user.userId);
      const heardHere = userNotice(first, player.user.userId);
      assert.equal((await first.post('/user/update', { nickname: 'Here' }, player.accessToken)).status, 200);
      await Promise.all([heardHere, crossed]);
      return;
    }
    t.diagnostic('shared Postgres schema');
    const player = await register(first);
    const nickname = async (server: TestServer) =>
      (await server.post<{ userInfo: { nickname: string | null } }>('/user/get', {}, player.accessToken)).body.userInfo.nickname;
    assert.equal(await nickname(first), null);
    assert.equal(await nickname(second), null);
    const arrived = userNotice(second, player.user.userId);
    assert.equal((await first.post('/user/update', { nickname: 'Moved' }, player.accessToken)).status, 200);
    assert.equal(await nickname(first), 'Moved', 'at once where it changed');
    await arrived;
    assert.equal(await nickname(second), 'Moved');
  });
});

/** Resolves once `server` hears that the player's row changed (on any instance). */
function userNotice(server: TestServer, userId: string): Promise<void> {
  return new Promise((resolve) => {
    const off = server.platform.bus.onNotice((notice) => {
      if (notice.type !== 'user.changed' || notice.userId !== userId) return;
      off();
      resolve();
    });
  });
}
