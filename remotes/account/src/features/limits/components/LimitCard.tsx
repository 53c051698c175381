import type { WalletRgConfig } from '@app/contract';
import { Button, useMoneyFormatter } from '@app/ui';
import { Badge, ProgressBar } from '@app/ui/display';
import { useAreaTranslation } from '../../../area.ts';
import { useFormatDate } from '../../../shared/hooks/useFormatDate.ts';
import { usedShare } from '../model/limitForm.ts';
import '../limits.css';

export interface LimitCardProps {
  limit: WalletRgConfig;
  onChange: (limit: WalletRgConfig) => void;
  onRemove: (limit: WalletRgConfig) => void;
  /** Keeps the limit as it is, cancelling a raise or removal still waiting. */
  onKeep: (limit: WalletRgConfig) => void;
  busy: boolean;
}

/** One limit: its period and amount, what this period has used of it, when it resets, and a change waiting to apply. */
export function LimitCard({ limit, onChange, onRemove, onKeep, busy }: LimitCardProps) {
  const { t } = useAreaTranslation();
  const money = useMoneyFormatter();
  const { dateTime } = useFormatDate();
  const amount = money.format(limit.amount, limit.currency);
  const used = money.format(limit.used, limit.currency);
  const share = usedShare(limit);
  const title = t('limits.cardTitle', { period: t(`limits.period.${limit.period}`), currency: limit.currency });
  const waiting = limit.pendingRemoval || limit.pendingAmount !== null;
  return (
    <li className="stack-card">
      <div className="account-card__head account-card__head--baseline">
        <h3 className="account-card__title">{title}</h3>
        <span className="account-card__amount">{amount}</span>
      </div>
      <ProgressBar
        label={t('limits.used')}
        value={Math.min(share, 100)}
        valueText={t('limits.usedOf', { used, amount })}
        tone={share >= 100 ? 'danger' : share >= 80 ? 'warning' : 'primary'}
      />
      <p className="account-card__meta">{t('limits.resetsAt', { date: dateTime(limit.resetsAt) })}</p>
      {waiting ? (
        <p className="account-card__meta">
          <Badge tone="warning">{t('limits.pendingBadge')}</Badge>{' '}
          {limit.pendingRemoval
            ? t('limits.pendingRemoval', { date: dateTime(limit.effectiveAt ?? '') })
            : t('limits.pendingRaise', {
                amount: money.format(limit.pendingAmount ?? '0', limit.currency),
                date: dateTime(limit.effectiveAt ?? ''),
              })}
        </p>
      ) : null}
      <div className="account-limit__actions">
        <Button variant="secondary" size="small" onClick={() => onChange(limit)} aria-label={t('limits.changeNamed', { limit: title })}>
          {t('limits.change')}
        </Button>
        {waiting ? (
          <Button
            variant="ghost"
            size="small"
            busy={busy}
            onClick={() => onKeep(limit)}
            aria-label={t('limits.keepNamed', { limit: title })}
          >
            {t('limits.keep')}
          </Button>
        ) : (
          <Button variant="ghost" size="small" onClick={() => onRemove(limit)} aria-label={t('limits.removeNamed', { limit: title })}>
            {t('limits.remove')}
          </Button>
        )}
      </div>
    </li>
  );
}
