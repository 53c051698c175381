import assert from 'node:assert/strict';
import type { Answer } from '../helpers.ts';

/** A limit as a refusal names it. */
export interface ReachedLimit {
  limitType: string;
  period: string;
  amount: string;
  used: string;
}

/**
 * The answer refuses what would go over a limit: 403 RG_LIMIT_REACHED naming the limit, its period,
 * its amount and what is used of it. Answers the refusal's meta.
 */
export function assertLimitReached(answer: Answer, limit: ReachedLimit): Record<string, string> {
  assert.equal(answer.status, 403, JSON.stringify(answer.body));
  assert.equal(answer.body.reason, 'RG_LIMIT_REACHED');
  const meta = answer.body.meta as Record<string, string>;
  assert.deepEqual({ limitType: meta.limitType, period: meta.period, amount: meta.amount, used: meta.used }, limit);
  return meta;
}
