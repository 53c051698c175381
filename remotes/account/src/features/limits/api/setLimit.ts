import { post } from '@app/api';
import type { EndpointRequest, WalletRgConfig } from '@app/contract';

export type LimitRequest = EndpointRequest<'/wallet/responsible-gambling/config/add'>;

/**
 * Sets a money limit: a new or lower one applies at once, a higher one after the cooling period
 * (the answer then carries the pending amount and when it applies). Refusals reach the form.
 */
export async function setLimit(body: LimitRequest): Promise<WalletRgConfig> {
  return (await post('/wallet/responsible-gambling/config/add', body, { context: { silent: true } })).config;
}
