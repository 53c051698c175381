import { post } from '@app/api';
import type { EndpointResponse } from '@app/contract';

/**
 * Sets the share of a reward paid as cash (the rest is bonus money); the platform keeps it for the
 * player's rewards to come. Failures reach the slider (no toast).
 */
export function saveCashShare(rewardId: string, cashPercent: number): Promise<EndpointResponse<'/user/vip/reward/slider/update'>> {
  return post('/user/vip/reward/slider/update', { rewardId, cashPercent }, { context: { silent: true } });
}
