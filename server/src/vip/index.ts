import type { OperatorRequest, OperatorResponse, vipOperatorEndpoints } from '@app/contract';
import type { Bonus } from '../bonus/index.ts';
import type { Db } from '../db/database.ts';
import type { VipTables } from './repository.ts';
import { seedVipProgramme } from './seed.ts';
import { Vip, type VipDeps } from './service.ts';

export { vipRoutes } from './routes.ts';
export { VIP_BASE_CURRENCY, type Vip, type VipDeps } from './service.ts';

/** The VIP programme: levels from wagering, rakeback, level-up, weekly and monthly rewards and their claim. */
export function createVip(deps: VipDeps): Vip {
  return new Vip(deps);
}

/** Adds the ladder and the rules the platform starts with (an operator's own stay as they are). */
export function seedVip(deps: { db: Db }): Promise<void> {
  return seedVipProgramme(deps.db.withTables<VipTables>());
}

type VipOperatorPath = keyof typeof vipOperatorEndpoints;

/** The operator's calls on the VIP programme, the deposit rewards and the bonus rules. */
export type VipOperatorHandlers = {
  [P in VipOperatorPath]: (body: OperatorRequest<P>) => Promise<OperatorResponse<P>>;
};

export function vipOperatorHandlers(deps: {
  vip: Vip;
  bonus: Pick<Bonus, 'depositRewards' | 'setDepositRewards' | 'expireDue'>;
}): VipOperatorHandlers {
  const { vip, bonus } = deps;
  return {
    '/operator/vip/settings/get': async () => ({ settings: await vip.settings() }),
    '/operator/vip/levels/set': (body) => vip.setLevels(body),
    '/operator/vip/level/update': (body) => vip.updateLevel(body),
    '/operator/vip/rules/update': (body) => vip.updateRules(body),
    '/operator/deposit-rewards/get': (body) => bonus.depositRewards(body.currency),
    '/operator/deposit-rewards/set': (body) => bonus.setDepositRewards(body),
    '/operator/bonus/expire': async () => ({ expired: await bonus.expireDue() }),
  };
}
