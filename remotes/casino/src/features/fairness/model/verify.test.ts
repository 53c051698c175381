import { createHash, createHmac } from 'node:crypto';
import { plinkoMultipliers } from '@app/contract/fairness';
import type { BetFairness } from '@app/contract';
import { recomputeOutcome, sameOutcome, verifyBet } from './verify.ts';

// The HMAC and hash from node:crypto: the check must give what the scheme gives, whoever runs it.
const hmac = (key: string, message: string) => new Uint8Array(createHmac('sha256', key).update(message).digest());
const sha256 = async (text: string) => createHash('sha256').update(text).digest('hex');

function floatsOf(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  const floats: number[] = [];
  for (let cursor = 0; floats.length < count; cursor += 1) {
    const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`).digest();
    for (let at = 0; at + 4 <= bytes.length; at += 4)
      floats.push(bytes[at]! / 256 + bytes[at + 1]! / 256 ** 2 + bytes[at + 2]! / 256 ** 3 + bytes[at + 3]! / 256 ** 4);
  }
  return floats.slice(0, count);
}

const base = {
  serverSeed: 'seed-under-test',
  serverSeedHash: createHash('sha256').update('seed-under-test').digest('hex'),
  clientSeed: 'me',
  nonce: 11,
};

describe('recomputing an original’s outcome', () => {
  it('gives the plinko path, one bounce a row, right on a float of one half or more', async () => {
    const expected = floatsOf(base.serverSeed, base.clientSeed, base.nonce, 14)
      .map((float) => (float >= 0.5 ? 1 : 0))
      .join(',');
    const fairness: BetFairness & { serverSeed: string } = {
      ...base,
      game: 'plinko',
      params: { rows: 14, risk: 'high' },
      outcome: expected,
      ruleVersion: 2,
    };
    expect(await recomputeOutcome(fairness, hmac, 1)).toBe(expected);
    expect((await verifyBet(fairness, { hmac, sha256, houseEdge: 1 })).status).toBe('verified');
    expect(plinkoMultipliers(14, 'high', 1)).toHaveLength(15);
  });

  it('gives the limbo result of a new bet as the common verifiers do, with the bet’s own house edge', async () => {
    const [float = 0] = floatsOf(base.serverSeed, base.clientSeed, base.nonce, 1);
    // floatPoint = 1e8 / (float x 1e8) x (1 - edge), floored to hundredths, 1.00 to 1,000,000.00.
    const at = (edge: number) =>
      (Math.min(100_000_000, Math.max(100, Math.floor((1e8 / (float * 1e8)) * ((100 - edge) / 100) * 100))) / 100).toFixed(2);
    const fairness: BetFairness & { serverSeed: string } = {
      ...base,
      game: 'limbo',
      params: { target: '2.00', houseEdge: 2 },
      outcome: at(2),
      ruleVersion: 2,
    };
    expect(await recomputeOutcome(fairness, hmac, 1)).toBe(at(2));
    expect((await verifyBet(fairness, { hmac, sha256, houseEdge: 1 })).status).toBe('verified');
  });

  it('still verifies a limbo bet drawn with the first rules, by those rules', async () => {
    const [float = 0] = floatsOf(base.serverSeed, base.clientSeed, base.nonce, 1);
    const firstRules = (Math.min(100_000_000, Math.max(100, Math.floor(99 / (1 - float)))) / 100).toFixed(2);
    const old: BetFairness & { serverSeed: string } = {
      ...base,
      game: 'limbo',
      params: { target: '2.00', houseEdge: 1 },
      outcome: firstRules,
      ruleVersion: 1,
    };
    const verified = await verifyBet(old, { hmac, sha256, houseEdge: 1 });
    expect(verified).toMatchObject({ status: 'verified', computed: firstRules });
    // Checked by the newer rules, the same record would not match: the version is what tells them apart.
    expect((await verifyBet({ ...old, ruleVersion: 2 }, { hmac, sha256, houseEdge: 1 })).status).toBe('mismatch');
  });

  it('compares tiles as a set and numbers as numbers', () => {
    expect(sameOutcome('mines', '3,7,12', '12,3,7')).toBe(true);
    expect(sameOutcome('mines', '3,7,12', '3,7,13')).toBe(false);
    expect(sameOutcome('dice', '42.10', '42.1')).toBe(true);
    expect(sameOutcome('plinko', '0,1,1', '0,1,0')).toBe(false);
  });
});
