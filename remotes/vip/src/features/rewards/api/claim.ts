import { post } from '@app/api';
import type { EndpointResponse } from '@app/contract';

export type ClaimQuote = EndpointResponse<'/user/vip/reward/claim'>;
export type ClaimPaid = EndpointResponse<'/user/vip/reward/claim/confirm'>;

/** Asks what a reward pays now: the amount, its split into cash and bonus, held until expiresAt. Nothing is paid yet. */
export function quoteClaim(rewardId: string): Promise<ClaimQuote> {
  return post('/user/vip/reward/claim', { rewardId }, { context: { silent: true } });
}

/**
 * Pays a quote. A money-moving call with its Idempotency-Key; the platform pays a claimId once
 * whatever the key, so a double tap or a retry after a lost answer is paid once.
 */
export function confirmClaim(claimId: string, idempotencyKey: string): Promise<ClaimPaid> {
  return post('/user/vip/reward/claim/confirm', { claimId }, { idempotencyKey, context: { silent: true } });
}
