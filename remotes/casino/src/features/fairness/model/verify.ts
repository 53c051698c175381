import {
  diceRoll,
  fairFloats,
  formatScaled,
  limboResult,
  minePositions,
  plinkoPath,
  type FairHmac,
  type FairnessRuleVersion,
} from '@app/contract/fairness';
import type { BetFairness } from '@app/contract';

export type VerifyStatus = 'verified' | 'mismatch';

export interface Verification {
  status: VerifyStatus;
  /** The revealed server seed hashes to the hash committed before the bet. */
  hashMatches: boolean;
  /** The outcome recomputed from the seeds, nonce and parameters, as the bet records it. */
  computed: string;
  outcomeMatches: boolean;
}

function numberParam(params: BetFairness['params'], name: string): number | undefined {
  const value = params[name];
  const parsed = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** The version of the rules a bet was drawn with, as its record says. */
const ruleVersionOf = (fairness: BetFairness): FairnessRuleVersion => (fairness.ruleVersion === 1 ? 1 : 2);

/** The outcome of a bet from its seeds and nonce, by the rules (of the version) it was drawn with. */
export async function recomputeOutcome(fairness: BetFairness & { serverSeed: string }, hmac: FairHmac, houseEdge: number): Promise<string> {
  const { game, serverSeed, clientSeed, nonce, params } = fairness;
  switch (game) {
    case 'dice': {
      const [float = 0] = await fairFloats(hmac, serverSeed, clientSeed, nonce, 1);
      return formatScaled(diceRoll(float), 2);
    }
    case 'limbo': {
      const [float = 0] = await fairFloats(hmac, serverSeed, clientSeed, nonce, 1);
      return formatScaled(limboResult(float, numberParam(params, 'houseEdge') ?? houseEdge, ruleVersionOf(fairness)), 2);
    }
    case 'mines': {
      const mines = numberParam(params, 'mines') ?? 0;
      const floats = await fairFloats(hmac, serverSeed, clientSeed, nonce, mines);
      return minePositions(floats, mines)
        .sort((a, b) => a - b)
        .join(',');
    }
    case 'plinko': {
      const rows = numberParam(params, 'rows') ?? 0;
      const floats = await fairFloats(hmac, serverSeed, clientSeed, nonce, rows);
      return plinkoPath(floats).join(',');
    }
  }
}

const integers = (text: string) => (text.match(/\d+/g) ?? []).map(Number);

/** Whether a recomputed outcome is the recorded one (numbers compared as numbers, tiles as a set). */
export function sameOutcome(game: BetFairness['game'], computed: string, recorded: string): boolean {
  switch (game) {
    case 'dice':
    case 'limbo':
      return Number.parseFloat(computed).toFixed(2) === Number.parseFloat(recorded.replace(/[^\d.]/g, '')).toFixed(2);
    case 'mines':
      return integers(computed).join(',') === [...integers(recorded)].sort((a, b) => a - b).join(',');
    case 'plinko':
      return integers(computed).join('') === (recorded.match(/[01]/g) ?? []).join('');
  }
}

/**
 * Verifies a settled original's bet in the browser: the revealed server seed must hash (SHA-256)
 * to the commitment shown before the bet, and the seeds and nonce must give the recorded outcome.
 */
export async function verifyBet(
  fairness: BetFairness & { serverSeed: string },
  tools: { hmac: FairHmac; sha256: (text: string) => Promise<string>; houseEdge: number },
): Promise<Verification> {
  const hashMatches = (await tools.sha256(fairness.serverSeed)) === fairness.serverSeedHash.toLowerCase();
  const computed = await recomputeOutcome(fairness, tools.hmac, tools.houseEdge);
  const outcomeMatches = sameOutcome(fairness.game, computed, fairness.outcome);
  return { status: hashMatches && outcomeMatches ? 'verified' : 'mismatch', hashMatches, computed, outcomeMatches };
}
