import { post } from '@app/api';
import type { EndpointRequest, EndpointResponse } from '@app/contract';

export type BankCardAddRequest = EndpointRequest<'/payment/bankcard/add'>;
export type BankCardAdded = EndpointResponse<'/payment/bankcard/add'>;

/**
 * Adds a card to the player's wallet (the platform keeps its brand, last four digits and expiry).
 * Refusals reach the form, which explains them (a card already added, too many cards).
 */
export function addBankCard(body: BankCardAddRequest): Promise<BankCardAdded> {
  return post('/payment/bankcard/add', body, { context: { silent: true } });
}
