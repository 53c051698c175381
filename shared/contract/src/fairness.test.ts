import { createHmac } from 'node:crypto';
import {
  diceChance,
  diceMultiplier,
  diceRoll,
  diceWins,
  fairFloats,
  FAIRNESS_RULE_VERSION,
  fairMessage,
  floatsFromBytes,
  formatScaled,
  limboResult,
  LIMBO_MAX_RESULT,
  minePositions,
  minesMultiplier,
  plinkoMultipliers,
  plinkoPath,
  plinkoReturn,
  plinkoSlot,
  type PlinkoRisk,
} from './fairness.ts';

const hmac = (key: string, message: string) => new Uint8Array(createHmac('sha256', key).update(message).digest());

describe('the fair floats', () => {
  it('reads each 4 bytes as a float in [0, 1), most significant first', () => {
    expect(floatsFromBytes(new Uint8Array([0, 0, 0, 0, 128, 0, 0, 0, 255, 255, 255, 255]))).toEqual([0, 0.5, 1 - 2 ** -32]);
  });

  it('draws blocks with the cursor until there are enough floats', async () => {
    expect(fairMessage('client', 7, 2)).toBe('client:7:2');
    const floats = await fairFloats(hmac, 'server', 'client', 7, 10);
    expect(floats).toHaveLength(10);
    expect(floats.slice(0, 8)).toEqual(floatsFromBytes(hmac('server', 'client:7:0')));
    expect(floats.slice(8)).toEqual(floatsFromBytes(hmac('server', 'client:7:1')).slice(0, 2));
  });
});

describe('dice', () => {
  it('rolls 0.00 to 100.00 and wins strictly past the target', () => {
    expect(diceRoll(0)).toBe(0);
    expect(diceRoll(1 - 2 ** -32)).toBe(10_000);
    expect(formatScaled(diceRoll(0.5), 2)).toBe('50.00');
    expect(diceWins('under', 5000, 4999)).toBe(true);
    expect(diceWins('under', 5000, 5000)).toBe(false);
    expect(diceWins('over', 5000, 5001)).toBe(true);
    expect(diceChance('over', 5000)).toBe(5000);
  });

  it('pays (100 - edge) / chance in ten-thousandths', () => {
    expect(diceMultiplier(5000, 1)).toBe(19_800);
    expect(diceMultiplier(4950, 1)).toBe(20_000);
    expect(diceMultiplier(1, 1)).toBe(99_000_000);
  });
});

describe('limbo', () => {
  it('draws 0.99 / float for new bets, at least 1.00 and at most 1,000,000.00', () => {
    expect(FAIRNESS_RULE_VERSION).toBe(2);
    expect(limboResult(0.495, 1)).toBe(200);
    expect(limboResult(0.99, 1)).toBe(100);
    expect(limboResult(0.999, 1)).toBe(100);
    expect(limboResult(0, 1)).toBe(LIMBO_MAX_RESULT);
    expect(limboResult(2 ** -32, 1)).toBe(LIMBO_MAX_RESULT);
    expect(limboResult(0.5, 4, 2)).toBe(192);
  });

  it('gives the result a published verifier shows for its example bet', () => {
    // A public verifier's worked example (HMAC-SHA256, the same 4-byte floats, a 96% return): server
    // seed c5e7...2d55, client seed LuckyClientSeed777, nonce 2: bytes 137, 90, 202, 182, float
    // 0.5365416235, result 0.96 / float = 1.789... floored to 1.78.
    const serverSeed = 'c5e7146c5863d7d647c93ffe7d4ec13fffbb7311108fab0c067d97bcc2b32d55';
    const bytes = createHmac('sha256', serverSeed)
      .update(fairMessage('LuckyClientSeed777', 2, 0))
      .digest();
    expect([...bytes.subarray(0, 4)]).toEqual([137, 90, 202, 182]);
    const [float = 0] = floatsFromBytes(new Uint8Array(bytes));
    expect(float).toBeCloseTo(0.5365416235, 9);
    expect(formatScaled(limboResult(float, 4), 2)).toBe('1.78');
    expect(formatScaled(limboResult(float, 4, 1), 2)).toBe('2.07');
  });

  it('still draws 0.99 / (1 - float) for bets made with the first rules', () => {
    expect(limboResult(0, 1, 1)).toBe(100);
    expect(limboResult(0.505, 1, 1)).toBe(200);
    expect(limboResult(1 - 2 ** -32, 1, 1)).toBe(LIMBO_MAX_RESULT);
  });
});

describe('mines', () => {
  it('draws distinct tiles without replacement', () => {
    expect(minePositions([0, 0, 0], 3)).toEqual([0, 1, 2]);
    expect(minePositions([0.999, 0.999], 2)).toEqual([24, 23]);
    const all = minePositions(
      Array.from({ length: 24 }, (_, index) => (index * 0.37) % 1),
      24,
    );
    expect(new Set(all).size).toBe(24);
    expect(() => minePositions([0.1], 2)).toThrow(RangeError);
  });

  it('multiplies by (1 - edge) x C(25, k) / C(25 - mines, k)', () => {
    expect(minesMultiplier(1, 1, 1)).toBe(10_312);
    expect(minesMultiplier(24, 1, 1)).toBe(247_500);
    expect(minesMultiplier(3, 0, 1)).toBe(9900);
  });
});

describe('plinko', () => {
  const risks: PlinkoRisk[] = ['low', 'medium', 'high'];

  it('bounces right on floats of 0.5 and more, and lands in the slot of its rights', () => {
    const path = plinkoPath([0.49, 0.5, 0.99, 0]);
    expect(path).toEqual([0, 1, 1, 0]);
    expect(plinkoSlot(path)).toBe(2);
  });

  it.each(Array.from({ length: 9 }, (_, index) => 8 + index))('has symmetric %i-row tables returning 99%% at a 1%% edge', (rows) => {
    for (const risk of risks) {
      const table = plinkoMultipliers(rows, risk);
      expect(table).toHaveLength(rows + 1);
      expect([...table].reverse()).toEqual([...table]);
      expect(Math.abs(plinkoReturn(rows, table) - 99)).toBeLessThan(0.1);
      // Higher risk pays more at the edges and less in the middle.
      expect(table[0]).toBeGreaterThan(table[Math.floor(rows / 2)]!);
    }
    expect(plinkoMultipliers(rows, 'high')[0]).toBeGreaterThan(plinkoMultipliers(rows, 'medium')[0]!);
    expect(plinkoMultipliers(rows, 'medium')[0]).toBeGreaterThan(plinkoMultipliers(rows, 'low')[0]!);
  });

  it('scales the tables to another house edge', () => {
    for (const edge of [0, 2.5, 10])
      expect(Math.abs(plinkoReturn(16, plinkoMultipliers(16, 'high', edge)) - (100 - edge))).toBeLessThan(0.1);
  });

  it('refuses a row count it has no table for', () => {
    expect(() => plinkoMultipliers(7, 'low')).toThrow(RangeError);
  });
});
