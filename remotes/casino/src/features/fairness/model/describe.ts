import type { BetFairness } from '@app/contract';
import type { PlinkoRisk } from '@app/contract/fairness';

/** One of a bet's parameters, named as the game's own controls name it. */
export type ProofParam =
  | { kind: 'diceTarget'; condition: 'under' | 'over'; target: string }
  | { kind: 'limboTarget'; target: string }
  | { kind: 'mines'; count: number }
  | { kind: 'rows'; count: number }
  | { kind: 'risk'; risk: PlinkoRisk }
  | { kind: 'houseEdge'; percent: number }
  | { kind: 'other'; name: string; value: string };

/** A bet's outcome as the game showed it. */
export type ProofOutcome =
  | { kind: 'pending' }
  | { kind: 'roll'; roll: string }
  | { kind: 'limbo'; result: string }
  /** The mines' tiles, numbered 1 to 25 as on the board, in order. */
  | { kind: 'mines'; tiles: number[] }
  /** The slot the ball landed in, numbered from 1 at the left, and each row's bounce. */
  | { kind: 'plinko'; slot: number; path: ('left' | 'right')[] }
  | { kind: 'raw'; value: string };

const PLINKO_RISKS: readonly string[] = ['low', 'medium', 'high'] satisfies readonly PlinkoRisk[];

const asNumber = (value: string | number | boolean | undefined): number | undefined => {
  const parsed = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(parsed) ? parsed : undefined;
};

/** The parameters of a bet in the order its game asks for them, the house edge last. */
export function describeParams(fairness: Pick<BetFairness, 'game' | 'params'>): ProofParam[] {
  const params = { ...fairness.params };
  const described: ProofParam[] = [];
  const take = (name: string) => {
    const value = params[name];
    delete params[name];
    return value;
  };
  switch (fairness.game) {
    case 'dice': {
      const target = take('target');
      const condition = take('condition');
      if (target !== undefined && (condition === 'under' || condition === 'over'))
        described.push({ kind: 'diceTarget', condition, target: String(target) });
      else {
        if (target !== undefined) params.target = target;
        if (condition !== undefined) params.condition = condition;
      }
      break;
    }
    case 'limbo': {
      const target = take('target');
      if (target !== undefined) described.push({ kind: 'limboTarget', target: String(target) });
      break;
    }
    case 'mines': {
      const count = asNumber(take('mines'));
      if (count !== undefined) described.push({ kind: 'mines', count });
      break;
    }
    case 'plinko': {
      const rows = asNumber(take('rows'));
      if (rows !== undefined) described.push({ kind: 'rows', count: rows });
      const risk = take('risk');
      if (typeof risk === 'string' && PLINKO_RISKS.includes(risk)) described.push({ kind: 'risk', risk: risk as PlinkoRisk });
      else if (risk !== undefined) params.risk = risk;
      break;
    }
  }
  const houseEdge = asNumber(take('houseEdge'));
  for (const [name, value] of Object.entries(params)) described.push({ kind: 'other', name, value: String(value) });
  if (houseEdge !== undefined) described.push({ kind: 'houseEdge', percent: houseEdge });
  return described;
}

const integers = (text: string) => (text.match(/\d+/g) ?? []).map(Number);

/**
 * An outcome as its game showed it, from the record's (or a recomputed) form: dice's roll, limbo's
 * result, where the mines lay (tiles 0 to 24 in the record, 1 to 25 on the board), the plinko
 * ball's bounces (0 left, 1 right) and the slot they lead to; nothing yet for a round still open.
 */
export function describeOutcome(game: BetFairness['game'], outcome: string): ProofOutcome {
  const value = outcome.trim();
  if (value === '') return { kind: 'pending' };
  switch (game) {
    case 'dice':
      return { kind: 'roll', roll: value };
    case 'limbo':
      return { kind: 'limbo', result: value };
    case 'mines':
      return {
        kind: 'mines',
        tiles: integers(value)
          .map((tile) => tile + 1)
          .sort((a, b) => a - b),
      };
    case 'plinko': {
      const bounces = value.match(/[01]/g) ?? [];
      return {
        kind: 'plinko',
        slot: bounces.filter((bounce) => bounce === '1').length + 1,
        path: bounces.map((bounce) => (bounce === '1' ? 'right' : 'left')),
      };
    }
    default:
      return { kind: 'raw', value };
  }
}
