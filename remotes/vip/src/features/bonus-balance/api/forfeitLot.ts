import { post } from '@app/api';
import type { EndpointResponse } from '@app/contract';

/**
 * Gives up a bonus still wagering: what is left of it goes back to the operator. A money-moving
 * call: the Idempotency-Key makes a double tap or a retry forfeit it once. Failures reach the card.
 */
export function forfeitLot(lotId: string, idempotencyKey: string): Promise<EndpointResponse<'/wallet/bonus/forfeit'>> {
  return post('/wallet/bonus/forfeit', { lotId }, { idempotencyKey, context: { silent: true } });
}
