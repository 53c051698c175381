import { useCallback } from 'react';
import { useAreaTranslation } from '../../../area.ts';
import type { VipLevel } from '../../../shared/api/programme.ts';
import type { VipReward } from '../api/claimable.ts';
import { formatMonth, parsePeriod } from '../model/period.ts';

export interface RewardName {
  title: string;
  /** What it is for: the level reached, the week or month it was earned in, the bets it comes from. */
  detail: string;
}

/** A reward in the player's words: "Weekly reward", "Week 5, 2026". */
export function useRewardName(levels: readonly VipLevel[] | undefined): (reward: VipReward) => RewardName {
  const { t, i18n } = useAreaTranslation();
  const locale = i18n.language || 'en';
  return useCallback(
    (reward: VipReward) => {
      const title = t(`rewards.kind.${reward.kind}`);
      const period = parsePeriod(reward.period);
      if (reward.kind === 'level_up') {
        const name = levels?.find((level) => level.level === reward.level)?.name;
        return { title, detail: name ? t('rewards.forLevel', { name }) : t('rewards.forLevelNumber', { level: reward.level }) };
      }
      if (period?.kind === 'week') return { title, detail: t('rewards.week', { week: period.week, year: period.year }) };
      if (period?.kind === 'month') return { title, detail: formatMonth(period.year, period.month, locale) };
      return { title, detail: t('rewards.fromBets') };
    },
    [t, levels, locale],
  );
}
