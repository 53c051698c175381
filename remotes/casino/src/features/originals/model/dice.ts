import { diceChance, diceMultiplier, formatScaled } from '@app/contract/fairness';

export type DiceCondition = 'under' | 'over';

/** The slider's range, in hundredths: a win chance between 2 % and 98 %. */
export const DICE_MIN_TARGET = 200;
export const DICE_MAX_TARGET = 9800;
export const DICE_DEFAULT_TARGET = 5000;

export interface DiceOdds {
  /** The win chance in percent ("49.50"). */
  chance: string;
  /** What a win multiplies the stake by ("1.9800"); null while the house edge is unknown. */
  multiplier: string | null;
}

/** The numbers of a dice bet as the platform computes them (the shared fairness rules). */
export function diceOdds(condition: DiceCondition, targetHundredths: number, houseEdge: number | undefined): DiceOdds {
  const chance = diceChance(condition, targetHundredths);
  return {
    chance: formatScaled(chance, 2),
    multiplier: houseEdge === undefined || chance <= 0 ? null : formatScaled(diceMultiplier(chance, houseEdge), 4),
  };
}

/** The target as the request carries it ("49.50"). */
export function targetText(targetHundredths: number): string {
  return formatScaled(targetHundredths, 2);
}

/** A target kept to the slider's range and whole hundredths. */
export function clampTarget(value: number): number {
  if (!Number.isFinite(value)) return DICE_DEFAULT_TARGET;
  return Math.min(DICE_MAX_TARGET, Math.max(DICE_MIN_TARGET, Math.round(value)));
}
