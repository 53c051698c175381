import { post } from '@app/api';
import type { EndpointRequest, EndpointResponse } from '@app/contract';

export type PlaceBetRequest = EndpointRequest<'/sports/bet/place'>;
export type PlacedBet = EndpointResponse<'/sports/bet/place'>;

/**
 * Places one bet (a single or an accumulator) at the odds the player accepted. A money call with
 * its Idempotency-Key: a retry of the same bet is placed once.
 */
export function placeBet(body: PlaceBetRequest, idempotencyKey: string): Promise<PlacedBet> {
  return post('/sports/bet/place', body, { idempotencyKey, context: { silent: true } });
}
