import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { baccaratReturn, bankerDraws, handTotal, playCoup, type Card } from '../baccarat.ts';
import { KENO_BASE_PAYS, KENO_DRAWN, KENO_NUMBERS, kenoBaseRtp, kenoDraw, kenoReturn, kenoScales, validPicks } from '../keno.ts';
import { stakeOptions } from '../money.ts';
import {
  baseRtp,
  buildStrip,
  gridAt,
  lineWins,
  PAY_SCALE_UNIT,
  PAYLINES,
  rtpRatio,
  slotConfig,
  spin,
  spinWin,
  type SYMBOLS,
  theoreticalRtp,
} from '../slot.ts';

/** A seeded generator (mulberry32), so a simulation is the same on every run. */
function seeded(seed: number): (below: number) => number {
  let state = seed >>> 0;
  return (below) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const unit = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return Math.floor(unit * below);
  };
}

describe('slot maths', () => {
  it('the exact RTP, enumerated over every stop of every reel, is the configured RTP within 0.01 percentage points', () => {
    for (const volatility of ['low', 'medium', 'high']) {
      for (const rtp of ['94.50', '96.00', '96.50', '97.20']) {
        const config = slotConfig({ rtp, volatility, paylines: 20 });
        const exact = theoreticalRtp(config.strips, config.scale) * 100;
        assert.ok(Math.abs(exact - Number(rtp)) < 0.01, `${volatility} ${rtp}: ${exact}`);
      }
    }
  });

  it('the per-symbol-count enumeration agrees with a brute force over every combination of stops', () => {
    // Short strips (12 stops a reel) so that every combination of stops can be played.
    const counts = { seven: 1, diamond: 1, star: 1, heart: 1, club: 2, ace: 2, king: 2, queen: 2 };
    const reelStrips = [0, 1, 2, 3, 4].map((reel) => buildStrip(counts, reel));
    const base = baseRtp(reelStrips);
    let total = 0n;
    let combinations = 0n;
    const stops = [0, 0, 0, 0, 0];
    const walk = (reel: number) => {
      if (reel === 5) {
        const grid = gridAt(reelStrips, stops);
        for (const win of lineWins(grid, 1)) total += BigInt(win.basePay);
        combinations += 1n;
        return;
      }
      for (let stop = 0; stop < reelStrips[reel]!.length; stop += 1) {
        stops[reel] = stop;
        walk(reel + 1);
      }
    };
    walk(0);
    assert.equal(total * base.denominator, base.numerator * combinations);
  });

  it('a simulated 200,000 spins with a seeded generator return the configured RTP within statistical bounds', () => {
    const config = slotConfig({ rtp: '96.50', volatility: 'medium', paylines: 20 });
    const random = seeded(20261125);
    const spins = 200_000;
    let sum = 0;
    let squares = 0;
    const scale = Number(config.scale) / Number(PAY_SCALE_UNIT);
    for (let index = 0; index < spins; index += 1) {
      const outcome = spin(config, random);
      const pays = outcome.lines.reduce((total, win) => total + win.basePay, 0);
      const returned = (pays * scale) / config.lines;
      sum += returned;
      squares += returned * returned;
    }
    const mean = sum / spins;
    const variance = squares / spins - mean * mean;
    const standardError = Math.sqrt(variance / spins);
    assert.ok(Math.abs(mean - 0.965) < 4 * standardError, `simulated ${mean}, standard error ${standardError}`);
  });

  it('pays lines left to right from three in a row, and rounds a spin down to the minor unit once', () => {
    const config = slotConfig({ rtp: '96.00', volatility: 'low', paylines: 10 });
    const grid = [0, 1, 2, 3, 4].map((reel) => (reel < 4 ? ['queen', 'heart', 'queen'] : ['ace', 'king', 'club'])) as Array<
      Array<(typeof SYMBOLS)[number]>
    >;
    const wins = lineWins(grid, 10);
    // Line 2 (top row) and line 3 (bottom row): four queens; the middle row: four hearts.
    assert.deepEqual(
      wins.map((win) => [win.line, win.symbol, win.count]),
      [
        [0, 'heart', 4],
        [1, 'queen', 4],
        [2, 'queen', 4],
      ],
    );
    const stake = 100n;
    const expected = (stake * BigInt(30 + 6 + 6) * config.scale) / (10n * PAY_SCALE_UNIT);
    assert.equal(spinWin(config, { lines: wins }, stake), expected);
    assert.equal(PAYLINES.length, 20);
  });

  it('reads the configured RTP exactly', () => {
    assert.deepEqual(rtpRatio('96.5'), { numerator: 965n, denominator: 1000n });
    assert.throws(() => rtpRatio('abc'));
  });
});

const card = (rank: number, suit = 0): Card => ({ rank, suit });
const coup = (...ranks: number[]) => {
  const cards = ranks.map((rank) => card(rank));
  return playCoup(() => {
    const next = cards.shift();
    if (!next) throw new Error('the coup drew more cards than expected');
    return next;
  });
};

describe('baccarat rules', () => {
  it('counts hands modulo ten with court cards as zero', () => {
    assert.equal(handTotal([card(13), card(9)]), 9);
    assert.equal(handTotal([card(7), card(8)]), 5);
    assert.equal(handTotal([card(10), card(11), card(1)]), 1);
  });

  it('a natural stands both hands', () => {
    const outcome = coup(4, 3, 5, 4); // player 4+5=9, banker 3+4=7
    assert.equal(outcome.player.length, 2);
    assert.equal(outcome.banker.length, 2);
    assert.equal(outcome.winner, 'player');
  });

  it('the player draws on 0 to 5 and stands on 6 or 7; the banker then draws on 5 or less', () => {
    const stands = coup(3, 2, 3, 2, 9); // player 6 stands, banker 4 draws
    assert.equal(stands.player.length, 2);
    assert.equal(stands.banker.length, 3);
    const draws = coup(2, 3, 1, 4, 5); // player 3 draws a 5, banker 7 stands
    assert.equal(draws.player.length, 3);
    assert.equal(draws.banker.length, 2);
  });

  it('the banker follows the third-card table', () => {
    const table: Array<[bankerTotal: number, draws: number[]]> = [
      [2, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]],
      [3, [0, 1, 2, 3, 4, 5, 6, 7, 9]],
      [4, [2, 3, 4, 5, 6, 7]],
      [5, [4, 5, 6, 7]],
      [6, [6, 7]],
      [7, []],
    ];
    for (const [bankerTotal, draws] of table) {
      for (let third = 0; third <= 9; third += 1) {
        const thirdCard = card(third === 0 ? 10 : third);
        assert.equal(bankerDraws(bankerTotal, thirdCard), draws.includes(third), `banker ${bankerTotal}, player's third ${third}`);
      }
    }
    assert.equal(bankerDraws(5, undefined), true);
    assert.equal(bankerDraws(6, undefined), false);
  });

  it('pays player 1:1, banker 0.95:1, tie 8:1, and pushes player and banker bets on a tie', () => {
    assert.equal(baccaratReturn('player', 1000n, 'player'), 2000n);
    assert.equal(baccaratReturn('banker', 1000n, 'banker'), 1950n);
    assert.equal(baccaratReturn('banker', 3n, 'banker'), 5n); // the commission rounds the win down
    assert.equal(baccaratReturn('tie', 1000n, 'tie'), 9000n);
    assert.equal(baccaratReturn('player', 1000n, 'tie'), 1000n);
    assert.equal(baccaratReturn('banker', 1000n, 'tie'), 1000n);
    assert.equal(baccaratReturn('player', 1000n, 'banker'), 0n);
    assert.equal(baccaratReturn('tie', 1000n, 'player'), 0n);
  });
});

describe('keno maths', () => {
  it('every pick count returns the configured RTP within 0.01 percentage points', () => {
    const scales = kenoScales(rtpRatio('95.00'));
    for (let picks = 1; picks <= 10; picks += 1) {
      const base = kenoBaseRtp(picks);
      const rtp = Number((base.numerator * scales[picks]! * 10_000_000n) / (base.denominator * 1_000_000n)) / 100_000;
      assert.ok(Math.abs(rtp - 95) < 0.01, `${picks} picks: ${rtp}`);
      assert.equal(KENO_BASE_PAYS[picks]!.length, picks + 1);
    }
  });

  it('draws ten distinct numbers and checks the picks', () => {
    const drawn = kenoDraw(seeded(7));
    assert.equal(new Set(drawn).size, KENO_DRAWN);
    assert.ok(drawn.every((number) => number >= 1 && number <= KENO_NUMBERS));
    assert.equal(validPicks([1, 2, 3]), true);
    assert.equal(validPicks([1, 1]), false);
    assert.equal(validPicks([]), false);
    assert.equal(validPicks([41]), false);
    assert.equal(kenoReturn(1, 0, 100n, kenoScales(rtpRatio('95'))), 0n);
  });
});

describe('stakes', () => {
  it('offers round amounts of the currency within the limits, never the converted limits themselves', () => {
    // A game of $0.25 to $500 in euros at 0.92: €0.23 to €460.
    assert.deepEqual(stakeOptions('EUR', 2, 23n, 46_000n), [50n, 100n, 200n, 500n, 1000n, 2000n, 5000n, 10_000n, 20_000n]);
    assert.deepEqual(stakeOptions('USD', 2, 10n, 10_000n), [10n, 20n, 50n, 100n, 200n, 500n, 1000n, 2000n, 5000n, 10_000n]);
    assert.deepEqual(stakeOptions('TRY', 2, 343n, 686_000n).slice(0, 3), [500n, 1000n, 2000n]);
    assert.deepEqual(stakeOptions('VND', 0, 2540n, 2_540_000n).slice(0, 3), [5000n, 10_000n, 20_000n]);
    assert.deepEqual(stakeOptions('INR', 2, 834n, 834_000n).slice(0, 2), [1000n, 2000n]);
    assert.deepEqual(stakeOptions('BRL', 2, 55n, 55_000n).slice(0, 2), [100n, 200n]);
    assert.equal(stakeOptions('XYZ', 2, 1n, 10n ** 12n).length, 12);
    // Limits so close that no round amount fits: the minimum alone.
    assert.deepEqual(stakeOptions('EUR', 2, 23n, 40n), [23n]);
  });
});
