import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { REALTIME_CLOSE_CODES } from '@app/contract';
import type { ControlNotice, EventBus } from '../../src/platform/bus.ts';
import { OperatorSettings } from '../../src/platform/operator-settings.ts';
import { noticeChannel } from '../../src/platform/pg-notices.ts';
import { instanceBus, login, openSocket, register, sleep, startServer, uniqueEmail, type TestServer } from '../helpers.ts';

/*
 * The shared request path keeps the operator's settings and the sessions of signed-in calls (with
 * their players' rows) on every instance. A change made through one instance holds there at once
 * and on the others as soon as the bus's notice arrives (Postgres NOTIFY here, no Redis); sign-in
 * locks are read from the database on every sign-in. On Postgres the two instances share one
 * schema; on PGlite one process owns the database, so "the other instance" is the same one.
 */

/** Resolves once `server` has heard the notice `matches` picks (sent by any instance). */
function heard(server: TestServer, matches: (notice: ControlNotice) => boolean): Promise<void> {
  return new Promise((resolve) => {
    const off = server.platform.bus.onNotice((notice) => {
      if (!matches(notice)) return;
      off();
      resolve();
    });
  });
}
const invalidated = (key: string) => (notice: ControlNotice) => notice.type === 'invalidate' && notice.key === key;
const userChanged = (userId: string) => (notice: ControlNotice) => notice.type === 'user.changed' && notice.userId === userId;
const sessionEnded = (sessionId: string) => (notice: ControlNotice) => notice.type === 'session.revoked' && notice.sessionId === sessionId;

/** The session id an access token names. */
const sessionOf = (accessToken: string) =>
  (JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()) as { sid: string }).sid;

/** Resolves at the bus's next gap (its notices stopped, or started again). */
function nextGap(bus: EventBus): Promise<void> {
  return new Promise((resolve) => {
    const off = bus.onNoticeGap(() => {
      off();
      resolve();
    });
  });
}

describe('the request path on two instances of one database', () => {
  let first: TestServer;
  let second: TestServer;
  let shared: boolean;
  before(async () => {
    first = await startServer();
    shared = !!first.config.databaseUrl;
    second = shared ? await startServer({ shareWith: first }) : first;
  });
  after(async () => {
    if (second !== first) await second?.close();
    await first?.close();
  });

  it('caches the settings and sessions on every instance, announcing changes on Postgres NOTIFY without Redis', () => {
    for (const server of [first, second]) {
      assert.equal(server.platform.operatorSettings.caching, true);
      assert.equal(server.platform.sessionCache.caching, true);
      assert.equal(server.platform.bus.crossInstance, shared);
      assert.equal(server.platform.bus.noticesLive(), true);
    }
  });

  it('applies a settings change on the changing instance at once and on the other when its notice arrives', async () => {
    const read = async (server: TestServer) => {
      const answer = await server.post<{ accountSettings: { passwordSettings: { minCharacters: number } } }>(
        '/user/operator/account-settings/get',
      );
      assert.equal(answer.status, 200);
      return answer.body.accountSettings.passwordSettings.minCharacters;
    };
    const before = await read(second);
    assert.equal(await read(first), before);
    const arrived = heard(second, invalidated('accountSettings'));
    await first.operator('/operator/account-settings/update', { passwordSettings: { minCharacters: before + 3 } });
    assert.equal(await read(first), before + 3, 'the changing instance at once');
    await arrived;
    assert.equal(await read(second), before + 3, 'the other instance once the notice has arrived');
    // The new rule applies to the calls that use it on either instance.
    const registered = await second.post('/user/auth/register', { email: uniqueEmail('short'), password: 'abcdef1x', currency: 'USD' });
    assert.equal(registered.body.reason, 'PASSWORD_TOO_WEAK');
    await first.operator('/operator/account-settings/update', { passwordSettings: { minCharacters: before } });
  });

  it('answers 503 on every instance while maintenance is on, and serves again when it is off', async () => {
    assert.equal((await second.post('/wallet/currencies/get', {})).status, 200);
    let arrived = heard(second, invalidated('maintenance'));
    await first.operator('/operator/maintenance/set', { enabled: true, endTime: new Date(Date.now() + 60_000).toISOString() });
    assert.equal((await first.post('/wallet/currencies/get', {})).status, 503, 'the changing instance at once');
    await arrived;
    const closed = await second.post<{ meta: { status: string } }>('/wallet/currencies/get', {});
    assert.equal(closed.status, 503);
    assert.equal(closed.body.meta.status, 'maintain');

    arrived = heard(second, invalidated('maintenance'));
    await first.operator('/operator/maintenance/set', { enabled: false });
    assert.equal((await first.post('/wallet/currencies/get', {})).status, 200);
    await arrived;
    assert.equal((await second.post('/wallet/currencies/get', {})).status, 200);
  });

  it('closes the sockets of every instance when maintenance starts', async () => {
    const socket = await openSocket(second);
    socket.send('PING');
    assert.equal(await socket.next(), 'PONG');
    const endTime = new Date(Date.now() + 60_000).toISOString();
    await first.operator('/operator/maintenance/set', { enabled: true, endTime });
    try {
      const close = await socket.closed;
      assert.equal(close.code, REALTIME_CLOSE_CODES.MAINTENANCE);
      assert.equal(close.reason, endTime);
    } finally {
      await first.operator('/operator/maintenance/set', { enabled: false });
    }
  });

  it('refuses a signed-out session at once where it ended, on the other instance when its notice arrives, and closes its sockets there', async () => {
    const player = await register(first);
    // Both instances have the session in memory.
    for (const server of [first, second]) assert.equal((await server.post('/user/get', {}, player.accessToken)).status, 200);
    const socket = await openSocket(second);
    socket.send(JSON.stringify({ m: 'user.auth', p: { token: player.accessToken } }));
    assert.equal(JSON.parse(await socket.next()).m, 'user.auth');

    const arrived = heard(second, sessionEnded(sessionOf(player.accessToken)));
    assert.equal((await first.post('/user/auth/logout', { refreshToken: player.refreshToken }, player.accessToken)).status, 200);
    const refusedHere = await first.post('/user/get', {}, player.accessToken);
    assert.equal(refusedHere.body.reason, 'SESSION_REVOKED', 'the instance that ended it refuses the very next call');
    await arrived;
    const refused = await second.post('/user/get', {}, player.accessToken);
    assert.equal(refused.status, 401);
    assert.equal(refused.body.reason, 'SESSION_REVOKED');
    assert.equal((await socket.closed).code, REALTIME_CLOSE_CODES.SESSION_REVOKED);
  });

  it('serves a change to the player’s row at once where it was made, and on the other instance when its notice arrives', async () => {
    const player = await register(first);
    const nickname = async (server: TestServer) => {
      const answer = await server.post<{ userInfo: { nickname: string | null; currency: string } }>('/user/get', {}, player.accessToken);
      assert.equal(answer.status, 200);
      return answer.body.userInfo;
    };
    for (const server of [first, second]) assert.equal((await nickname(server)).nickname, null);

    let arrived = heard(second, userChanged(player.user.userId));
    assert.equal((await first.post('/user/update', { nickname: 'Renamed' }, player.accessToken)).status, 200);
    assert.equal((await nickname(first)).nickname, 'Renamed', 'the changing instance at once');
    await arrived;
    assert.equal((await nickname(second)).nickname, 'Renamed', 'the other once the notice has arrived');

    // The other way round, with another write (the currency the player plays in).
    arrived = heard(first, userChanged(player.user.userId));
    assert.equal((await second.post('/user/account/update', { currency: 'EUR' }, player.accessToken)).status, 200);
    assert.equal((await nickname(second)).currency, 'EUR');
    await arrived;
    assert.equal((await nickname(first)).currency, 'EUR');
  });

  it('ends the sessions of a new password on every instance (the other sessions of the player)', async () => {
    const player = await register(first);
    const other = await login(first, player.user.email, player.password);
    for (const server of [first, second]) assert.equal((await server.post('/user/get', {}, other.accessToken)).status, 200);
    const arrived = heard(second, sessionEnded(sessionOf(other.accessToken)));
    const changed = await second.post(
      '/user/account/update',
      { currentPassword: player.password, newPassword: 'changed-pass-9' },
      player.accessToken,
    );
    assert.equal(changed.status, 200);
    assert.equal((await second.post('/user/get', {}, other.accessToken)).body.reason, 'SESSION_REVOKED');
    await arrived;
    assert.equal((await first.post('/user/get', {}, other.accessToken)).body.reason, 'SESSION_REVOKED');
    assert.equal((await first.post('/user/get', {}, player.accessToken)).status, 200, 'the session that changed it goes on');
  });

  it('locks an address after failed sign-ins on one instance for all of them, and lifts it on all', async () => {
    await first.operator('/operator/account-settings/update', { securitySettings: { maxPasswordRetries: 2 } });
    try {
      const player = await register(first);
      const email = player.user.email;
      assert.equal((await first.post('/user/auth/login', { email, password: 'wrong-password1' })).status, 401);
      const locked = await first.post('/user/auth/login', { email, password: 'wrong-password1' });
      assert.equal(locked.body.reason, 'USER_LOCKED');
      // The right password on the other instance is refused while the lock lasts.
      const refused = await second.post('/user/auth/login', { email, password: player.password });
      assert.equal(refused.status, 423);
      assert.equal(refused.body.reason, 'USER_LOCKED');

      assert.equal((await second.operator('/operator/users/unlock', { user: email })).status, 200);
      assert.equal((await first.post('/user/auth/login', { email, password: player.password })).status, 200);
    } finally {
      await first.operator('/operator/account-settings/update', { securitySettings: { maxPasswordRetries: 0 } });
    }
  });

  it('stops caching while the notices cannot be heard, and listens again', async () => {
    if (!shared) {
      // One process owns the embedded database: nobody else can change it, the notices are its own.
      assert.equal(second.platform.bus.noticesLive(), true);
      return;
    }
    const url = second.config.databaseUrl ?? '';
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const lost = nextGap(second.platform.bus);
      // End every connection listening on the schema's channel: both instances lose their notices.
      await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where query = $1 and pid <> pg_backend_pid()`, [
        `listen "${noticeChannel(second.config.databaseSchema ?? 'public')}"`,
      ]);
      await lost;
      assert.equal(second.platform.bus.noticesLive(), false);
      assert.equal(second.platform.operatorSettings.caching, false);
      // Meanwhile every read goes to the database: a change through the other instance holds at once.
      await first.operator('/operator/maintenance/set', { enabled: true, endTime: new Date(Date.now() + 60_000).toISOString() });
      try {
        if (!second.platform.bus.noticesLive()) assert.equal((await second.post('/wallet/currencies/get', {})).status, 503);
      } finally {
        await first.operator('/operator/maintenance/set', { enabled: false });
      }
      while (!second.platform.bus.noticesLive()) await nextGap(second.platform.bus);
      assert.equal(second.platform.operatorSettings.caching, true);
      const arrived = heard(second, invalidated('maintenance'));
      await first.operator('/operator/maintenance/set', { enabled: false });
      await arrived;
      assert.equal((await second.post('/wallet/currencies/get', {})).status, 200);
    } finally {
      await admin.end();
    }
  });
});

describe('the operator settings cache', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server?.close());

  const KEY = 'request-path-test';
  const writeElsewhere = (value: unknown) =>
    server.platform.database.db
      .insertInto('operator_settings')
      .values({ key: KEY, value: JSON.stringify(value), updated_at: new Date() })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(value), updated_at: new Date() }))
      .execute();

  it('reads a row again once it is older than its maximum age, even when no notice came', async () => {
    const settings = new OperatorSettings(server.platform.database.db, instanceBus(), { ownsDatabase: false, maxAgeMs: 50 });
    try {
      await writeElsewhere({ n: 1 });
      assert.deepEqual(await settings.read(KEY), { n: 1 });
      await writeElsewhere({ n: 2 });
      assert.deepEqual(await settings.read(KEY), { n: 1 }, 'served from the cache while young');
      await sleep(60);
      assert.deepEqual(await settings.read(KEY), { n: 2 });
    } finally {
      settings.close();
    }
  });

  it('does not cache while the notices are not heard, and forgets everything at a gap', async () => {
    const bus = instanceBus();
    const settings = new OperatorSettings(server.platform.database.db, bus, { ownsDatabase: false, maxAgeMs: 60_000 });
    try {
      await writeElsewhere({ n: 1 });
      assert.deepEqual(await settings.read(KEY), { n: 1 });
      await writeElsewhere({ n: 2 });
      assert.deepEqual(await settings.read(KEY), { n: 1 }, 'cached while the notices are heard');
      bus.live = false;
      assert.equal(settings.caching, false);
      assert.deepEqual(await settings.read(KEY), { n: 2 }, 'read from the database while deaf');
      await writeElsewhere({ n: 3 });
      bus.live = true;
      bus.gap();
      assert.deepEqual(await settings.read(KEY), { n: 3 }, 'nothing kept across the gap');
    } finally {
      settings.close();
    }
  });

  it('drops a row on its own write at once, and on a notice from another instance', async () => {
    const bus = instanceBus();
    const settings = new OperatorSettings(server.platform.database.db, bus, { ownsDatabase: false, maxAgeMs: 60_000 });
    try {
      await settings.write(KEY, { n: 1 });
      assert.deepEqual(await settings.read(KEY), { n: 1 });
      await settings.write(KEY, { n: 2 });
      assert.deepEqual(await settings.read(KEY), { n: 2 });
      await writeElsewhere({ n: 3 });
      // The notice the other instance's write sends, as the bus delivers it.
      await bus.deliver({ type: 'invalidate', key: KEY });
      assert.deepEqual(await settings.read(KEY), { n: 3 });
    } finally {
      settings.close();
    }
  });
});
