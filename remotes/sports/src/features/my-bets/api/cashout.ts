import { post } from '@app/api';
import type { EndpointResponse } from '@app/contract';

export type CashoutQuote = EndpointResponse<'/sports/bet/cashout/quote'>;
export type CashedOut = EndpointResponse<'/sports/bet/cashout'>;

/** What cashing the bet out pays now; nothing is paid yet. */
export function quoteCashout(betId: string): Promise<CashoutQuote> {
  return post('/sports/bet/cashout/quote', { betId }, { context: { silent: true } });
}

/**
 * Cashes the bet out at the offer the player saw: refused when the offer has moved (the new one
 * comes back), paid exactly once. A money call with its Idempotency-Key.
 */
export function cashOut(betId: string, offer: string, idempotencyKey: string): Promise<CashedOut> {
  return post('/sports/bet/cashout', { betId, offer }, { idempotencyKey, context: { silent: true } });
}
