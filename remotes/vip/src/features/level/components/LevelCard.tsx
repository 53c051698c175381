import { Crown } from 'lucide-react';
import { usePercent } from '@app/ui';
import { usePlayerMoney } from '../../../shared/hooks/usePlayerMoney.ts';
import { Badge, Card, ErrorState, LoadingNote, ProgressBar, Skeleton } from '@app/ui/display';
import { useFailureText } from '@app/api';
import { useAreaTranslation } from '../../../area.ts';
import { isPositive, maxDecimal, subtractDecimal, trimZeros } from '@app/contract/money';
import { useLevel } from '../../../shared/api/level.ts';
import '../level.css';

/**
 * The player's VIP level at a glance: its name, the way to the next level as a progress bar (read
 * out with the amounts), what is still to wager, and what the level gives.
 */
export function LevelCard() {
  const { t } = useAreaTranslation();
  const percent = usePercent();
  const inPlayerCurrency = usePlayerMoney();
  const failure = useFailureText(t);
  const level = useLevel();

  if (level.isPending) {
    return (
      <Card tone="brand" elevation={2} className="vip-level" title={t('level.title')}>
        <LoadingNote />
        <Skeleton width="50%" height="2rem" />
        <Skeleton variant="rect" height="0.75rem" />
        <Skeleton width="80%" />
      </Card>
    );
  }
  if (level.isError) {
    return (
      <Card elevation={1} title={t('level.title')}>
        <ErrorState
          headingLevel={3}
          title={t('level.loadFailed')}
          text={failure(level.error) ?? undefined}
          onRetry={() => level.refetch()}
        />
      </Card>
    );
  }

  const { level: current, nextLevel, progress, remaining, progressPercent, baseCurrency } = level.data;
  const benefits = current.benefits;
  const span = nextLevel ? trimZeros(maxDecimal(subtractDecimal(nextLevel.threshold, current.threshold), '0')) : '0';
  const shownPercent = percent(progressPercent);
  const shown = (amount: string) => inPlayerCurrency(amount, baseCurrency);

  return (
    <Card tone="brand" elevation={2} className="vip-level" title={t('level.title')}>
      <div className="vip-level__name">
        <Crown className="vip-level__icon" aria-hidden="true" />
        <p className="vip-level__title">{current.name}</p>
        <Badge tone="neutral" solid>
          {t('level.number', { level: current.level })}
        </Badge>
      </div>
      {nextLevel ? (
        <>
          <div className="stack vip-progress">
            <p className="progress__line vip-progress__head" aria-hidden="true">
              <span>{t('level.progressTo', { name: nextLevel.name })}</span>
              <span className="vip-progress__percent">{shownPercent}</span>
            </p>
            <ProgressBar
              compact
              label={t('level.progressTo', { name: nextLevel.name })}
              value={progressPercent}
              max={100}
              valueText={t('level.progressValue', {
                percent: shownPercent,
                progress: shown(progress),
                span: shown(span),
              })}
            />
            <p className="vip-progress__amounts" aria-hidden="true">
              {t('level.progressAmounts', { progress: shown(progress), span: shown(span) })}
            </p>
          </div>
          <p className="vip-level__line">
            {t('level.remaining', { amount: inPlayerCurrency(remaining, baseCurrency, { round: 'up' }), name: nextLevel.name })}
          </p>
        </>
      ) : (
        <>
          <ProgressBar label={t('level.topLabel')} value={100} max={100} valueText={percent(100)} />
          <p className="vip-level__line">{t('level.top')}</p>
        </>
      )}
      <ul className="vip-level__facts" aria-label={t('level.benefits', { name: current.name })}>
        <li>{t('level.factRakeback', { value: percent(benefits.rakebackPercent) })}</li>
        {benefits.weeklyPercent > 0 ? <li>{t('level.factWeekly', { value: percent(benefits.weeklyPercent) })}</li> : null}
        {benefits.monthlyPercent > 0 ? <li>{t('level.factMonthly', { value: percent(benefits.monthlyPercent) })}</li> : null}
      </ul>
      {nextLevel && isPositive(nextLevel.benefits.levelUpBonus) ? (
        <p className="vip-level__next">
          {t('level.nextBonus', { name: nextLevel.name })} <span className="money">{shown(nextLevel.benefits.levelUpBonus)}</span>
        </p>
      ) : null}
    </Card>
  );
}
