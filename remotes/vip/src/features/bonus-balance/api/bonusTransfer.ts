import { post } from '@app/api';
import type { EndpointRequest, EndpointResponse } from '@app/contract';

export type BonusTransfer = EndpointRequest<'/wallet/bonus-transfer'>;

/**
 * Moves bonus money to cash once its wagering is met. A money-moving call: the Idempotency-Key
 * makes a double tap or a retry move it once. Failures reach the card (no toast).
 */
export function transferBonus(body: BonusTransfer, idempotencyKey: string): Promise<EndpointResponse<'/wallet/bonus-transfer'>> {
  return post('/wallet/bonus-transfer', body, { idempotencyKey, context: { silent: true } });
}
