import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { UserRgConfig, WalletRgConfig } from '@app/contract';
import { type ApiError } from '../../src/http/errors.ts';
import { createResponsibleGambling } from '../../src/responsible-gambling/index.ts';
import { sql } from 'kysely';
import type { RgSession } from '@app/contract';
import {
  announceUserChange,
  assertLedgerBalanced,
  deposit,
  login,
  moneyCall,
  register,
  startServer,
  type SignedIn,
  type TestServer,
} from '../helpers.ts';
import { assertLimitReached } from '../support/responsible-gambling.ts';

const HOUR = 3_600_000;

describe('responsible gambling', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(async () => {
    await server.close();
  });

  /** The service on the server's database, on a clock of the test's own from the time given. */
  const withClock = (start: string) => {
    const clock = {
      now: new Date(start),
      pass(ms: number) {
        clock.now = new Date(clock.now.getTime() + ms);
      },
    };
    const rg = createResponsibleGambling({ db: server.platform.database.db, decimals: async () => 2, now: () => clock.now });
    return { rg, clock };
  };

  const limits = async (player: SignedIn) =>
    (await server.post<{ configs: WalletRgConfig[] }>('/wallet/responsible-gambling/configs/list', {}, player.accessToken)).body.configs;
  const setLimit = (player: SignedIn, body: object) =>
    server.post<{ config: WalletRgConfig }>('/wallet/responsible-gambling/config/add', body, player.accessToken);

  it('stops a deposit over the deposit limit, naming the limit and when it resets, and counts only deposits that happen', async () => {
    const player = await register(server);
    const set = await setLimit(player, { type: 'deposit', period: 'daily', currency: 'USD', amount: '100' });
    assert.equal(set.status, 200);
    assert.equal(set.body.config.amount, '100.00');
    assert.equal(set.body.config.pendingAmount, null);

    await deposit(server, player, '60.00');
    // A declined payment gives its share back.
    await deposit(server, player, '30.00', { paid: false });
    const over = await moneyCall(server, player, '/payment/deposit/initiate', {
      channelId: 'usd-fiat-deposit',
      currency: 'USD',
      amount: '50.00',
    });
    const meta = assertLimitReached(over, { limitType: 'deposit', period: 'daily', amount: '100.00', used: '60.00' });
    const tomorrow = new Date();
    tomorrow.setUTCHours(24, 0, 0, 0);
    assert.equal(meta.resetsAt, tomorrow.toISOString());
    // Within the limit it goes through.
    assert.equal(
      (await moneyCall(server, player, '/payment/deposit/initiate', { channelId: 'usd-fiat-deposit', currency: 'USD', amount: '40.00' }))
        .status,
      200,
    );
    const [listed] = await limits(player);
    assert.equal(listed?.used, '100.00');
    await assertLedgerBalanced(server);
  });

  it('applies a lower limit at once, and a raise or a removal only after 24 hours (controllable clock)', async () => {
    const player = await register(server);
    const { rg, clock } = withClock('2026-03-10T12:00:00.000Z');
    const userId = player.user.userId;
    await rg.limits.set(userId, { type: 'wager', period: 'weekly', currency: 'USD', amount: '500' });
    const lowered = await rg.limits.set(userId, { type: 'wager', period: 'weekly', currency: 'USD', amount: '200' });
    assert.deepEqual([lowered.amount, lowered.pendingAmount], ['200.00', null]);
    const raised = await rg.limits.set(userId, { type: 'wager', period: 'weekly', currency: 'USD', amount: '900' });
    assert.deepEqual([raised.amount, raised.pendingAmount, raised.effectiveAt], ['200.00', '900.00', '2026-03-11T12:00:00.000Z']);
    assert.equal(raised.resetsAt, '2026-03-16T00:00:00.000Z', 'a week runs from Monday');

    // Until then the lower limit holds.
    const count = (amount: bigint) => server.platform.ledger.run((tx) => rg.limits.count(tx, userId, 'wager', 'USD', amount));
    await count(15_000n);
    await assert.rejects(count(10_000n), (error: ApiError) => error.reason === 'RG_LIMIT_REACHED');
    clock.pass(24 * HOUR + 1);
    await count(10_000n);
    const [after] = await rg.limits.list(userId, 'wager');
    assert.deepEqual([after?.amount, after?.pendingAmount, after?.used], ['900.00', null, '250.00']);

    await rg.limits.remove(userId, after!.configId);
    assert.equal((await rg.limits.list(userId, 'wager'))[0]?.pendingRemoval, true);
    clock.pass(23 * HOUR);
    assert.equal((await rg.limits.list(userId, 'wager')).length, 1, 'still in force 23 hours later');
    clock.pass(2 * HOUR);
    // The removal is due: a movement far over the old limit is counted (and the limit is gone).
    await count(1_000_000n);
    assert.equal((await rg.limits.list(userId, 'wager')).length, 0);
    // A new week starts from zero.
    clock.now = new Date('2026-03-16T00:00:00.000Z');
    await rg.limits.set(userId, { type: 'wager', period: 'weekly', currency: 'USD', amount: '100' });
    assert.equal((await rg.limits.list(userId, 'wager'))[0]?.used, '0.00');
  });

  it('takes a time-out confirmed twice: signed out, no deposits until it ends, never ended early, withdrawals still allowed', async () => {
    const registered = await register(server);
    await server.operator('/operator/wallet/adjust', { user: registered.user.userId, currency: 'USD', amount: '100' });
    const unconfirmed = await server.post(
      '/user/responsible-gambling/config/add',
      { type: 'cooling_off', value: 7 },
      registered.accessToken,
    );
    assert.equal(unconfirmed.status, 400);
    const notAChoice = await server.post(
      '/user/responsible-gambling/config/add',
      { type: 'cooling_off', value: 3, confirm: true },
      registered.accessToken,
    );
    assert.equal(notAChoice.status, 400);
    const taken = await server.post<{ config: UserRgConfig }>(
      '/user/responsible-gambling/config/add',
      { type: 'cooling_off', value: 7, confirm: true },
      registered.accessToken,
    );
    assert.equal(taken.status, 200);
    const endsAt = Date.parse(taken.body.config.endsAt!);
    assert.ok(Math.abs(endsAt - (Date.now() + 7 * 24 * HOUR)) < 60_000);

    // The time-out signs the player out everywhere; signing in again is allowed (to withdraw).
    const signedOut = await server.post('/wallet/balances/list', {}, registered.accessToken);
    assert.equal(signedOut.status, 401);
    assert.equal(signedOut.body.reason, 'SESSION_REVOKED');
    assert.equal((await server.post('/user/auth/refresh', { refreshToken: registered.refreshToken })).body.reason, 'SESSION_REVOKED');
    const player = await login(server, registered.user.email, registered.password);

    const refused = await moneyCall(server, player, '/payment/deposit/initiate', {
      channelId: 'usd-fiat-deposit',
      currency: 'USD',
      amount: '20',
    });
    assert.equal(refused.status, 403);
    assert.equal(refused.body.reason, 'RG_EXCLUDED');
    assert.deepEqual(refused.body.meta, { type: 'cooling_off', endsAt: taken.body.config.endsAt });
    const early = await server.post(
      '/user/responsible-gambling/config/delete',
      { configId: taken.body.config.configId },
      player.accessToken,
    );
    assert.equal(early.status, 409);
    assert.equal(early.body.reason, 'RG_CONFIG_LOCKED');
    const withdrawal = await moneyCall(server, player, '/review/withdraw', {
      channelId: 'usd-fiat-withdraw',
      currency: 'USD',
      amount: '50',
    });
    assert.equal(withdrawal.status, 200);
    const configs = await server.post<{ configs: UserRgConfig[] }>('/user/responsible-gambling/config/get', {}, player.accessToken);
    assert.deepEqual(
      configs.body.configs.map((config) => config.type),
      ['cooling_off'],
    );
    await assertLedgerBalanced(server);
  });

  it('changes the reality check at once, and loosens a session limit only after 24 hours', async () => {
    const player = await register(server);
    const { rg, clock } = withClock('2026-05-01T08:00:00.000Z');
    const userId = player.user.userId;
    const reminder = await rg.tools.add(userId, { type: 'session_reminder', value: 30 });
    assert.equal((await rg.tools.add(userId, { type: 'session_reminder', value: 60 })).value, 60);
    await rg.tools.add(userId, { type: 'session_limit', value: 120 });
    assert.equal((await rg.tools.add(userId, { type: 'session_limit', value: 240 })).pendingValue, 240);
    assert.equal(await rg.tools.sessionLimitMinutes(userId), 120);
    clock.pass(25 * HOUR);
    assert.equal(await rg.tools.sessionLimitMinutes(userId), 240);
    await rg.tools.remove(userId, reminder.configId);
    assert.deepEqual(
      (await rg.tools.list(userId)).map((tool) => tool.type),
      ['session_limit'],
    );
  });

  it('ends a session when its session-time limit is reached: set during a session, or in force at sign-in', async () => {
    const registered = await register(server);
    const session = async (token: string) => server.post<RgSession>('/user/responsible-gambling/session/get', {}, token);
    const before = await session(registered.accessToken);
    assert.equal(before.status, 200);
    assert.equal(before.body.endsAt, null);
    assert.deepEqual(before.body.results, []);
    assert.ok(Math.abs(Date.parse(before.body.startedAt) - Date.now()) < 60_000);

    await server.post('/user/responsible-gambling/config/add', { type: 'session_reminder', value: 30 }, registered.accessToken);
    const set = await server.post('/user/responsible-gambling/config/add', { type: 'session_limit', value: 60 }, registered.accessToken);
    assert.equal(set.status, 200);
    const limited = await session(registered.accessToken);
    assert.equal(limited.body.reminderMinutes, 30);
    // Set during a session, the limit counts from now.
    assert.ok(Math.abs(Date.parse(limited.body.endsAt!) - (Date.now() + 60 * 60_000)) < 60_000);

    // A sign-in under the limit starts a session that ends 60 minutes after it starts.
    const other = await login(server, registered.user.email, registered.password);
    const started = await session(other.accessToken);
    assert.equal(Date.parse(started.body.endsAt!) - Date.parse(started.body.startedAt), 60 * 60_000);

    // Time passes: the limit is reached, the session ends and its refresh token is refused.
    await sql`update sessions set ends_at = now() - interval '1 second' where user_id = ${registered.user.userId}`.execute(
      server.platform.database.db,
    );
    await announceUserChange(server, registered.user.userId);
    const ended = await server.post('/wallet/balances/list', {}, registered.accessToken);
    assert.equal(ended.status, 401);
    assert.equal(ended.body.reason, 'SESSION_LIMIT_REACHED');
    assert.ok(typeof (ended.body.meta as { endedAt?: string }).endedAt === 'string');
    assert.equal((await server.post('/wallet/balances/list', {}, registered.accessToken)).body.reason, 'SESSION_REVOKED');
    const refreshed = await server.post('/user/auth/refresh', { refreshToken: other.refreshToken });
    assert.equal(refreshed.status, 401);
    assert.equal(refreshed.body.reason, 'SESSION_LIMIT_REACHED');
  });

  it('keeps each player to their own settings', async () => {
    const owner = await register(server);
    const other = await register(server);
    const set = await setLimit(owner, { type: 'loss', period: 'monthly', currency: 'USD', amount: '50' });
    const removed = await server.post(
      '/wallet/responsible-gambling/config/delete',
      { configId: set.body.config.configId },
      other.accessToken,
    );
    assert.equal(removed.status, 404);
    assert.equal((await limits(other)).length, 0);
  });
});
