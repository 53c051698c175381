import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SessionCache } from '../../src/auth/index.ts';
import { inTransaction } from '../../src/db/transaction.ts';
import type { ControlNotice } from '../../src/platform/bus.ts';
import { InstanceCache } from '../../src/platform/instance-cache.ts';
import { Users } from '../../src/users/service.ts';
import { announceUserChange, instanceBus, register, sleep, startServer, type TestServer } from '../helpers.ts';

/** A read the test finishes when it likes. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('the instance cache', () => {
  it('reads once for every caller waiting, keeps what it read, and reads again once dropped', async () => {
    const cache = new InstanceCache<number>(instanceBus(), { ownsDatabase: false, maxAgeMs: 60_000 });
    let reads = 0;
    const load = async () => ++reads;
    assert.deepEqual(await Promise.all([cache.read('a', load), cache.read('a', load)]), [1, 1]);
    assert.equal(await cache.read('a', load), 1);
    cache.drop('a');
    assert.equal(await cache.read('a', load), 2);
  });

  it('does not keep a read that began before a drop, nor a failed one, nor one it is told not to keep', async () => {
    const cache = new InstanceCache<string>(instanceBus(), { ownsDatabase: false, maxAgeMs: 60_000 });
    const slow = deferred<string>();
    const before = cache.read('a', () => slow.promise);
    cache.drop('a'); // a change committed while the read was under way
    slow.resolve('old');
    assert.equal(await before, 'old', 'the callers already waiting get what was read');
    assert.equal(await cache.read('a', async () => 'new'), 'new', 'the next caller reads again');

    await assert.rejects(cache.read('b', () => Promise.reject(new Error('down'))));
    assert.equal(await cache.read('b', async () => 'up'), 'up');

    assert.equal(await cache.read('c', async () => 'none', { keep: (value) => value !== 'none' }), 'none');
    assert.equal(await cache.read('c', async () => 'some'), 'some');
  });

  it('drops everything of a tag at once, and the oldest read past its size', async () => {
    const cache = new InstanceCache<string>(instanceBus(), { ownsDatabase: true, maxAgeMs: 0, maxEntries: 3 });
    await cache.read('s1', async () => 'p1', { tag: 'p' });
    await cache.read('s2', async () => 'p2', { tag: 'p' });
    await cache.read('t1', async () => 'q1', { tag: 'q' });
    cache.dropTagged('p');
    assert.equal(cache.size, 1);
    assert.equal(await cache.read('s1', async () => 'p1 again', { tag: 'p' }), 'p1 again');
    await cache.read('t2', async () => 'q2');
    await cache.read('t3', async () => 'q3');
    assert.equal(cache.size, 3);
    assert.equal(await cache.read('t1', async () => 'q1 again'), 'q1 again', 'the oldest went first');
  });

  it('on a shared database serves from memory only while the notices are heard, for its maximum age, and forgets at a gap', async () => {
    const bus = instanceBus();
    const cache = new InstanceCache<number>(bus, { ownsDatabase: false, maxAgeMs: 40 });
    let reads = 0;
    const load = async () => ++reads;
    assert.equal(await cache.read('a', load), 1);
    assert.equal(await cache.read('a', load), 1);
    await sleep(50);
    assert.equal(await cache.read('a', load), 2, 'read again once older than its maximum age');
    bus.gap();
    assert.equal(await cache.read('a', load), 3, 'nothing kept across a gap');
    bus.live = false;
    assert.equal(cache.caching, false);
    assert.equal(await cache.read('a', load), 4);
    assert.equal(await cache.read('a', load), 5, 'every read goes to the database while deaf');
  });
});

describe('the sessions of signed-in calls', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server?.close());

  const found = (nickname: string) => async () => ({
    session: { revoked_at: null, ends_at: null },
    user: { id: 'u', nickname } as never,
  });

  it('drops a session when it ends and every session of a player whose row changed, on the notices of any instance', async () => {
    const bus = instanceBus();
    const sessions = new SessionCache(bus, { ownsDatabase: false, maxAgeMs: 60_000 });
    try {
      const nickname = async (sessionId: string, userId: string, now: string) =>
        ((await sessions.read(sessionId, userId, found(now)))?.user as unknown as { nickname: string }).nickname;
      assert.equal(await nickname('s1', 'u1', 'a'), 'a');
      assert.equal(await nickname('s2', 'u1', 'a'), 'a');
      assert.equal(await nickname('s3', 'u2', 'a'), 'a');
      assert.equal(await nickname('s1', 'u1', 'b'), 'a', 'kept');
      await bus.notify({ type: 'user.changed', userId: 'u1' });
      assert.equal(await nickname('s1', 'u1', 'b'), 'b');
      assert.equal(await nickname('s2', 'u1', 'b'), 'b');
      assert.equal(await nickname('s3', 'u2', 'b'), 'a', 'another player’s sessions stay');
      await bus.notify({ type: 'session.revoked', sessionId: 's3', userId: 'u2' });
      assert.equal(await nickname('s3', 'u2', 'c'), 'c');
    } finally {
      sessions.close();
    }
  });

  it('keeps a session’s row frozen, and never keeps a session that was not found', async () => {
    const sessions = new SessionCache(instanceBus(), { ownsDatabase: true });
    try {
      const kept = await sessions.read('s', 'u', found('a'));
      assert.throws(() => {
        (kept!.user as unknown as { nickname: string }).nickname = 'changed';
      }, TypeError);
      let reads = 0;
      const missing = async () => (reads++, undefined);
      assert.equal(await sessions.read('gone', 'u', missing), undefined);
      assert.equal(await sessions.read('gone', 'u', missing), undefined);
      assert.equal(reads, 2);
    } finally {
      sessions.close();
    }
  });

  it('announces every write to a player’s row, once it has committed and never when it rolls back', async () => {
    const { db } = server.platform.database;
    const bus = instanceBus();
    const users = new Users({
      db,
      settings: server.platform.accountSettings,
      currencies: server.platform.currencies,
      ledger: server.platform.ledger,
      bus,
    });
    const player = await register(server);
    const userId = player.user.userId;
    const announced = async (write: () => Promise<unknown>) => {
      bus.sent.length = 0;
      await write();
      return bus.sent.filter((notice) => notice.type === 'user.changed' && notice.userId === userId).length;
    };
    const row = (await users.findById(userId))!;
    assert.equal(await announced(() => users.updateProfile(row, { nickname: 'Someone' })), 1, 'profile');
    assert.equal(await announced(() => users.setCurrency(userId, 'EUR')), 1, 'currency');
    assert.equal(await announced(() => users.raiseKycLevel(userId, 1)), 1, 'verification level');
    assert.equal(await announced(() => users.markEmailVerified(userId)), 1, 'email verified');
    assert.equal(await announced(() => users.setPasswordHash(userId, row.password_hash, new Date())), 1, 'password');
    assert.equal(await announced(() => users.setVipLevel(userId, 1)), 1, 'VIP level');

    // In a transaction: announced after the commit, and not at all when it rolls back.
    let inside = -1;
    const committed = await announced(() =>
      inTransaction(db, async (tx) => {
        await users.setVipLevel(userId, 2, tx);
        inside = bus.sent.length;
      }),
    );
    assert.equal(inside, 0, 'nothing announced before the commit');
    assert.equal(committed, 1);
    const rolledBack = await announced(() =>
      inTransaction(db, async (tx) => {
        await users.setVipLevel(userId, 3, tx);
        throw new Error('rolled back');
      }).catch(() => undefined),
    );
    assert.equal(rolledBack, 0);
    assert.equal((await users.findById(userId))?.vip_level, 2);
  });

  it('announces a session-time limit, which brings the end of the player’s sessions forward', async () => {
    const player = await register(server);
    const heard: ControlNotice[] = [];
    const off = server.platform.bus.onNotice((notice) => void heard.push(notice));
    try {
      await server.platform.auth.applySessionLimit(player.user.userId, 0);
      assert.ok(heard.some((notice) => notice.type === 'user.changed' && notice.userId === player.user.userId));
      const ended = await server.post('/user/get', {}, player.accessToken);
      assert.equal(ended.status, 401);
      assert.equal(ended.body.reason, 'SESSION_LIMIT_REACHED');
    } finally {
      off();
    }
  });

  it('serves the session’s row from memory until a change is announced (a write around the service is not seen before)', async () => {
    const player = await register(server);
    const read = async () =>
      (await server.post<{ userInfo: { nickname: string | null } }>('/user/get', {}, player.accessToken)).body.userInfo.nickname;
    assert.equal(await read(), null);
    await server.platform.database.db.updateTable('users').set({ nickname: 'Aside' }).where('id', '=', player.user.userId).execute();
    assert.equal(await read(), null, 'kept: the write announced nothing');
    await announceUserChange(server, player.user.userId);
    assert.equal(await read(), 'Aside');
  });
});
