import { post } from '@app/api';
import type { UserRgConfig } from '@app/contract';
import type { ExclusionType } from '../../../shared/model/tools.ts';

/**
 * Starts a time-out or self-exclusion the player has confirmed a second time (the platform refuses
 * one without `confirm: true`). It blocks play, deposits and bets until it ends, and cannot be ended early.
 */
export async function startExclusion(type: ExclusionType, days: number): Promise<UserRgConfig> {
  return (await post('/user/responsible-gambling/config/add', { type, value: days, confirm: true }, { context: { silent: true } })).config;
}
