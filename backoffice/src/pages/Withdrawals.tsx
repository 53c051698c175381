import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ArrowDownToLine } from 'lucide-react';
import type { Transaction } from '@app/contract';
import { Button } from '@app/ui';
import { Badge, EmptyState, Notice } from '@app/ui/display';
import { ConfirmDialog } from '@app/ui/overlays';
import { call } from '../api/client.ts';
import { withdrawalsKey } from '../api/keys.ts';
import { dateTime, money } from '../format.ts';
import { failureText } from '../i18n.ts';
import { PageHeader, QueryView } from '../layout/parts.tsx';
import { ReasonDialog } from '../layout/ReasonDialog.tsx';
import { useFallbackRefresh } from '../realtime/Live.tsx';

type Withdrawal = Transaction & { userId: string; email: string };
type Status = Transaction['status'];

/** How often the queue is asked again while the page is open and the live updates are down. */
export const WITHDRAWALS_REFRESH_MS = 10_000;
const STATUSES: readonly Status[] = ['pending', 'reviewing', 'approved', 'success', 'failed', 'rejected', 'cancelled'];

/** Decides several withdrawals one after the other; answers how many went through and the first failure. */
async function decideAll(ids: readonly string[], decide: (id: string) => Promise<unknown>) {
  let done = 0;
  let failed = 0;
  let firstFailure: unknown = null;
  for (const id of ids) {
    try {
      await decide(id);
      done += 1;
    } catch (caught) {
      failed += 1;
      firstFailure ??= caught;
    }
  }
  return { done, failed, firstFailure };
}

/**
 * The withdrawal queue: what waits for a decision, filtered by state, approved or rejected (with
 * a reason the player sees) one at a time or several at once. The list is asked again every few
 * seconds while the page is open, and at once after a decision.
 */
export function Withdrawals() {
  const { t } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<Status | ''>('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [approving, setApproving] = useState<readonly string[] | null>(null);
  const [rejecting, setRejecting] = useState<readonly string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const refresh = useFallbackRefresh(WITHDRAWALS_REFRESH_MS);
  const query = useQuery({
    queryKey: withdrawalsKey,
    queryFn: ({ signal }) => call('/operator/withdrawals/list', { limit: 200 }, signal),
    refetchInterval: refresh,
  });
  const shown = useMemo<Withdrawal[]>(
    () => (query.data?.withdrawals ?? []).filter((withdrawal) => !status || withdrawal.status === status),
    [query.data, status],
  );
  const shownIds = new Set(shown.map((withdrawal) => withdrawal.transactionId));
  const chosen = [...selected].filter((id) => shownIds.has(id));

  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelected(next);
  };
  const finish = async (result: Awaited<ReturnType<typeof decideAll>>) => {
    setSelected(new Set());
    await queryClient.invalidateQueries({ queryKey: withdrawalsKey });
    setOutcome(
      result.failed === 0
        ? { tone: 'success', text: t('withdrawals.done', { count: result.done }) }
        : { tone: 'danger', text: t('withdrawals.failed', { count: result.failed, reason: failureText(result.firstFailure) }) },
    );
  };
  const approve = async (ids: readonly string[]) => {
    setBusy(true);
    try {
      await finish(await decideAll(ids, (transactionId) => call('/operator/withdrawals/approve', { transactionId })));
    } finally {
      setBusy(false);
      setApproving(null);
    }
  };
  const reject = async (ids: readonly string[], reason: string) => {
    const result = await decideAll(ids, (transactionId) => call('/operator/withdrawals/reject', { transactionId, reason }));
    setRejecting(null);
    await finish(result);
  };

  return (
    <>
      <PageHeader title={t('withdrawals.title')} lead={t('withdrawals.lead')} />
      <div className="bo-toolbar">
        <label className="bo-field">
          {t('withdrawals.filter')}
          <select value={status} onChange={(event) => setStatus(event.target.value as Status | '')}>
            <option value="">{t('withdrawals.all')}</option>
            {STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`withdrawals.status.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <Button variant="primary" disabled={chosen.length === 0} onClick={() => setApproving(chosen)}>
          {t('withdrawals.approveSelected', { count: chosen.length })}
        </Button>
        <Button variant="danger" disabled={chosen.length === 0} onClick={() => setRejecting(chosen)}>
          {t('withdrawals.rejectSelected', { count: chosen.length })}
        </Button>
        <span className="bo-hint">
          {refresh === false ? t('common.updatedLive') : t('common.refreshesEvery', { seconds: WITHDRAWALS_REFRESH_MS / 1000 })}
        </span>
      </div>
      <div aria-live="polite">{outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}</div>
      <QueryView query={query}>
        {() =>
          shown.length === 0 ? (
            <EmptyState icon={<ArrowDownToLine />} title={t('withdrawals.empty')} text={t('withdrawals.emptyText')} />
          ) : (
            <div className="bo-table-wrap">
              <table className="bo-table">
                <caption>{t('withdrawals.queue')}</caption>
                <thead>
                  <tr>
                    <th scope="col">
                      <input
                        type="checkbox"
                        aria-label={t('withdrawals.selectAll')}
                        checked={chosen.length === shown.length}
                        onChange={(event) => setSelected(new Set(event.target.checked ? shownIds : []))}
                      />
                    </th>
                    <th scope="col">{t('withdrawals.player')}</th>
                    <th scope="col" className="bo-num">
                      {t('withdrawals.amount')}
                    </th>
                    <th scope="col" className="bo-num">
                      {t('withdrawals.fee')}
                    </th>
                    <th scope="col">{t('withdrawals.channel')}</th>
                    <th scope="col">{t('withdrawals.asked')}</th>
                    <th scope="col">{t('withdrawals.state')}</th>
                    <th scope="col">{t('withdrawals.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {shown.map((withdrawal) => {
                    const amount = withdrawal.amount.replace(/^-/, '');
                    return (
                      <tr
                        key={withdrawal.transactionId}
                        aria-selected={selected.has(withdrawal.transactionId)}
                        data-testid="withdrawal-row"
                      >
                        <td>
                          <input
                            type="checkbox"
                            checked={selected.has(withdrawal.transactionId)}
                            onChange={() => toggle(withdrawal.transactionId)}
                            aria-label={t('withdrawals.selectOne', {
                              amount,
                              currency: withdrawal.currency,
                              player: withdrawal.email || withdrawal.userId,
                            })}
                          />
                        </td>
                        <td>
                          <Link to={`/players/${encodeURIComponent(withdrawal.userId)}`}>{withdrawal.email || withdrawal.userId}</Link>
                        </td>
                        <td className="bo-num">{money(amount, withdrawal.currency)}</td>
                        <td className="bo-num">{money(withdrawal.fee, withdrawal.currency)}</td>
                        <td>
                          {withdrawal.channelName ??
                            (withdrawal.bankCard ? `${withdrawal.bankCard.brand} ·${withdrawal.bankCard.last4}` : '—')}
                        </td>
                        <td>{dateTime(withdrawal.createdAt)}</td>
                        <td>
                          <Badge tone="warning">{t(`withdrawals.status.${withdrawal.status}`)}</Badge>
                        </td>
                        <td>
                          <div className="bo-actions">
                            <Button size="small" variant="primary" onClick={() => setApproving([withdrawal.transactionId])}>
                              {t('withdrawals.approve')}
                            </Button>
                            <Button size="small" variant="secondary" onClick={() => setRejecting([withdrawal.transactionId])}>
                              {t('withdrawals.reject')}
                            </Button>
                          </div>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryView>
      <ConfirmDialog
        open={approving !== null}
        title={t('withdrawals.confirmApprove', { count: approving?.length ?? 0 })}
        description={t('withdrawals.confirmApproveText')}
        confirmLabel={t('withdrawals.approve')}
        cancelLabel={t('common.cancel')}
        busy={busy}
        onConfirm={() => approving && void approve(approving)}
        onCancel={() => setApproving(null)}
      />
      <ReasonDialog
        open={rejecting !== null}
        title={t('withdrawals.rejectTitle', { count: rejecting?.length ?? 0 })}
        description={t('withdrawals.rejectText')}
        confirmLabel={t('withdrawals.reject')}
        onConfirm={(reason) => reject(rejecting ?? [], reason)}
        onClose={() => setRejecting(null)}
      />
    </>
  );
}
