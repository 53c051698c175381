import { fromBasisPoints, toBasisPoints, type VipLevel } from '@app/contract';
import { ApiError } from '../http/errors.ts';
import type { LevelRow } from './repository.ts';
import { formatBase, parseBase } from './units.ts';

/**
 * The ladder the platform starts with, in US dollars wagered. Rakeback is a share of the house edge
 * on the player's bets; the weekly and monthly rewards a share of the period's wagering.
 */
export const DEFAULT_LADDER = [
  { name: 'Bronze', threshold: 0, rakeback: 5, levelUpBonus: 0, weekly: 0, monthly: 0 },
  { name: 'Silver', threshold: 1_000, rakeback: 7, levelUpBonus: 5, weekly: 0.02, monthly: 0.01 },
  { name: 'Gold', threshold: 5_000, rakeback: 9, levelUpBonus: 20, weekly: 0.03, monthly: 0.02 },
  { name: 'Platinum I', threshold: 20_000, rakeback: 11, levelUpBonus: 50, weekly: 0.04, monthly: 0.03 },
  { name: 'Platinum II', threshold: 50_000, rakeback: 13, levelUpBonus: 120, weekly: 0.05, monthly: 0.04 },
  { name: 'Emerald', threshold: 100_000, rakeback: 15, levelUpBonus: 250, weekly: 0.06, monthly: 0.05 },
  { name: 'Sapphire', threshold: 250_000, rakeback: 17, levelUpBonus: 600, weekly: 0.07, monthly: 0.06 },
  { name: 'Ruby', threshold: 500_000, rakeback: 20, levelUpBonus: 1_200, weekly: 0.08, monthly: 0.07 },
  { name: 'Diamond', threshold: 1_000_000, rakeback: 25, levelUpBonus: 2_500, weekly: 0.1, monthly: 0.08 },
] as const;

const MICRO_PER_DOLLAR = 1_000_000n;

export function levelsFromLadder(): LevelRow[] {
  return DEFAULT_LADDER.map((step, level) => ({
    level,
    name: step.name,
    threshold: (BigInt(step.threshold) * MICRO_PER_DOLLAR).toString(),
    rakeback_bp: Math.round(step.rakeback * 100),
    level_up_bonus: (BigInt(step.levelUpBonus) * MICRO_PER_DOLLAR).toString(),
    weekly_bp: Math.round(step.weekly * 100),
    monthly_bp: Math.round(step.monthly * 100),
  }));
}

/** The highest level whose threshold the wagering has reached. */
export function levelFor(ladder: LevelRow[], wagered: bigint): LevelRow | undefined {
  let reached: LevelRow | undefined;
  for (const step of ladder) if (BigInt(step.threshold) <= wagered) reached = step;
  return reached;
}

/** A level as players and the operator see it (US dollars, percents). */
export function levelView(row: LevelRow): VipLevel {
  return {
    level: row.level,
    name: row.name,
    threshold: formatBase(BigInt(row.threshold)),
    benefits: {
      rakebackPercent: fromBasisPoints(row.rakeback_bp),
      levelUpBonus: formatBase(BigInt(row.level_up_bonus)),
      weeklyPercent: fromBasisPoints(row.weekly_bp),
      monthlyPercent: fromBasisPoints(row.monthly_bp),
    },
  };
}

/** The row of a level the operator defines (amounts checked). */
export function levelRow(level: number, definition: Omit<VipLevel, 'level'>): LevelRow {
  const amount = (value: string, field: string) => {
    let micro: bigint;
    try {
      micro = parseBase(value);
    } catch {
      throw new ApiError('VALIDATION_FAILED', `${field} of level ${level} has too many decimals`);
    }
    if (micro < 0n) throw new ApiError('VALIDATION_FAILED', `${field} of level ${level} is negative`);
    return micro.toString();
  };
  return {
    level,
    name: definition.name,
    threshold: amount(definition.threshold, 'threshold'),
    rakeback_bp: toBasisPoints(definition.benefits.rakebackPercent),
    level_up_bonus: amount(definition.benefits.levelUpBonus, 'levelUpBonus'),
    weekly_bp: toBasisPoints(definition.benefits.weeklyPercent),
    monthly_bp: toBasisPoints(definition.benefits.monthlyPercent),
  };
}

/** Level 0 is reached with no wagering, and each level asks for more than the one before. */
export function assertLadder(rows: LevelRow[]): void {
  if (!rows[0] || BigInt(rows[0].threshold) !== 0n) throw new ApiError('VALIDATION_FAILED', 'The first level has a threshold of 0');
  for (let index = 1; index < rows.length; index += 1) {
    if (BigInt(rows[index]!.threshold) <= BigInt(rows[index - 1]!.threshold)) {
      throw new ApiError('VALIDATION_FAILED', 'Each level asks for more wagering than the one before');
    }
  }
}
