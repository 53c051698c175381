import { vipRepository, type VipDb } from './repository.ts';
import { levelsFromLadder } from './ladder.ts';

/** The ladder and rules the platform starts with; an operator's own ladder stays as it is. */
export async function seedVipProgramme(db: VipDb): Promise<void> {
  await vipRepository.seedSettings(db);
  await vipRepository.seedLevels(db, levelsFromLadder());
}
