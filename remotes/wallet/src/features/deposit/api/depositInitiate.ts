import { post } from '@app/api';
import type { EndpointRequest, EndpointResponse } from '@app/contract';

export type DepositRequest = EndpointRequest<'/payment/deposit/initiate'>;
export type DepositStarted = EndpointResponse<'/payment/deposit/initiate'>;

/**
 * Starts a deposit: the platform records it and answers the provider's hosted page. A money-moving
 * call: the Idempotency-Key makes a repeated tap or retry start one deposit. Failures reach the
 * screen (no toast): the form explains them where the player is looking.
 */
export function initiateDeposit(body: DepositRequest, idempotencyKey: string): Promise<DepositStarted> {
  return post('/payment/deposit/initiate', body, { idempotencyKey, context: { silent: true } });
}
