import { post } from '@app/api';
import type { EndpointRequest, EndpointResponse } from '@app/contract';

export type WithdrawalRequest = EndpointRequest<'/review/withdraw'>;
export type WithdrawalRequested = EndpointResponse<'/review/withdraw'>;

/**
 * Asks for a withdrawal: the platform holds the amount at once and answers the transaction, in
 * review. A money-moving call: the Idempotency-Key makes a repeated tap or retry ask once. Failures
 * reach the screen (no toast): the form explains them where the player is looking.
 */
export function requestWithdrawal(body: WithdrawalRequest, idempotencyKey: string): Promise<WithdrawalRequested> {
  return post('/review/withdraw', body, { idempotencyKey, context: { silent: true } });
}
