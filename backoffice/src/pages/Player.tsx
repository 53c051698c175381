import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@app/ui';
import { Badge, Card, InlineError, Notice, SummaryList } from '@app/ui/display';
import { ConfirmDialog } from '@app/ui/overlays';
import { call, type CallResponse } from '../api/client.ts';
import { dateTime, isLockedNow, money } from '../format.ts';
import { failureText } from '../i18n.ts';
import { Allowed, PageHeader, QueryView } from '../layout/parts.tsx';
import { ReasonDialog } from '../layout/ReasonDialog.tsx';
import { AdjustBalance, PendingAdjustments } from './Adjustments.tsx';
import { playerKey, withdrawalsKey } from '../api/keys.ts';
import { GameBets, Limits, Sessions, SportsBets, Transfers } from './PlayerActivity.tsx';

/**
 * One player, by id: who they are, their sign-in state (lifting the lock after failed sign-ins;
 * locking and unlocking the account) and exclusion, balances,
 * withdrawals waiting for review, the balance adjustment and the adjustments waiting for a second
 * member, their limits, sessions (ending one), the ledger's transfers, game and sports bets, and
 * their documents. Each part is drawn only for the roles that
 * may use it.
 */
export function Player() {
  const { t } = useTranslation('backoffice');
  const { userId = '' } = useParams();
  const detail = useQuery({
    queryKey: [...playerKey(userId), 'detail'],
    queryFn: ({ signal }) => call('/operator/players/get', { user: userId }, signal),
  });
  const title = detail.data?.player.email ?? userId;

  return (
    <>
      <p>
        <Link to="/players" className="bo-back">
          <ArrowLeft aria-hidden="true" size={16} /> {t('players.backToList')}
        </Link>
      </p>
      <PageHeader
        title={title}
        lead={<span className="bo-mono">{userId}</span>}
        actions={
          <Allowed permission="wallet.adjust">
            <AdjustBalance userId={userId} email={title} currency={detail.data?.player.currency} />
          </Allowed>
        }
      />
      <QueryView query={detail}>
        {({ player, balances, exclusion, documents, limits, tools }) => (
          <>
            <div className="bo-grid bo-grid--two">
              <Card title={t('players.account')} headingLevel={2}>
                <Account player={player} exclusion={exclusion} />
              </Card>
              <Card title={t('players.balances')} headingLevel={2}>
                {balances.length === 0 ? (
                  <p>{t('players.noBalances')}</p>
                ) : (
                  <table className="bo-table" data-testid="balances">
                    <thead>
                      <tr>
                        <th scope="col">{t('players.currency')}</th>
                        <th scope="col" className="bo-num">
                          {t('players.cash')}
                        </th>
                        <th scope="col" className="bo-num">
                          {t('players.bonus')}
                        </th>
                        <th scope="col" className="bo-num">
                          {t('players.pendingWithdrawal')}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {balances.map((balance) => (
                        <tr key={balance.currency}>
                          <th scope="row">{balance.currency}</th>
                          <td className="bo-num">{balance.cash}</td>
                          <td className="bo-num">{balance.operatorBonus}</td>
                          <td className="bo-num">{balance.pendingWithdrawal}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
              </Card>
            </div>
            <div className="bo-stack">
              <Allowed permission="withdrawals.decide">
                <PlayerWithdrawals userId={userId} />
              </Allowed>
              <Allowed permission="wallet.adjust">
                <PendingAdjustments userId={userId} />
              </Allowed>
              <Limits limits={limits} tools={tools} />
              <Sessions userId={userId} />
              <Transfers userId={userId} />
              <GameBets userId={userId} />
              <SportsBets userId={userId} />
              <Card title={t('players.documents')} headingLevel={2}>
                {documents.length === 0 ? (
                  <p>{t('players.noDocuments')}</p>
                ) : (
                  <ul className="bo-list">
                    {documents.map((document) => (
                      <li key={document.documentId}>
                        {t(`players.documentKind.${document.kind}`)} —{' '}
                        <Badge tone={document.status === 'approved' ? 'success' : document.status === 'rejected' ? 'danger' : 'warning'}>
                          {t(`players.documentStatus.${document.status}`)}
                        </Badge>{' '}
                        {dateTime(document.uploadedAt)}
                      </li>
                    ))}
                  </ul>
                )}
              </Card>
            </div>
          </>
        )}
      </QueryView>
    </>
  );
}

type PlayerDetail = CallResponse<'/operator/players/get'>;

function Account({ player: user, exclusion }: { player: PlayerDetail['player']; exclusion: PlayerDetail['exclusion'] }) {
  const { t } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const locked = isLockedNow(user.lockedUntil);
  const { accountLock } = user;
  const [asking, setAsking] = useState<'lock' | 'unlock' | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: playerKey(user.userId) });
  const unlock = useMutation({
    mutationFn: () => call('/operator/users/unlock', { user: user.userId }),
    onSuccess: () => refresh(),
  });
  const unlockAccount = useMutation({
    mutationFn: () => call('/operator/players/unlock-account', { user: user.userId }),
    onSuccess: () => {
      setAsking(null);
      setDone(t('players.accountUnlocked'));
      return refresh();
    },
  });
  const lockAccount = async (reason: string) => {
    const answer = await call('/operator/players/lock', { user: user.userId, reason });
    setAsking(null);
    setDone(answer.changed ? t('players.accountLockedNow') : t('players.accountLockedAlready'));
    await refresh();
  };
  const ask = (what: 'lock' | 'unlock') => {
    setDone(null);
    unlockAccount.reset();
    setAsking(what);
  };
  return (
    <>
      <SummaryList
        items={[
          { label: t('players.email'), value: user.email },
          { label: t('players.currency'), value: user.currency },
          { label: t('players.verified'), value: user.emailVerified ? t('common.yes') : t('common.no') },
          { label: t('players.created'), value: dateTime(user.createdAt) },
          { label: t('players.kycLevel'), value: String(user.kycLevel) },
          { label: t('players.vipLevel'), value: String(user.vipLevel) },
          {
            label: t('players.exclusionLabel'),
            value: exclusion
              ? t('players.exclusion', { type: exclusion.type, time: dateTime(exclusion.endsAt) })
              : t('players.noExclusion'),
          },
          { label: t('players.failedLogins'), value: String(user.failedLogins) },
          {
            label: t('players.state'),
            value: (
              <span data-testid="sign-in-state">
                {accountLock ? <Badge tone="danger">{t('players.accountLocked')}</Badge> : null}{' '}
                {locked ? <Badge tone="danger">{t('players.locked', { time: dateTime(user.lockedUntil) })}</Badge> : null}
                {!accountLock && !locked ? <Badge tone="success">{t('players.active')}</Badge> : null}
              </span>
            ),
          },
          ...(accountLock
            ? [
                {
                  label: t('players.accountLockLabel'),
                  value: t('players.accountLockedBy', { time: dateTime(accountLock.lockedAt), by: accountLock.lockedBy }),
                },
                { label: t('players.accountLockReason'), value: accountLock.reason },
              ]
            : []),
        ]}
      />
      <div aria-live="polite">
        {unlock.isSuccess ? <Notice tone="success">{t('players.unlocked')}</Notice> : null}
        {unlock.isError ? <InlineError>{failureText(unlock.error)}</InlineError> : null}
        {done ? <Notice tone="success">{done}</Notice> : null}
      </div>
      <div className="bo-actions bo-actions--below">
        {locked ? (
          <Allowed permission="players.unlock">
            <Button variant="secondary" busy={unlock.isPending} onClick={() => unlock.mutate()}>
              {t('players.unlock')}
            </Button>
          </Allowed>
        ) : null}
        <Allowed permission="players.lock">
          {accountLock ? (
            <Button variant="secondary" onClick={() => ask('unlock')}>
              {t('players.unlockAccount')}
            </Button>
          ) : (
            <Button variant="danger" onClick={() => ask('lock')}>
              {t('players.lockAccount')}
            </Button>
          )}
        </Allowed>
      </div>
      <ReasonDialog
        open={asking === 'lock'}
        title={t('players.lockAccountTitle', { email: user.email })}
        description={t('players.lockAccountText')}
        confirmLabel={t('players.lockAccount')}
        hint={t('players.lockReasonHint')}
        tooShort={t('players.lockReasonHint')}
        onConfirm={lockAccount}
        onClose={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking === 'unlock'}
        title={t('players.unlockAccountTitle', { email: user.email })}
        description={t('players.unlockAccountText')}
        confirmLabel={t('players.unlockAccount')}
        cancelLabel={t('common.cancel')}
        busy={unlockAccount.isPending}
        problem={unlockAccount.isError ? failureText(unlockAccount.error) : null}
        onConfirm={() => unlockAccount.mutate()}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}

/**
 * The player's withdrawals in the review queue, read as the player's own (however long the queue
 * ahead of them); under the queue's key, so whatever refreshes the queue refreshes them too.
 */
function PlayerWithdrawals({ userId }: { userId: string }) {
  const { t } = useTranslation('backoffice');
  const query = useQuery({
    queryKey: [...withdrawalsKey, { user: userId }],
    queryFn: ({ signal }) => call('/operator/withdrawals/list', { user: userId, limit: 200 }, signal),
  });
  return (
    <Card title={t('players.pendingWithdrawals')} headingLevel={2}>
      <QueryView query={query} headingLevel={3}>
        {({ withdrawals }) => {
          const own = withdrawals;
          if (own.length === 0) return <p data-testid="no-pending-withdrawals">{t('players.noPendingWithdrawals')}</p>;
          return (
            <ul className="bo-list" data-testid="pending-withdrawals">
              {own.map((withdrawal) => (
                <li key={withdrawal.transactionId}>
                  <span className="bo-num">{money(withdrawal.amount.replace(/^-/, ''), withdrawal.currency)}</span>{' '}
                  <Badge tone="warning">{t(`withdrawals.status.${withdrawal.status}`)}</Badge> {dateTime(withdrawal.createdAt)}{' '}
                  <Link to="/withdrawals">{t('nav.withdrawals')}</Link>
                </li>
              ))}
            </ul>
          );
        }}
      </QueryView>
    </Card>
  );
}
