import type { LevelRow } from './repository.ts';

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
