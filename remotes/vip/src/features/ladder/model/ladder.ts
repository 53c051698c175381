import type { VipLevel } from '../../../shared/api/programme.ts';

/** Where a level stands for the player: passed, theirs, the next one, or further up. */
export type LevelStanding = 'reached' | 'current' | 'next' | 'ahead';

export interface LadderStep {
  level: VipLevel;
  standing: LevelStanding | null;
}

/** The ladder from the first level up, each level with where it stands for the player (null for a visitor). */
export function ladderSteps(levels: readonly VipLevel[], current: number | null): LadderStep[] {
  return [...levels]
    .sort((a, b) => a.level - b.level)
    .map((level) => ({
      level,
      standing:
        current === null
          ? null
          : level.level < current
            ? 'reached'
            : level.level === current
              ? 'current'
              : level.level === current + 1
                ? 'next'
                : 'ahead',
    }));
}
