import { useState } from 'react';
import { Gauge } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { LIMIT_COOLING_HOURS, type WalletRgConfig, type WalletRgType } from '@app/contract';
import { notify, useFailureText } from '@app/api';
import { EmptyState, ErrorState, SkeletonList, Notice } from '@app/ui/display';
import { useAreaTranslation } from '../../../area.ts';
import { moneyLimitsKey, useMoneyLimits } from '../../../shared/api/moneyLimits.ts';
import { removeLimit } from '../api/removeLimit.ts';
import { setLimit } from '../api/setLimit.ts';
import { LimitCard } from './LimitCard.tsx';
import { LimitForm, type LimitPreset } from './LimitForm.tsx';
import { LimitTypeNav } from './LimitTypeNav.tsx';
import { RemoveLimitDialog } from './RemoveLimitDialog.tsx';
import '../limits.css';

/** One kind of money limit: what it counts, the player's limits of that kind, and setting, changing or removing one. */
export function LimitsManager({ type }: { type: WalletRgType }) {
  const { t } = useAreaTranslation();
  const client = useQueryClient();
  const failureText = useFailureText(t);
  const limits = useMoneyLimits(type);
  const [preset, setPreset] = useState<LimitPreset | null>(null);
  const [removing, setRemoving] = useState<WalletRgConfig | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: moneyLimitsKey() });

  const remove = async () => {
    if (!removing) return;
    setBusy(removing.configId);
    setProblem(null);
    try {
      await removeLimit(removing.configId);
      await refresh();
      setRemoving(null);
      notify(t('limits.removeAsked', { hours: LIMIT_COOLING_HOURS }), 'success');
    } catch (error) {
      setProblem(failureText(error));
    } finally {
      setBusy(null);
    }
  };
  const keep = async (limit: WalletRgConfig) => {
    setBusy(limit.configId);
    try {
      // The same amount again applies at once, which drops the raise or removal waiting.
      await setLimit({ type: limit.type, period: limit.period, currency: limit.currency, amount: limit.amount });
      await refresh();
      notify(t('limits.kept'), 'success');
    } catch (error) {
      notify(failureText(error) ?? t('common.failed'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <LimitTypeNav type={type} />
      <p className="account-lead">{t(`limits.about.${type}`)}</p>
      <Notice tone="info" title={t('limits.rulesTitle')}>
        {t('limits.rulesText', { hours: LIMIT_COOLING_HOURS })}
      </Notice>
      <section className="section" aria-labelledby="limits-list-title">
        <h2 id="limits-list-title" className="section__title">
          {t('limits.listTitle')}
        </h2>
        {limits.isPending ? <SkeletonList rows={2} /> : null}
        {limits.isError ? (
          <ErrorState headingLevel={3} title={t('limits.loadFailedTitle')} text={t('limits.loadFailed')} onRetry={() => limits.refetch()} />
        ) : null}
        {limits.data?.length === 0 ? (
          <EmptyState headingLevel={3} icon={<Gauge />} title={t('limits.emptyTitle')} text={t(`limits.empty.${type}`)} />
        ) : null}
        {limits.data && limits.data.length > 0 ? (
          <ul className="stack-list" aria-labelledby="limits-list-title">
            {limits.data.map((limit) => (
              <LimitCard
                key={limit.configId}
                limit={limit}
                busy={busy === limit.configId}
                onChange={(chosen) =>
                  setPreset({ period: chosen.period, currency: chosen.currency, amount: chosen.amount, at: Date.now() })
                }
                onRemove={(chosen) => {
                  setProblem(null);
                  setRemoving(chosen);
                }}
                onKeep={(chosen) => void keep(chosen)}
              />
            ))}
          </ul>
        ) : null}
      </section>
      <LimitForm type={type} limits={limits.data ?? []} preset={preset} />
      <RemoveLimitDialog
        limit={removing}
        busy={removing !== null && busy === removing.configId}
        error={problem}
        onConfirm={() => void remove()}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}
