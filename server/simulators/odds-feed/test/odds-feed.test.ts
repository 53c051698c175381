import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createSportsFeed, type FeedOpenEvent, type FeedUpdate } from '../index.ts';
import { sleep } from '../../../test/helpers.ts';
import { liveFootballMatch, openMarket, quietSink } from '../../../test/support/sports-feed.ts';

describe('the sports feed', () => {
  it('carries on when the book fails an update (a deadlock, a lost connection): warned, the process kept', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    const warnings: string[] = [];
    let updates = 0;
    const sink = quietSink({
      update: async () => {
        updates += 1;
        throw new Error('deadlock detected');
      },
    });
    const feed = createSportsFeed({
      sink,
      seed: 'a-failing-book',
      margin: 0.06,
      tickMs: 5,
      log: { warn: (message) => warnings.push(message) },
    });
    try {
      feed.start();
      for (let waited = 0; warnings.length < 3 && waited < 10_000; waited += 20) await sleep(20);
      // Let any rejection nobody heard surface before looking.
      await sleep(50);
    } finally {
      await feed.stop();
      process.off('unhandledRejection', onUnhandled);
    }
    assert.ok(updates >= 3, `${updates} updates tried`);
    assert.ok(warnings.length >= 3 && warnings.every((message) => message.includes('deadlock detected')), warnings.join('\n'));
    assert.deepEqual(unhandled, []);
  });

  it('takes up the book again after a first try whose read failed (the database restarting): the live match is run, not forgotten', async () => {
    const id = 'ev-after-restart';
    const open: FeedOpenEvent = {
      ...liveFootballMatch(id, { home: 1, away: 0 }, 30, 30),
      leagueId: 'fb-albion-super',
      markets: [openMarket(id, 'mr', 'match_result', null, { home: '1.50', draw: '4.00', away: '6.00' })],
    };
    let reads = 0;
    const sink = quietSink({
      openEvents: async () => {
        reads += 1;
        if (reads === 1) throw new Error('the database system is starting up');
        return [open];
      },
    });
    const feed = createSportsFeed({ sink, seed: 'restart', margin: 0.06, tickMs: 0, suspendMs: 0, liveTarget: 1, upcomingTarget: 0 });
    await assert.rejects(feed.prime(), /starting up/);
    await feed.prime();
    assert.equal(reads, 2, 'read again');
    assert.deepEqual(feed.matchIds('live'), [id]);
    await feed.stop();
  });

  it('stops pricing a market the score has decided: at 0–3 in the 79th minute Over and Under 2.5 are no longer offered', async () => {
    const id = 'ev-decided';
    const even = (...outcomes: string[]) => Object.fromEntries(outcomes.map((outcome) => [outcome, '1.90']));
    const open: FeedOpenEvent = {
      ...liveFootballMatch(id, { home: 0, away: 3 }, 79, 80),
      leagueId: 'fb-albion-super',
      markets: [
        openMarket(id, 'mr', 'match_result', null, even('home', 'draw', 'away')),
        openMarket(id, 'tot', 'total', '2.5', even('over', 'under')),
        openMarket(id, 'tot4', 'total', '4.5', even('over', 'under')),
        openMarket(id, 'btts', 'both_teams_score', null, even('yes', 'no')),
      ],
    };
    const updates: FeedUpdate[] = [];
    const sink = quietSink({ openEvents: async () => [open], update: async (update) => void updates.push(update) });
    const feed = createSportsFeed({ sink, seed: 'decided', margin: 0.06, tickMs: 0, suspendMs: 0, liveTarget: 1, upcomingTarget: 0 });
    await feed.prime();
    assert.deepEqual(feed.matchIds('live'), [id]);
    for (let move = 0; move < 4 && feed.matchIds().includes(id); move += 1) await feed.step();
    const ours = updates.filter((update) => update.eventId === id);
    assert.ok(ours.length > 0);
    const priced = ours.flatMap((update) => update.markets ?? []);
    assert.ok(!priced.some((market) => market.marketId === `${id}-tot`), JSON.stringify(priced));
    // The markets still to play are priced on, the total above the score among them.
    assert.ok(priced.some((market) => market.marketId === `${id}-tot4` && market.odds));
    await feed.stop();
  });

  it('suspends a match for the interval after a goal and reopens it, priced again, at the first move after', async () => {
    let now = Date.parse('2026-11-26T15:00:00Z');
    const updates: Array<FeedUpdate & { at: number }> = [];
    const sink = quietSink({ update: async (update) => void updates.push({ ...update, at: now }) });
    const feed = createSportsFeed({ sink, seed: 'suspend', margin: 0.06, tickMs: 0, suspendMs: 20_000, now: () => new Date(now) });
    const scores = new Map<string, string>();
    let goal: { eventId: string; at: number } | undefined;
    for (let move = 0; move < 300 && !goal; move += 1) {
      now += 3_000;
      updates.length = 0;
      await feed.step();
      for (const update of updates) {
        if (!update.state) continue;
        const text = `${update.state.score.home}-${update.state.score.away}`;
        const held = scores.get(update.eventId);
        scores.set(update.eventId, text);
        const football = update.eventId && update.markets?.some((market) => market.marketId.endsWith('-btts'));
        if (held !== undefined && held !== text && football && (update.state.clock.minute ?? 90) < 45)
          goal = { eventId: update.eventId, at: now };
      }
    }
    assert.ok(goal, 'a goal in the first half');
    const statuses: Array<{ after: number; status: Set<string> }> = [];
    for (let move = 0; move < 12; move += 1) {
      now += 3_000;
      updates.length = 0;
      await feed.step();
      const ours = updates.filter((update) => update.eventId === goal.eventId).flatMap((update) => update.markets ?? []);
      if (ours.length > 0) statuses.push({ after: now - goal.at, status: new Set(ours.map((market) => market.status ?? '')) });
    }
    // Nothing reopens before the interval; the first move after it reopens the markets with odds.
    assert.ok(
      statuses.filter((one) => one.after < 20_000).every((one) => !one.status.has('open')),
      JSON.stringify(statuses),
    );
    assert.ok(
      statuses.some((one) => one.after >= 20_000 && one.status.has('open')),
      JSON.stringify(statuses),
    );
    await feed.stop();
  });
});
