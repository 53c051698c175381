import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GameBet, OperatorPlayerSession, OperatorTransfer, SportsBet } from '@app/contract';
import { Button } from '@app/ui';
import { Badge, Card, InlineError, Notice } from '@app/ui/display';
import { ConfirmDialog } from '@app/ui/overlays';
import { call, type CallResponse } from '../api/client.ts';
import { playerKey } from '../api/keys.ts';
import { dateTime, money } from '../format.ts';
import { failureText } from '../i18n.ts';
import { PagedTable } from '../layout/PagedTable.tsx';
import { Allowed, QueryView } from '../layout/parts.tsx';

const PAGE_SIZE = 20;
const cursorOf = (cursor: string | undefined) => (cursor ? { cursor } : {});

/** The ledger's transfers of the player, newest first, a page at a time by the server's cursor. */
export function Transfers({ userId }: { userId: string }) {
  const { t } = useTranslation('backoffice');
  return (
    <PagedTable<OperatorTransfer>
      title={t('players.transfers')}
      queryKey={[...playerKey(userId), 'transfers']}
      fetchPage={async (cursor, signal) => {
        const page = await call('/operator/players/transfers', { user: userId, pageSize: PAGE_SIZE, ...cursorOf(cursor) }, signal);
        return { rows: page.transfers, nextCursor: page.nextCursor };
      }}
      rowKey={(transfer) => transfer.transferId}
      columns={[
        { header: t('players.transferAt'), cell: (transfer) => dateTime(transfer.createdAt) },
        { header: t('players.transferKind'), cell: (transfer) => transfer.kind, mono: true },
        { header: t('withdrawals.amount'), cell: (transfer) => money(transfer.amount, transfer.currency), numeric: true },
        { header: t('players.transferFrom'), cell: (transfer) => transfer.from, mono: true },
        { header: t('players.transferTo'), cell: (transfer) => transfer.to, mono: true },
        { header: t('players.transferReference'), cell: (transfer) => transfer.reference, mono: true },
      ]}
      emptyText={t('players.noTransfers')}
      moreText={t('players.olderTransfers')}
      testId="transfers"
    />
  );
}

const sportsTone = (status: SportsBet['status']) =>
  status === 'won' || status === 'cashed_out' ? 'success' : status === 'lost' ? 'danger' : status === 'open' ? 'warning' : 'neutral';

/** The originals' bets and the provider games' rounds, newest first. */
export function GameBets({ userId }: { userId: string }) {
  const { t } = useTranslation('backoffice');
  return (
    <PagedTable<GameBet>
      title={t('players.gameBets')}
      queryKey={[...playerKey(userId), 'game-bets']}
      fetchPage={async (cursor, signal) => {
        const page = await call('/operator/players/bets', { user: userId, pageSize: PAGE_SIZE, ...cursorOf(cursor) }, signal);
        return { rows: page.bets, nextCursor: page.nextCursor };
      }}
      rowKey={(bet) => bet.betId}
      columns={[
        { header: t('players.betAt'), cell: (bet) => dateTime(bet.createdAt) },
        {
          header: t('players.game'),
          cell: (bet) => (
            <>
              {bet.gameName} {bet.isOriginal ? <Badge tone="info">{t('players.original')}</Badge> : null}
            </>
          ),
        },
        { header: t('players.stake'), cell: (bet) => money(bet.amount, bet.currency), numeric: true },
        { header: t('players.payout'), cell: (bet) => money(bet.payout, bet.currency), numeric: true },
        { header: t('players.multiplier'), cell: (bet) => `×${bet.multiplier}`, numeric: true },
        {
          header: t('players.betStatus'),
          cell: (bet) => (
            <Badge tone={bet.status === 'open' ? 'warning' : bet.status === 'rolled_back' ? 'neutral' : 'success'}>
              {t(`players.gameBetStatuses.${bet.status}`)}
            </Badge>
          ),
        },
        { header: t('players.betId'), cell: (bet) => bet.betId, mono: true },
      ]}
      emptyText={t('players.noGameBets')}
      moreText={t('players.olderBets')}
      testId="game-bets"
    />
  );
}

/** The sportsbook's bets, open or settled, newest first, with their selections. */
export function SportsBets({ userId }: { userId: string }) {
  const { t } = useTranslation('backoffice');
  const [status, setStatus] = useState<'open' | 'settled'>('open');
  return (
    <PagedTable<SportsBet>
      title={t('players.sportsBets')}
      queryKey={[...playerKey(userId), 'sports-bets', status]}
      fetchPage={async (cursor, signal) => {
        const page = await call(
          '/operator/players/sports-bets',
          { user: userId, status, pageSize: PAGE_SIZE, ...cursorOf(cursor) },
          signal,
        );
        return { rows: page.bets, nextCursor: page.nextCursor };
      }}
      actions={
        <label className="form-field">
          <span className="form-field__label">{t('players.sportsBetsShown')}</span>
          <select className="input" value={status} onChange={(event) => setStatus(event.target.value as 'open' | 'settled')}>
            <option value="open">{t('players.sportsOpen')}</option>
            <option value="settled">{t('players.sportsSettled')}</option>
          </select>
        </label>
      }
      rowKey={(bet) => bet.id}
      columns={[
        { header: t('players.betAt'), cell: (bet) => dateTime(bet.createdAt) },
        {
          header: t('players.selections'),
          cell: (bet) => (
            <ul className="bo-legs">
              {bet.legs.map((leg) => (
                <li key={leg.selectionId}>
                  {leg.home} – {leg.away}:{' '}
                  <span className="bo-mono">{[leg.marketType, leg.outcome, leg.line].filter(Boolean).join(' ')}</span> @ {leg.odds}
                </li>
              ))}
            </ul>
          ),
        },
        { header: t('players.stake'), cell: (bet) => money(bet.stake, bet.currency), numeric: true },
        { header: t('players.odds'), cell: (bet) => bet.odds, numeric: true },
        {
          header: t('players.payout'),
          cell: (bet) => money(bet.status === 'open' ? bet.potentialWin : bet.payout, bet.currency),
          numeric: true,
        },
        {
          header: t('players.betStatus'),
          cell: (bet) => <Badge tone={sportsTone(bet.status)}>{t(`players.sportsBetStatuses.${bet.status}`)}</Badge>,
        },
      ]}
      emptyText={status === 'open' ? t('players.noOpenSportsBets') : t('players.noSettledSportsBets')}
      moreText={t('players.olderBets')}
      testId="sports-bets"
    />
  );
}

/** The player's sign-in sessions, the active ones first; a member who may end one is asked to confirm. */
export function Sessions({ userId }: { userId: string }) {
  const { t } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const [ending, setEnding] = useState<OperatorPlayerSession | null>(null);
  const query = useQuery({
    queryKey: [...playerKey(userId), 'sessions'],
    queryFn: ({ signal }) => call('/operator/players/sessions', { user: userId, limit: 50 }, signal),
  });
  const end = useMutation({
    mutationFn: (sessionId: string) => call('/operator/players/sessions/end', { user: userId, sessionId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...playerKey(userId), 'sessions'] }),
  });
  return (
    <Card title={t('players.sessions')} headingLevel={2}>
      <div aria-live="polite">
        {end.isSuccess ? <Notice tone="success">{t('players.sessionEnded')}</Notice> : null}
        {end.isError ? <InlineError>{failureText(end.error)}</InlineError> : null}
      </div>
      <QueryView query={query} headingLevel={3}>
        {({ sessions }) =>
          sessions.length === 0 ? (
            <p>{t('players.noSessions')}</p>
          ) : (
            <div className="bo-table-wrap">
              <table className="bo-table" data-testid="sessions">
                <thead>
                  <tr>
                    <th scope="col">{t('players.sessionStarted')}</th>
                    <th scope="col">{t('players.sessionLastSeen')}</th>
                    <th scope="col">{t('players.sessionState')}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t('common.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {[...sessions]
                    .sort((a, b) => Number(b.active) - Number(a.active))
                    .map((session) => (
                      <tr key={session.sessionId}>
                        <td>{dateTime(session.startedAt)}</td>
                        <td>{dateTime(session.lastSeenAt)}</td>
                        <td>
                          {session.active ? (
                            <Badge tone="success">{t('players.sessionActive')}</Badge>
                          ) : (
                            <>
                              {t('players.sessionEndedAt', { time: dateTime(session.endedAt) })}{' '}
                              {session.endedReason ? <span className="bo-mono">({session.endedReason})</span> : null}
                            </>
                          )}
                        </td>
                        <td>
                          {session.active ? (
                            <Allowed permission="players.sessions">
                              <Button
                                variant="secondary"
                                size="small"
                                aria-label={t('players.endSessionOf', { time: dateTime(session.startedAt) })}
                                onClick={() => setEnding(session)}
                              >
                                {t('players.endSession')}
                              </Button>
                            </Allowed>
                          ) : null}
                        </td>
                      </tr>
                    ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryView>
      <ConfirmDialog
        open={ending !== null}
        title={t('players.endSessionTitle')}
        confirmLabel={t('players.endSession')}
        cancelLabel={t('common.cancel')}
        onCancel={() => setEnding(null)}
        onConfirm={async () => {
          if (ending) await end.mutateAsync(ending.sessionId).catch(() => undefined);
          setEnding(null);
        }}
      >
        <p>{t('players.endSessionText')}</p>
      </ConfirmDialog>
    </Card>
  );
}

type PlayerDetail = CallResponse<'/operator/players/get'>;

/** The responsible-gambling limits and tools the player set, with what the current period has used. */
export function Limits({ limits, tools }: { limits: PlayerDetail['limits']; tools: PlayerDetail['tools'] }) {
  const { t } = useTranslation('backoffice');
  return (
    <Card title={t('players.limits')} headingLevel={2}>
      {limits.length === 0 && tools.length === 0 ? (
        <p>{t('players.noLimits')}</p>
      ) : (
        <ul className="bo-list" data-testid="limits">
          {limits.map((limit) => (
            <li key={limit.configId}>
              {t('players.limit', {
                type: t(`players.limitTypes.${limit.type}`),
                period: t(`players.periods.${limit.period}`),
                amount: money(limit.amount, limit.currency),
                used: money(limit.used, limit.currency),
              })}
              {limit.pendingRemoval ? (
                <> {<Badge tone="warning">{t('players.pendingRemoval')}</Badge>}</>
              ) : limit.pendingAmount ? (
                <> {<Badge tone="warning">{t('players.pendingAmount', { amount: money(limit.pendingAmount, limit.currency) })}</Badge>}</>
              ) : null}
            </li>
          ))}
          {tools.map((tool) => (
            <li key={tool.configId}>
              {t(`players.toolTypes.${tool.type}`, { value: tool.value })}
              {tool.endsAt ? ` — ${t('players.until', { time: dateTime(tool.endsAt) })}` : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
