import { Ban, Coins, PiggyBank, TrendingDown } from 'lucide-react';
import type { WalletRgConfig, WalletRgType } from '@app/contract';
import { useMoneyFormatter } from '@app/ui';
import { Badge, ErrorState, SkeletonList, Section } from '@app/ui/display';
import { useAreaTranslation } from '../../../area.ts';
import { useMoneyLimits } from '../../../shared/api/moneyLimits.ts';
import { useUserTools } from '../../../shared/api/userTools.ts';
import { LinkList, type LinkItem } from '../../../shared/components/LinkList.tsx';
import { useFormatDate } from '../../../shared/hooks/useFormatDate.ts';
import { LIMIT_PERIODS, LIMIT_TYPES, limitsPath } from '../../../shared/model/limits.ts';
import { activeExclusion } from '../../../shared/model/tools.ts';

const ICONS: Record<WalletRgType, typeof PiggyBank> = { deposit: PiggyBank, loss: TrendingDown, wager: Coins };

/** The signed-in player's limits and break at a glance, each leading to where it is managed. */
export function RgSummary() {
  const { t } = useAreaTranslation();
  const money = useMoneyFormatter();
  const { dateTime } = useFormatDate();
  const limits = useMoneyLimits();
  const tools = useUserTools();

  const lineOf = (limit: WalletRgConfig) =>
    t('rg.summary.limitLine', { period: t(`limits.period.${limit.period}`), amount: money.format(limit.amount, limit.currency) });
  const limitItem = (type: WalletRgType): LinkItem => {
    const Icon = ICONS[type];
    const mine = (limits.data ?? [])
      .filter((limit) => limit.type === type)
      .sort((a, b) => LIMIT_PERIODS.indexOf(a.period) - LIMIT_PERIODS.indexOf(b.period) || a.currency.localeCompare(b.currency));
    const waiting = mine.some((limit) => limit.pendingRemoval || limit.pendingAmount !== null);
    return {
      to: limitsPath(type),
      title: t(`rg.summary.${type}`),
      subtitle: mine.length > 0 ? mine.map(lineOf).join(' · ') : t('rg.summary.noLimit'),
      icon: <Icon aria-hidden="true" />,
      trailing: waiting ? <Badge tone="warning">{t('limits.pendingBadge')}</Badge> : undefined,
    };
  };
  const exclusion = tools.data ? activeExclusion(tools.data) : null;
  const breakItem: LinkItem = {
    to: '/responsible-gambling/self-exclusion',
    title: t('rg.summary.break'),
    subtitle: exclusion
      ? exclusion.type === 'self_exclusion'
        ? t('rg.summary.excludedUntil', { date: dateTime(exclusion.endsAt ?? '') })
        : t('rg.summary.timeOutUntil', { date: dateTime(exclusion.endsAt ?? '') })
      : t('rg.summary.noBreak'),
    icon: <Ban aria-hidden="true" />,
    trailing: exclusion ? <Badge tone="danger">{t('rg.summary.active')}</Badge> : undefined,
  };

  const failed = limits.isError || tools.isError;
  return (
    <Section title={t('rg.summary.title')} lead={t('rg.summary.lead')}>
      {limits.isPending || tools.isPending ? <SkeletonList rows={4} /> : null}
      {failed ? (
        <ErrorState
          headingLevel={3}
          title={t('rg.summary.loadFailedTitle')}
          text={t('rg.summary.loadFailed')}
          onRetry={() => Promise.all([limits.isError ? limits.refetch() : null, tools.isError ? tools.refetch() : null])}
        />
      ) : null}
      {limits.data && tools.data ? <LinkList label={t('rg.summary.title')} items={[...LIMIT_TYPES.map(limitItem), breakItem]} /> : null}
    </Section>
  );
}
