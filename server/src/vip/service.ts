import { createClaims } from './claims.ts';
import { vipCore, type VipDeps } from './core.ts';
import { createProgrammeSettings } from './programme-settings.ts';
import { createProgress } from './progress.ts';
import { createRewards } from './rewards.ts';

export { VIP_BASE_CURRENCY, type VipDeps } from './core.ts';

/**
 * The VIP programme, one use case a file: the player's way up (progress.ts: wagering, levels,
 * rakeback), the rewards (rewards.ts: the week's and the month's when they are over, the rewards
 * open to claim and their cash share), their claim (claims.ts: a quote, then its payment once) and
 * the ladder and rules the operator sets (programme-settings.ts).
 */
export function createVipProgramme(deps: VipDeps) {
  const core = vipCore(deps);
  const rewards = createRewards(core);
  return {
    ...createProgress(core),
    ...createProgrammeSettings(core),
    claimable: rewards.claimable,
    setCashPercent: rewards.setCashPercent,
    ...createClaims(core, rewards),
  };
}
export type Vip = ReturnType<typeof createVipProgramme>;
