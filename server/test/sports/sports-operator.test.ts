import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import pg from 'pg';
import type { Market, SportsEvent, SportsOperatorSettings } from '@app/contract';
import { runCommand, type OperatorCall } from '../../src/cli.ts';
import { dropSchema } from '../../src/db/database.ts';
import { leadershipKey } from '../../src/platform/leader.ts';
import { seedSports, SPORTSBOOK_GAME_ID } from '../../src/sports/index.ts';
import { moneyCall, register, serverWithPlayer, sleep, startServer, type SignedIn, type TestServer } from '../helpers.ts';

type ErrorBody = { reason?: string; meta?: Record<string, unknown> };

describe("the sportsbook's operator settings", () => {
  let server: TestServer;
  let player: SignedIn;
  // The feed is stepped by the tests (no timer), so odds move only when a test moves them.
  serverWithPlayer('1000.00', (started) => ({ server, player } = started), { env: { SPORTS_FEED_TICK_MS: '0' } });

  const settings = async () => (await server.operator<SportsOperatorSettings>('/operator/sports/settings/get', {})).body;
  const update = (body: object) => server.operator<SportsOperatorSettings & ErrorBody>('/operator/sports/settings/update', body);
  const setLimits = (body: object) => server.operator<SportsOperatorSettings & ErrorBody>('/operator/sports/limits/set', body);
  const usd = (view: SportsOperatorSettings) => view.limits.find((limit) => limit.currency === 'USD');
  const events = async (status?: 'live' | 'upcoming') =>
    (await server.post<{ list: SportsEvent[] }>('/sports/events/list', { pageSize: 100, ...(status ? { status } : {}) })).body.list;
  const markets = async (eventId: string) =>
    (await server.post<{ event: SportsEvent; markets: Market[] }>('/sports/event/get', { eventId })).body.markets;
  /** The favourite of an open match result of each of `count` different events, with the odds shown now. */
  const legs = async (count: number) => {
    const picked: Array<{ selectionId: string; odds: string }> = [];
    for (const event of await events()) {
      const market = (await markets(event.id)).find((candidate) => candidate.type === 'match_result' && candidate.status === 'open');
      const selection = market?.selections.reduce((best, candidate) => (Number(candidate.odds) < Number(best.odds) ? candidate : best));
      if (selection) picked.push({ selectionId: selection.id, odds: selection.odds });
      if (picked.length === count) return picked;
    }
    throw new Error(`fewer than ${count} open events`);
  };
  const place = (selections: Array<{ selectionId: string; odds: string }>, stake = '10.00') =>
    moneyCall<ErrorBody>(server, player, '/sports/bet/place', { selections, stake, currency: 'USD', oddsChange: 'any' });
  /** The implied chances of every open match-result market priced away from the odds' bounds, summed per market. */
  const overrounds = async () => {
    const sums: number[] = [];
    for (const event of await events()) {
      const result = (await markets(event.id)).find((market) => market.type === 'match_result' && market.status === 'open');
      const odds = result?.selections.map((selection) => Number(selection.odds)) ?? [];
      if (odds.length === 0 || odds.some((value) => value <= 1.01 || value >= 1000)) continue;
      sums.push(odds.reduce((sum, value) => sum + 1 / value, 0));
    }
    return sums;
  };

  it('shows the margin from SPORTS_MARGIN_PERCENT, the rules and the stake limits as decimal strings', async () => {
    const view = await settings();
    assert.deepEqual(
      { marginPercent: view.marginPercent, maxLegs: view.maxLegs, cashoutMarginPercent: view.cashoutMarginPercent },
      { marginPercent: 6, maxLegs: 12, cashoutMarginPercent: 5 },
    );
    assert.deepEqual(usd(view), { currency: 'USD', minStake: '0.10', maxStake: '2000.00', maxPayout: '50000.00' });
    const published = (await server.post<{ limits: unknown[] }>('/sports/settings/get', {})).body;
    assert.deepEqual(published.limits, view.limits);
    assert.equal(server.platform.sportsTicker.leading(), true, 'on the embedded database the instance runs the feed');
  });

  it('keeps the margin an operator set: the seed fills it only where none is set yet', async () => {
    const { db } = server.platform.database;
    const { currencies } = server.platform;
    await seedSports({ db, currencies, marginPercent: 9 });
    assert.equal((await settings()).marginPercent, 6);
    // A book older than the setting takes SPORTS_MARGIN_PERCENT at its next start.
    await db
      .withTables<{ sports_settings: { id: number; margin_bp: number | null } }>()
      .updateTable('sports_settings')
      .set({ margin_bp: null })
      .execute();
    await seedSports({ db, currencies, marginPercent: 7.5 });
    assert.equal((await settings()).marginPercent, 7.5);
    await update({ marginPercent: 6 });
  });

  it('updates the margin, the most legs and the cash-out margin, alone or together', async () => {
    const changed = await update({ marginPercent: 7.25, maxLegs: 4, cashoutMarginPercent: 10 });
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    assert.deepEqual([changed.body.marginPercent, changed.body.maxLegs, changed.body.cashoutMarginPercent], [7.25, 4, 10]);
    const one = await update({ maxLegs: 5 });
    assert.deepEqual([one.body.marginPercent, one.body.maxLegs, one.body.cashoutMarginPercent], [7.25, 5, 10]);
    const published = (await server.post<{ maxLegs: number; cashoutMarginPercent: number }>('/sports/settings/get', {})).body;
    assert.deepEqual([published.maxLegs, published.cashoutMarginPercent], [5, 10]);
    const nothing = await update({});
    assert.equal(nothing.status, 200);
    assert.equal(nothing.body.maxLegs, 5);
    await update({ marginPercent: 6, maxLegs: 12, cashoutMarginPercent: 5 });
  });

  it('a slip takes better odds by default, and the operator changes that default for every slip', async () => {
    assert.equal((await settings()).oddsChangeDefault, 'better');
    const published = async () => (await server.post<{ oddsChangeDefault: string }>('/sports/settings/get', {})).body.oddsChangeDefault;
    assert.equal(await published(), 'better');
    const changed = await update({ oddsChangeDefault: 'none' });
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    assert.equal(changed.body.oddsChangeDefault, 'none');
    assert.equal(await published(), 'none');
    await update({ maxLegs: 12 });
    assert.equal(await published(), 'none', 'kept when another rule changes');
    await update({ oddsChangeDefault: 'better' });
    assert.equal(await published(), 'better');
  });

  it('refuses settings out of bounds, with more than two decimals, or unknown', async () => {
    const before = await settings();
    for (const body of [
      { marginPercent: 10.01 },
      { marginPercent: -1 },
      { marginPercent: 6.125 },
      { maxLegs: 1 },
      { maxLegs: 21 },
      { maxLegs: 2.5 },
      { cashoutMarginPercent: 50.5 },
      { cashoutMarginPercent: 5.001 },
      { oddsChangeDefault: 'always' },
      { houseEdge: 3 },
    ]) {
      const refused = await update(body);
      assert.equal(refused.status, 400, JSON.stringify(body));
      assert.equal(refused.body.reason, 'VALIDATION_FAILED', JSON.stringify(body));
    }
    assert.deepEqual(await settings(), before, 'nothing changed');
  });

  it('sets a currency’s stake limits, each left out kept, and refuses limits that do not hold together', async () => {
    const set = await setLimits({ currency: 'EUR', minStake: '1', maxPayout: '25000.5' });
    assert.equal(set.status, 200, JSON.stringify(set.body));
    const eur = set.body.limits.find((limit) => limit.currency === 'EUR');
    assert.equal(eur?.minStake, '1.00');
    assert.equal(eur?.maxPayout, '25000.50');
    const before = await settings();
    const refusals: Array<[object, string, string | undefined]> = [
      [{ currency: 'XYZ', minStake: '1' }, 'CURRENCY_NOT_AVAILABLE', undefined],
      [{ currency: 'EUR', minStake: '0.001' }, 'VALIDATION_FAILED', 'minStake'],
      [{ currency: 'EUR', minStake: '5000' }, 'VALIDATION_FAILED', 'minStake'],
      [{ currency: 'EUR', maxStake: '30000' }, 'VALIDATION_FAILED', 'maxPayout'],
      [{ currency: 'EUR', maxPayout: '99999999999999999' }, 'VALIDATION_FAILED', 'maxPayout'],
      [{ currency: 'EUR', minStake: '0' }, 'VALIDATION_FAILED', undefined],
      [{ currency: 'EUR', minStake: '-1' }, 'VALIDATION_FAILED', undefined],
      [{ currency: 'eur', minStake: '1' }, 'VALIDATION_FAILED', undefined],
    ];
    for (const [body, reason, path] of refusals) {
      const refused = await setLimits(body);
      assert.equal(refused.status, 400, JSON.stringify(body));
      assert.equal(refused.body.reason, reason, JSON.stringify(body));
      if (path) assert.deepEqual((refused.body.meta?.issues as Array<{ path: string }>)[0]?.path, path, JSON.stringify(body));
    }
    assert.deepEqual(await settings(), before, 'nothing changed');
  });

  it('applies a changed most legs to the next bet', async () => {
    const chosen = await legs(4);
    await update({ maxLegs: 3 });
    try {
      const tooMany = await place(chosen);
      assert.equal(tooMany.status, 400, JSON.stringify(tooMany.body));
      assert.equal(tooMany.body.reason, 'SPORTS_TOO_MANY_LEGS');
      assert.deepEqual(tooMany.body.meta, { maxLegs: 3 });
      const within = await place(chosen.slice(0, 3));
      assert.equal(within.status, 200, JSON.stringify(within.body));
    } finally {
      await update({ maxLegs: 12 });
    }
    assert.equal((await place(chosen)).status, 200, 'four legs again once the rule is back');
  });

  it('applies a changed stake limit to the next bet', async () => {
    const chosen = await legs(1);
    assert.equal((await place(chosen, '4.00')).status, 200);
    await setLimits({ currency: 'USD', minStake: '5' });
    try {
      const under = await place(chosen, '4.99');
      assert.equal(under.status, 400, JSON.stringify(under.body));
      assert.equal(under.body.reason, 'AMOUNT_BELOW_MINIMUM');
      assert.deepEqual(under.body.meta, { minAmount: '5.00', currency: 'USD' });
      assert.equal((await place(chosen, '5.00')).status, 200);
      await setLimits({ currency: 'USD', maxStake: '20' });
      const over = await place(chosen, '20.01');
      assert.equal(over.body.reason, 'AMOUNT_ABOVE_MAXIMUM');
    } finally {
      await setLimits({ currency: 'USD', minStake: '0.10', maxStake: '2000' });
    }
    assert.deepEqual(usd(await settings()), { currency: 'USD', minStake: '0.10', maxStake: '2000.00', maxPayout: '50000.00' });
  });

  it('prices the feed’s next odds with a changed margin, live and upcoming matches alike', async () => {
    const feed = server.platform.sportsFeed;
    try {
      await update({ marginPercent: 0 });
      await feed.step();
      const fair = await overrounds();
      assert.ok(fair.length >= 10, `${fair.length} markets`);
      for (const sum of fair) assert.ok(sum >= 0.999 && sum < 1.03, `no margin: overround ${sum}`);

      await update({ marginPercent: 10 });
      await feed.step();
      const priced = await overrounds();
      assert.ok(priced.length >= 10, `${priced.length} markets`);
      for (const sum of priced) assert.ok(sum >= 1.099 && sum < 1.14, `10 % margin: overround ${sum}`);
    } finally {
      await update({ marginPercent: 6 });
    }
  });

  it('takes the margin as the house edge of a sports bet for rakeback', async () => {
    const bettor = await register(server);
    const funded = await server.operator('/operator/wallet/adjust', { user: bettor.user.userId, currency: 'USD', amount: '500' });
    assert.equal(funded.status, 200, JSON.stringify(funded.body));
    const { bets, ledger } = server.platform;
    /** A lost sports bet of 100 dollars, settled. */
    const lose = () =>
      ledger.run(async (tx) => {
        const betId = randomUUID();
        await bets.writer.place(tx, {
          betId,
          userId: bettor.user.userId,
          gameId: SPORTSBOOK_GAME_ID,
          gameName: 'Sportsbook',
          isOriginal: false,
          provider: null,
          currency: 'USD',
          amount: 10_000n,
          reference: `test-sports-bet:${betId}`,
        });
        await bets.writer.settle(tx, betId);
      });
    const rakeback = async () =>
      (
        await server.post<{ rewards: Array<{ kind: string; amount: string }> }>('/user/vip/reward/claimable/get', {}, bettor.accessToken)
      ).body.rewards.find((reward) => reward.kind === 'rakeback')?.amount;
    try {
      // At Bronze (5 % rakeback): 100 × 8 % × 5 % = 0.40, then 100 × 2 % × 5 % = 0.10 more.
      await update({ marginPercent: 8 });
      await lose();
      assert.equal(await rakeback(), '0.40');
      await update({ marginPercent: 2 });
      await lose();
      assert.equal(await rakeback(), '0.50');
    } finally {
      await update({ marginPercent: 6 });
    }
  });

  it('drives the settings from the operator CLI', async () => {
    const calls: Array<[string, unknown]> = [];
    const record = (async (path: string, body: unknown) => {
      calls.push([path, body]);
      return {};
    }) as OperatorCall;
    await runCommand(['sports', 'show'], record);
    await runCommand(['sports', 'set', '--margin', '5.5', '--max-legs', '8', '--cashout-margin', '4'], record);
    await runCommand(['sports', 'set', '--margin', '0'], record);
    await runCommand(['sports', 'limits', 'eur', '--min', '0.50', '--max-payout', '20000'], record);
    await runCommand(['sports', 'limits', 'BRL', '--max', '9000'], record);
    assert.deepEqual(calls, [
      ['/operator/sports/settings/get', {}],
      ['/operator/sports/settings/update', { marginPercent: 5.5, maxLegs: 8, cashoutMarginPercent: 4 }],
      ['/operator/sports/settings/update', { marginPercent: 0 }],
      ['/operator/sports/limits/set', { currency: 'EUR', minStake: '0.50', maxPayout: '20000' }],
      ['/operator/sports/limits/set', { currency: 'BRL', maxStake: '9000' }],
    ]);
    await assert.rejects(runCommand(['sports', 'limits', '--min', '1'], record), /needs <CURRENCY>/);
    await assert.rejects(runCommand(['sports', 'set', '--max-legs', '2.5'], record), /--max-legs must be a whole number/);
    await assert.rejects(runCommand(['sports', 'set', '--margin'], record), /--margin needs a value/);
    await assert.rejects(runCommand(['sports', 'set', '--cashout-margin', 'half'], record), /--cashout-margin must be a number/);

    // Against the server: the same calls through the operator API.
    const live = (async (path: string, body: unknown) => (await server.operator(path, body)).body) as OperatorCall;
    const shown = (await runCommand(['sports', 'set', '--max-legs', '6'], live)) as SportsOperatorSettings;
    assert.equal(shown.maxLegs, 6);
    await runCommand(['sports', 'set', '--max-legs', '12'], live);
    assert.equal(((await runCommand(['sports', 'show'], live)) as SportsOperatorSettings).maxLegs, 12);
  });
});

describe('one odds-feed ticker per deployment', () => {
  const databaseUrl = process.env.DATABASE_URL;
  /** Waits until the condition holds (15 s at most: an instance tries to take the feed every few seconds). */
  const until = async (condition: () => boolean, what: string) => {
    const deadline = Date.now() + 15_000;
    while (!condition()) {
      assert.ok(Date.now() < deadline, what);
      await sleep(100);
    }
  };

  it(
    'has one instance of those sharing a Postgres hold the feed, and another take it up when its holder dies or closes',
    { skip: databaseUrl ? false : 'needs Postgres (DATABASE_URL)' },
    async () => {
      // Both instances on one schema of their own, dropped at the end (neither owns it).
      const schema = `test_${randomBytes(6).toString('hex')}`;
      const env = { SPORTS_FEED_TICK_MS: '0', DATABASE_SCHEMA: schema };
      const servers: TestServer[] = [];
      const probe = new pg.Client({ connectionString: databaseUrl });
      try {
        const first = await startServer({ env });
        servers.push(first);
        const second = await startServer({ env });
        servers.push(second);
        assert.equal(first.platform.sportsTicker.leading(), true);
        assert.equal(second.platform.sportsTicker.leading(), false);
        assert.ok(first.platform.sportsFeed.matchIds().length > 0, 'the holder runs the matches');
        assert.deepEqual(second.platform.sportsFeed.matchIds(), [], 'the other runs none');
        // The lock is Postgres's: no other session may take it while the holder lives.
        await probe.connect();
        const key = leadershipKey(schema, 'sports-feed');
        const taken = await probe.query<{ taken: boolean }>('select pg_try_advisory_lock($1::bigint) as taken', [key]);
        assert.equal(taken.rows[0]?.taken, false);
        // The other instance serves the book all the same, and hears the margin set on the holder.
        const listed = await second.post<{ list: SportsEvent[] }>('/sports/events/list', { pageSize: 100 });
        assert.equal(listed.status, 200);
        const heard = new Promise<number>((resolve) => {
          const stop = second.platform.sports.operator.onMargin((marginBp) => {
            stop();
            resolve(marginBp);
          });
        });
        assert.equal((await first.operator('/operator/sports/settings/update', { marginPercent: 4.5 })).status, 200);
        assert.equal(await heard, 450);

        // The holder's session dies: it drops the feed, and one instance (never both) takes it up again.
        const unsigned = BigInt.asUintN(64, BigInt(key));
        const holder = await probe.query<{ pid: number }>(
          `select pid from pg_locks where locktype = 'advisory' and granted and classid = $1 and objid = $2 and objsubid = 1
             and database = (select oid from pg_database where datname = current_database())`,
          [(unsigned >> 32n).toString(), (unsigned & 0xffffffffn).toString()],
        );
        assert.equal(holder.rows.length, 1);
        await probe.query('select pg_terminate_backend($1)', [holder.rows[0]!.pid]);
        await until(() => !first.platform.sportsTicker.leading(), 'the holder dropped the feed with its session');
        await until(() => {
          assert.ok(!(first.platform.sportsTicker.leading() && second.platform.sportsTicker.leading()), 'never both');
          return first.platform.sportsTicker.leading() || second.platform.sportsTicker.leading();
        }, 'an instance took the feed up again');
        const [leader, other] = first.platform.sportsTicker.leading() ? [first, second] : [second, first];

        await leader.close();
        await until(() => other.platform.sportsTicker.leading(), 'the other instance took the feed over');
        // It carries on from the events the book holds open.
        const open = await other.platform.sports.book.openEvents();
        assert.deepEqual(new Set(other.platform.sportsFeed.matchIds()), new Set(open.map((event) => event.id)));
        assert.ok(open.length > 0);
        await other.close();
        const free = await probe.query<{ taken: boolean }>('select pg_try_advisory_lock($1::bigint) as taken', [key]);
        assert.equal(free.rows[0]?.taken, true, 'released on close');
      } finally {
        for (const server of servers.reverse()) await server.close();
        await probe.end().catch(() => undefined);
        await dropSchema(databaseUrl!, schema);
      }
    },
  );
});
