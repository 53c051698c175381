import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@app/ui';
import { Badge, Card, EmptyState, InlineError, Notice, SummaryList } from '@app/ui/display';
import { call } from '../api/client.ts';
import { dateTime, isLockedNow, money } from '../format.ts';
import { failureText } from '../i18n.ts';
import { Allowed, NotAvailable, PageHeader, QueryView } from '../layout/parts.tsx';
import { AdjustBalance, PendingAdjustments } from './Adjustments.tsx';
import { withdrawalsKey } from './Withdrawals.tsx';

export const playerKey = (userId: string) => ['player', userId] as const;

/**
 * One player: who they are and their sign-in state (lifting a lock), their withdrawals waiting for
 * review, the balance adjustment and the adjustments waiting for a second member. Each part is
 * drawn only for the roles that may use it.
 */
export function Player() {
  const { t } = useTranslation('backoffice');
  const { userId = '' } = useParams();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const account = useQuery({
    queryKey: [...playerKey(userId), 'account', email],
    enabled: email !== '',
    queryFn: async ({ signal }) => {
      const { users } = await call('/operator/users/list', { search: email, limit: 50 }, signal);
      return users.find((user) => user.userId === userId) ?? null;
    },
  });
  const title = email || userId;

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
            <AdjustBalance userId={userId} email={title} currency={account.data?.currency} />
          </Allowed>
        }
      />
      <div className="bo-grid">
        <Card title={t('players.account')} headingLevel={2}>
          {email === '' ? (
            <NotAvailable headingLevel={3} />
          ) : (
            <QueryView query={account} headingLevel={3}>
              {(user) => (user ? <Account user={user} /> : <EmptyState title={t('players.notFound')} headingLevel={3} />)}
            </QueryView>
          )}
        </Card>
        <Card title={t('players.balances')} headingLevel={2}>
          <NotAvailable headingLevel={3} />
        </Card>
      </div>
      <div className="bo-stack">
        <Allowed permission="withdrawals.decide">
          <PlayerWithdrawals userId={userId} />
        </Allowed>
        <Allowed permission="wallet.adjust">
          <PendingAdjustments userId={userId} />
        </Allowed>
        <Card title={t('players.transfers')} headingLevel={2}>
          <NotAvailable headingLevel={3} />
        </Card>
      </div>
    </>
  );
}

type OperatorUser = Awaited<ReturnType<typeof call<'/operator/users/list'>>>['users'][number];

function Account({ user }: { user: OperatorUser }) {
  const { t } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const locked = isLockedNow(user.lockedUntil);
  const unlock = useMutation({
    mutationFn: () => call('/operator/users/unlock', { user: user.userId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: playerKey(user.userId) }),
  });
  return (
    <>
      <SummaryList
        items={[
          { label: t('players.email'), value: user.email },
          { label: t('players.currency'), value: user.currency },
          { label: t('players.verified'), value: user.emailVerified ? t('common.yes') : t('common.no') },
          { label: t('players.created'), value: dateTime(user.createdAt) },
          { label: t('players.failedLogins'), value: String(user.failedLogins) },
          {
            label: t('players.state'),
            value: locked ? (
              <Badge tone="danger">{t('players.locked', { time: dateTime(user.lockedUntil) })}</Badge>
            ) : (
              <Badge tone="success">{t('players.active')}</Badge>
            ),
          },
        ]}
      />
      <div aria-live="polite">
        {unlock.isSuccess ? <Notice tone="success">{t('players.unlocked')}</Notice> : null}
        {unlock.isError ? <InlineError>{failureText(unlock.error)}</InlineError> : null}
      </div>
      <div className="bo-actions">
        {locked ? (
          <Allowed permission="players.unlock">
            <Button variant="secondary" busy={unlock.isPending} onClick={() => unlock.mutate()}>
              {t('players.unlock')}
            </Button>
          </Allowed>
        ) : null}
      </div>
      <p className="bo-hint">{t('players.lockNotAvailable')}</p>
    </>
  );
}

/** The player's withdrawals in the review queue (the queue is the one the Withdrawals page shows). */
function PlayerWithdrawals({ userId }: { userId: string }) {
  const { t } = useTranslation('backoffice');
  const query = useQuery({
    queryKey: withdrawalsKey,
    queryFn: ({ signal }) => call('/operator/withdrawals/list', { limit: 200 }, signal),
  });
  return (
    <Card title={t('players.pendingWithdrawals')} headingLevel={2}>
      <QueryView query={query} headingLevel={3}>
        {({ withdrawals }) => {
          const own = withdrawals.filter((withdrawal) => withdrawal.userId === userId);
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
