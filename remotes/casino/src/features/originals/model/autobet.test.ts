import {
  nextStake,
  parseCount,
  parsePercent,
  parsePlan,
  parseStopAmount,
  roundWon,
  stakeOutside,
  stopAfter,
  type AutobetPlan,
} from './autobet.ts';

const reset = { kind: 'reset' } as const;
const plan = (overrides: Partial<AutobetPlan> = {}): AutobetPlan => ({
  count: 10,
  onWin: reset,
  onLoss: reset,
  stopProfit: null,
  stopLoss: null,
  ...overrides,
});

describe('the next stake of an autobet', () => {
  it('goes back to the first stake after a round whose rule is to reset', () => {
    expect(nextStake(100n, 400n, true, plan())).toBe(100n);
    expect(nextStake(100n, 400n, false, plan())).toBe(100n);
  });

  it('grows the last stake by the percentage, in minor units rounded down', () => {
    const martingale = plan({ onLoss: { kind: 'increase', basisPoints: 10_000n } });
    expect(nextStake(10n, 10n, false, martingale)).toBe(20n);
    expect(nextStake(10n, 20n, false, martingale)).toBe(40n);
    expect(nextStake(10n, 40n, true, martingale)).toBe(10n);
    const half = plan({ onWin: { kind: 'increase', basisPoints: 5_050n } });
    // 0.33 × 1.505 = 0.49665: 0.49 in cents.
    expect(nextStake(33n, 33n, true, half)).toBe(49n);
    expect(nextStake(33n, 33n, true, plan({ onWin: { kind: 'increase', basisPoints: 0n } }))).toBe(33n);
  });

  it('counts a round that pays more than its stake as a win, and one that pays it back or less as a loss', () => {
    expect(roundWon(100n, 198n)).toBe(true);
    expect(roundWon(100n, 100n)).toBe(false);
    expect(roundWon(100n, 0n)).toBe(false);
  });

  it('tells a stake outside the currency’s limits', () => {
    expect(stakeOutside(100_001n, 10n, 100_000n)).toBe('aboveMax');
    expect(stakeOutside(9n, 10n, 100_000n)).toBe('belowMin');
    expect(stakeOutside(100_000n, 10n, 100_000n)).toBeNull();
    expect(stakeOutside(10n ** 12n, null, null)).toBeNull();
  });
});

describe('when an autobet stops', () => {
  it('stops once every bet is placed', () => {
    expect(stopAfter({ placed: 9, profit: 0n }, plan())).toBeNull();
    expect(stopAfter({ placed: 10, profit: 0n }, plan())).toBe('done');
  });

  it('stops once the profit or the loss reaches its stop, before the count', () => {
    const stops = plan({ stopProfit: 50n, stopLoss: 200n });
    expect(stopAfter({ placed: 2, profit: 49n }, stops)).toBeNull();
    expect(stopAfter({ placed: 2, profit: 50n }, stops)).toBe('profit');
    expect(stopAfter({ placed: 10, profit: 60n }, stops)).toBe('profit');
    expect(stopAfter({ placed: 3, profit: -199n }, stops)).toBeNull();
    expect(stopAfter({ placed: 3, profit: -200n }, stops)).toBe('loss');
  });
});

describe('the settings as typed', () => {
  it('takes 1 to 1000 bets', () => {
    expect(parseCount('1')).toBe(1);
    expect(parseCount(' 1000 ')).toBe(1000);
    expect(parseCount('0')).toBeNull();
    expect(parseCount('1001')).toBeNull();
    expect(parseCount('2.5')).toBeNull();
    expect(parseCount('')).toBeNull();
  });

  it('takes a percentage with up to two decimals, either decimal mark, up to 1000 %', () => {
    expect(parsePercent('100')).toBe(10_000n);
    expect(parsePercent('12,5')).toBe(1_250n);
    expect(parsePercent('0')).toBe(0n);
    expect(parsePercent('1000')).toBe(100_000n);
    expect(parsePercent('1000.01')).toBeNull();
    expect(parsePercent('-5')).toBeNull();
    expect(parsePercent('1.234')).toBeNull();
  });

  it('takes an empty stop as none and an amount above zero in minor units', () => {
    expect(parseStopAmount('', 2)).toBeNull();
    expect(parseStopAmount('1,5', 2)).toBe(150n);
    expect(parseStopAmount('10000', 0)).toBe(10_000n);
    expect(parseStopAmount('0', 2)).toBeUndefined();
    expect(parseStopAmount('abc', 2)).toBeUndefined();
  });

  it('names every field that is wrong, and gives the plan when none is', () => {
    const typed = {
      count: '5',
      onWin: 'reset',
      onWinPercent: 'x',
      onLoss: 'increase',
      onLossPercent: '100',
      stopProfit: '2.5',
      stopLoss: '',
    } as const;
    expect(parsePlan(typed, 2)).toEqual({
      plan: { count: 5, onWin: reset, onLoss: { kind: 'increase', basisPoints: 10_000n }, stopProfit: 250n, stopLoss: null },
    });
    expect(parsePlan({ ...typed, count: '0', onWin: 'increase', stopLoss: '0' }, 2)).toEqual({
      problems: { count: 'count', onWinPercent: 'percent', stopLoss: 'amount' },
    });
  });
});
