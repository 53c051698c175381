import type { Db } from '../db/database.ts';
import type { VipTables } from './repository.ts';
import { seedVipProgramme } from './seed.ts';
import { createVipProgramme, type Vip, type VipDeps } from './service.ts';

export { vipCommands, vipOperatorHandlers } from './operator.ts';
export { vipRoutes } from './routes.ts';
export { VIP_BASE_CURRENCY, type Vip, type VipDeps } from './service.ts';

/** The VIP programme: levels from wagering, rakeback, level-up, weekly and monthly rewards and their claim. */
export function createVip(deps: VipDeps): Vip {
  return createVipProgramme(deps);
}

/** Adds the ladder and the rules the platform starts with (an operator's own stay as they are). */
export function seedVip(deps: { db: Db }): Promise<void> {
  return seedVipProgramme(deps.db.withTables<VipTables>());
}
