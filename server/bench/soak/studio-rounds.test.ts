// The soak's model of the studio rounds: what each answer says the platform acknowledged, and the
// rounds matched with the bets the platform lists (a cancelled round's stake held until the
// studio's rollback lands, a round without an answer learned from the history, the first round
// that disagrees named).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { studioRoundOf } from './players.ts';
import { reconcileStudio, type StudioBet, type StudioRound } from './studio-rounds.ts';

const T = Date.parse('2026-01-01T10:00:00Z');
const bet = (id: string, at: number, amount: bigint, payout: bigint, status: StudioBet['status']): StudioBet => ({
  betId: id,
  createdAt: T + at,
  amount,
  payout,
  status,
});

test('an answer says what the platform acknowledged: paid, win owed, cancelled, unknown, or nothing', () => {
  assert.deepEqual(studioRoundOf({ status: 200, body: { stake: '1.00', win: '2.00', balance: '501.00' } }, T, 100n), {
    sentAt: T,
    stake: 100n,
    win: 200n,
    outcome: 'paid',
  });
  assert.equal(studioRoundOf({ status: 200, body: { stake: '1.00', win: '0.00', balance: null } }, T, 100n)?.outcome, 'win owed');
  assert.deepEqual(studioRoundOf({ status: 503, body: { code: 'ROUND_CANCELLED' } }, T, 100n), {
    sentAt: T,
    stake: 100n,
    outcome: 'cancelled',
  });
  assert.equal(studioRoundOf({ status: 500, body: {} }, T, 100n)?.outcome, 'no answer');
  assert.equal(studioRoundOf({ status: 409, body: { code: 'INSUFFICIENT_FUNDS' } }, T, 100n), undefined);
});

test('a cancelled round whose rollback is still owed holds its stake: owed, not a difference, until the rollback lands', () => {
  const rounds: StudioRound[] = [
    { sentAt: T, stake: 100n, outcome: 'cancelled' },
    { sentAt: T + 6000, stake: 100n, win: 200n, outcome: 'paid' },
  ];
  // The bet of the cancelled round reached the platform after the studio gave up on it: open until the rollback.
  const held = reconcileStudio(rounds, [bet('a', 5500, 100n, 0n, 'open'), bet('b', 6100, 100n, 200n, 'settled')]);
  assert.deepEqual(
    held.owed.map((owed) => owed.betId),
    ['a'],
  );
  assert.equal(held.firstDisagreement, undefined);
  assert.equal(held.learned, 0n);
  // Once rolled back, it moved nothing: nothing owed, nothing to learn, every round agrees.
  const returned = reconcileStudio(rounds, [bet('a', 5500, 100n, 0n, 'rolled_back'), bet('b', 6100, 100n, 200n, 'settled')]);
  assert.deepEqual(returned, { learned: 0n, owed: [] });
});

test('a cancelled round whose stake was kept (its bet settled) is the first disagreement', () => {
  const result = reconcileStudio(
    [
      { sentAt: T, stake: 100n, outcome: 'cancelled' },
      { sentAt: T + 6000, stake: 100n, win: 0n, outcome: 'paid' },
    ],
    [bet('a', 100, 100n, 0n, 'settled'), bet('b', 6100, 100n, 0n, 'settled')],
  );
  assert.match(
    result.firstDisagreement ?? '',
    /cancelled, stake 1\.00\): bet a is settled, stake 1\.00, payout 0\.00 \(the stake of a cancelled round was kept\)/,
  );
});

test('a round without an answer is learned from its bet; a paid round whose bet paid otherwise is named', () => {
  const learned = reconcileStudio(
    [
      { sentAt: T, stake: 100n, outcome: 'no answer' },
      { sentAt: T + 40_000, stake: 100n, win: 0n, outcome: 'win owed' },
    ],
    [bet('a', 200, 100n, 184n, 'settled'), bet('b', 40_100, 100n, 0n, 'settled')],
  );
  assert.deepEqual(learned, { learned: 84n, owed: [] });
  const wrong = reconcileStudio([{ sentAt: T, stake: 100n, win: 200n, outcome: 'paid' }], [bet('a', 100, 100n, 0n, 'settled')]);
  assert.match(wrong.firstDisagreement ?? '', /paid, stake 1\.00, win 2\.00\): bet a is settled, stake 1\.00, payout 0\.00/);
  const missing = reconcileStudio([{ sentAt: T, stake: 100n, win: 200n, outcome: 'paid' }], []);
  assert.match(missing.firstDisagreement ?? '', /no bet of it on the platform/);
});

test('a round without an answer that reached the platform after the next round was sent is learned, not a second bet of the next', () => {
  const result = reconcileStudio(
    [
      { sentAt: T, stake: 100n, outcome: 'no answer' },
      { sentAt: T + 30_000, stake: 100n, win: 200n, outcome: 'paid' },
    ],
    [bet('late', 31_000, 100n, 0n, 'settled'), bet('next', 31_500, 100n, 200n, 'settled')],
  );
  assert.deepEqual(result, { learned: -100n, owed: [] });
});

// A starved machine: the soak gives up on a round after its timeout, the studio plays it on and its
// bet reaches the platform after the player's next rounds were sent. A cancelled round never owns a
// settled bet (the studio sends no win for it), so such a bet is the unanswered round's.
test('a late bet of an unanswered round that lands after a cancelled round is learned, not a cancelled stake kept', () => {
  const result = reconcileStudio(
    [
      { sentAt: T, stake: 500n, outcome: 'no answer' },
      { sentAt: T + 31_000, stake: 100n, outcome: 'cancelled' },
    ],
    [bet('late', 33_000, 500n, 1000n, 'settled'), bet('cancelled', 34_000, 100n, 0n, 'rolled_back')],
  );
  assert.deepEqual(result, { learned: 500n, owed: [] });
});

test('a late bet of an unanswered round that looks like the next paid round’s own goes back to the unanswered one', () => {
  const result = reconcileStudio(
    [
      { sentAt: T, stake: 100n, outcome: 'no answer' },
      { sentAt: T + 31_000, stake: 100n, win: 0n, outcome: 'paid' },
    ],
    [bet('late', 31_200, 100n, 0n, 'settled'), bet('next', 31_500, 100n, 0n, 'settled')],
  );
  assert.deepEqual(result, { learned: -100n, owed: [] });
});

test('a late bet goes back past answered rounds to the unanswered round of its stake', () => {
  const result = reconcileStudio(
    [
      { sentAt: T, stake: 2500n, outcome: 'no answer' },
      { sentAt: T + 31_000, stake: 100n, win: 300n, outcome: 'paid' },
      { sentAt: T + 32_000, stake: 100n, outcome: 'cancelled' },
    ],
    [bet('paid', 31_100, 100n, 300n, 'settled'), bet('late', 33_000, 2500n, 0n, 'settled')],
  );
  assert.deepEqual(result, { learned: -2500n, owed: [] });
});

test('a settled bet no round can own is still named: a second bet of a paid round, a cancelled round’s stake kept', () => {
  const second = reconcileStudio(
    [{ sentAt: T, stake: 100n, win: 0n, outcome: 'paid' }],
    [bet('a', 100, 100n, 0n, 'settled'), bet('b', 200, 100n, 0n, 'settled')],
  );
  assert.match(second.firstDisagreement ?? '', /a second bet for one round/);
  // An unanswered round of another stake cannot own it either.
  const kept = reconcileStudio(
    [
      { sentAt: T, stake: 500n, outcome: 'no answer' },
      { sentAt: T + 31_000, stake: 100n, outcome: 'cancelled' },
    ],
    [bet('a', 31_500, 100n, 0n, 'settled')],
  );
  assert.match(kept.firstDisagreement ?? '', /the stake of a cancelled round was kept/);
});
