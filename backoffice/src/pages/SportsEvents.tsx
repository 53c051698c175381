import { useEffect, useRef, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Trophy } from 'lucide-react';
import { operatorEventFilterSchema, sportIdSchema, type OperatorEventFilter, type OperatorSportsEvent, type SportId } from '@app/contract';
import { Button } from '@app/ui';
import { Badge, EmptyState, Notice, type Tone } from '@app/ui/display';
import { ConfirmDialog } from '@app/ui/overlays';
import { call } from '../api/client.ts';
import { sportsEventsKey } from '../api/keys.ts';
import { dateTime } from '../format.ts';
import { failureText } from '../i18n.ts';
import { PageHeader, QueryView } from '../layout/parts.tsx';
import { ReasonDialog } from '../layout/ReasonDialog.tsx';
import { scoreText, SettleEventDialog } from './SettleEvent.tsx';

/** Events shown on one page of the list. */
export const SPORTS_EVENTS_PAGE_SIZE = 25;
/** How often the list is asked again while the page is open: scores, kick-offs and results move all the time. */
export const SPORTS_EVENTS_REFRESH_MS = 10_000;
/** How long typing pauses before the list follows the search. */
export const SPORTS_EVENTS_SEARCH_PAUSE_MS = 300;

const FILTERS = operatorEventFilterSchema.options;
const SPORTS = sportIdSchema.options;
const STATUS_TONE: Record<OperatorSportsEvent['status'], Tone> = {
  live: 'success',
  upcoming: 'neutral',
  finished: 'info',
  cancelled: 'danger',
};

type Action = 'suspend' | 'resume' | 'settle' | 'void';

function asFilter(value: string | null): OperatorEventFilter {
  return FILTERS.includes(value as OperatorEventFilter) ? (value as OperatorEventFilter) : 'open';
}

function asSport(value: string | null): SportId | '' {
  return SPORTS.includes(value as SportId) ? (value as SportId) : '';
}

/** What the list shows, kept in the page's address (the defaults left out). */
interface Listing {
  status: OperatorEventFilter;
  sport: SportId | '';
  search: string;
  page: number;
}

function paramsOf(listing: Listing): Record<string, string> {
  return {
    ...(listing.status === 'open' ? {} : { status: listing.status }),
    ...(listing.sport ? { sport: listing.sport } : {}),
    ...(listing.search ? { q: listing.search } : {}),
    ...(listing.page > 1 ? { page: String(listing.page) } : {}),
  };
}

const isOpen = (event: OperatorSportsEvent) => event.status === 'live' || event.status === 'upcoming';
/** An event may be settled once it has started (the feed may not have said it kicked off). */
const hasStarted = (event: OperatorSportsEvent) => event.status === 'live' || new Date(event.startsAt).getTime() <= Date.now();

/**
 * The sportsbook's events for its traders: the open ones (live first, then by start) or those of
 * one state, by sport, found by a team's or league's name or the event's id, a page at a time, with
 * the hold and the bets still open on each. An open event is held (every market suspended for
 * players at once, whatever the feed sends) and let go again after confirming, settled by hand from
 * its final score, or voided, both with a reason kept in the audit. The list is asked again every
 * few seconds while the page is open, and at once after an action.
 */
export function SportsEvents() {
  const { t } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const status = asFilter(params.get('status'));
  const sport = asSport(params.get('sport'));
  const search = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const [draft, setDraft] = useState(search);
  // A search the address brings (back, forward) is shown in the field; the member's own typing is kept as typed.
  const [seen, setSeen] = useState(search);
  if (search !== seen) {
    setSeen(search);
    if (draft.trim() !== search) setDraft(search);
  }
  const query = useQuery({
    queryKey: [...sportsEventsKey, status, sport, search, page],
    queryFn: ({ signal }) =>
      call(
        '/operator/sports/events/list',
        { status, ...(sport ? { sportId: sport } : {}), ...(search ? { search } : {}), page, pageSize: SPORTS_EVENTS_PAGE_SIZE },
        signal,
      ),
    placeholderData: keepPreviousData,
    refetchInterval: SPORTS_EVENTS_REFRESH_MS,
  });
  const [acting, setActing] = useState<{ action: Action; event: OperatorSportsEvent } | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  // After an action the dialog is gone and the row may be too: the member is taken to what happened.
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const label = (event: OperatorSportsEvent) => t('sportsEvents.versus', { home: event.home, away: event.away });
  const show = (next: Partial<Listing>) => setParams(paramsOf({ status, sport, search, page: 1, ...next }));
  // The list follows the search once typing pauses (the address keeps it, without an entry per pause).
  const typed = draft.trim();
  useEffect(() => {
    if (typed === search) return undefined;
    const timer = setTimeout(
      () => setParams(paramsOf({ status, sport, search: typed, page: 1 }), { replace: true }),
      SPORTS_EVENTS_SEARCH_PAUSE_MS,
    );
    return () => clearTimeout(timer);
  }, [typed, search, status, sport, setParams]);
  const open = (action: Action, event: OperatorSportsEvent) => {
    setProblem(null);
    setActing({ action, event });
  };
  const close = () => setActing(null);
  const done = (text: string) => {
    setActing(null);
    setOutcome(text);
    void queryClient.invalidateQueries({ queryKey: sportsEventsKey });
  };
  const hold = async (action: 'suspend' | 'resume', event: OperatorSportsEvent) => {
    setBusy(true);
    setProblem(null);
    try {
      await call(action === 'suspend' ? '/operator/sports/events/suspend' : '/operator/sports/events/resume', { eventId: event.id });
      done(t(action === 'suspend' ? 'sportsEvents.suspendedDone' : 'sportsEvents.resumedDone', { event: label(event) }));
    } catch (caught) {
      setProblem(failureText(caught));
      // Ended meanwhile (the feed's result): the list says so once read again.
      void queryClient.invalidateQueries({ queryKey: sportsEventsKey });
    } finally {
      setBusy(false);
    }
  };
  const voidEvent = async (event: OperatorSportsEvent, reason: string) => {
    try {
      await call('/operator/sports/events/void', { eventId: event.id, reason });
    } catch (caught) {
      void queryClient.invalidateQueries({ queryKey: sportsEventsKey });
      throw caught;
    }
    done(t('sportsEvents.voidedDone', { event: label(event) }));
  };

  const holding = acting && (acting.action === 'suspend' || acting.action === 'resume') ? acting : null;
  return (
    <>
      <PageHeader title={t('sportsEvents.title')} lead={t('sportsEvents.lead')} />
      <div className="bo-toolbar">
        <label className="bo-field">
          {t('sportsEvents.filter')}
          <select value={status} onChange={(event) => show({ status: event.target.value as OperatorEventFilter })}>
            {FILTERS.map((value) => (
              <option key={value} value={value}>
                {t(`sportsEvents.filters.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="bo-field">
          {t('sportsEvents.sport')}
          <select value={sport} onChange={(event) => show({ sport: event.target.value as SportId | '' })}>
            <option value="">{t('sportsEvents.allSports')}</option>
            {SPORTS.map((value) => (
              <option key={value} value={value}>
                {t(`sportsEvents.sports.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <div className="bo-sports-events__search" role="search">
          <label className="bo-field">
            {t('sportsEvents.search')}
            <input
              type="search"
              value={draft}
              maxLength={100}
              onChange={(event) => setDraft(event.target.value)}
              aria-describedby="sports-events-search-hint"
            />
          </label>
          <p id="sports-events-search-hint" className="bo-hint">
            {t('sportsEvents.searchHint')}
          </p>
        </div>
        <span className="bo-hint">{t('common.refreshesEvery', { seconds: SPORTS_EVENTS_REFRESH_MS / 1000 })}</span>
      </div>
      <div aria-live="polite" ref={outcomeRef} tabIndex={-1} className="bo-sports-events__outcome">
        {outcome ? <Notice tone="success">{outcome}</Notice> : null}
      </div>
      <QueryView query={query}>
        {({ list, total }) => {
          if (list.length === 0)
            return (
              <EmptyState
                icon={<Trophy />}
                title={t('sportsEvents.empty')}
                text={t('sportsEvents.emptyText')}
                action={
                  page > 1 ? (
                    <Button variant="secondary" onClick={() => show({ page: 1 })}>
                      {t('sportsEvents.firstPage')}
                    </Button>
                  ) : undefined
                }
              />
            );
          const from = (page - 1) * SPORTS_EVENTS_PAGE_SIZE + 1;
          return (
            <>
              <div className="bo-table-wrap">
                <table className="bo-table bo-sports-events" data-testid="sports-events">
                  <caption>{t('sportsEvents.results')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('sportsEvents.event')}</th>
                      <th scope="col">{t('sportsEvents.sport')}</th>
                      <th scope="col">{t('sportsEvents.starts')}</th>
                      <th scope="col">{t('sportsEvents.state')}</th>
                      <th scope="col" className="bo-num">
                        {t('sportsEvents.score')}
                      </th>
                      <th scope="col" className="bo-num">
                        {t('sportsEvents.openBets')}
                      </th>
                      <th scope="col">{t('common.actions')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {list.map((event) => (
                      <EventRow key={event.id} event={event} label={label(event)} onAction={(action) => open(action, event)} />
                    ))}
                  </tbody>
                </table>
              </div>
              <nav className="bo-pager" aria-label={t('sportsEvents.results')}>
                <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => show({ page: page - 1 })}>
                  {t('common.previous')}
                </Button>
                <span aria-current="page" className="bo-pager__page">
                  {t('sportsEvents.showing', { from, to: from + list.length - 1, total })}
                </span>
                <Button
                  variant="secondary"
                  size="small"
                  disabled={page * SPORTS_EVENTS_PAGE_SIZE >= total}
                  onClick={() => show({ page: page + 1 })}
                >
                  {t('common.next')}
                </Button>
              </nav>
            </>
          );
        }}
      </QueryView>
      <ConfirmDialog
        open={holding !== null}
        title={
          holding
            ? t(holding.action === 'suspend' ? 'sportsEvents.confirmSuspend' : 'sportsEvents.confirmResume', {
                event: label(holding.event),
              })
            : ''
        }
        description={
          holding ? t(holding.action === 'suspend' ? 'sportsEvents.confirmSuspendText' : 'sportsEvents.confirmResumeText') : undefined
        }
        confirmLabel={holding?.action === 'resume' ? t('sportsEvents.resume') : t('sportsEvents.suspend')}
        cancelLabel={t('common.cancel')}
        variant={holding?.action === 'suspend' ? 'danger' : 'primary'}
        busy={busy}
        problem={problem}
        onConfirm={() => holding && void hold(holding.action as 'suspend' | 'resume', holding.event)}
        onCancel={close}
      />
      {acting?.action === 'settle' ? (
        <SettleEventDialog
          key={acting.event.id}
          event={acting.event}
          label={label(acting.event)}
          onClose={close}
          onSettled={({ event }) =>
            done(t('sportsEvents.settledDone', { event: label(event), score: event.score ? scoreText(event.score) : '' }))
          }
        />
      ) : null}
      <ReasonDialog
        open={acting?.action === 'void'}
        title={acting ? t('sportsEvents.voidTitle', { event: label(acting.event) }) : ''}
        description={t('sportsEvents.voidText')}
        confirmLabel={t('sportsEvents.void')}
        hint={t('sportsEvents.reasonHint')}
        onConfirm={(reason) => (acting ? voidEvent(acting.event, reason) : Promise.resolve())}
        onClose={close}
      />
    </>
  );
}

/** One event: who plays, where and when, how it stands, and what the member may do with it while it is open. */
function EventRow({ event, label, onAction }: { event: OperatorSportsEvent; label: string; onAction: (action: Action) => void }) {
  const { t } = useTranslation('backoffice');
  const open = isOpen(event);
  return (
    <tr data-testid="sports-event-row">
      <td>
        <span className="bo-sports-events__teams">{label}</span>
        <span className="bo-hint">{event.leagueName}</span>
        <span className="bo-mono">{event.id}</span>
      </td>
      <td>{t(`sportsEvents.sports.${event.sportId}`)}</td>
      <td>{dateTime(event.startsAt)}</td>
      <td>
        <span className="bo-sports-events__state">
          <Badge tone={STATUS_TONE[event.status]}>{t(`sportsEvents.status.${event.status}`)}</Badge>
          {open && event.suspended ? <Badge tone="warning">{t('sportsEvents.suspended')}</Badge> : null}
        </span>
        {event.endedAt ? <span className="bo-hint">{t('sportsEvents.ended', { time: dateTime(event.endedAt) })}</span> : null}
      </td>
      <td className="bo-num">{event.score ? scoreText(event.score) : t('common.none')}</td>
      <td className="bo-num">{event.openBets}</td>
      <td>
        {open ? (
          <div className="bo-actions">
            {event.suspended ? (
              <Button
                size="small"
                variant="primary"
                onClick={() => onAction('resume')}
                aria-label={t('sportsEvents.resumeOne', { event: label })}
              >
                {t('sportsEvents.resume')}
              </Button>
            ) : (
              <Button
                size="small"
                variant="secondary"
                onClick={() => onAction('suspend')}
                aria-label={t('sportsEvents.suspendOne', { event: label })}
              >
                {t('sportsEvents.suspend')}
              </Button>
            )}
            {hasStarted(event) ? (
              <Button
                size="small"
                variant="secondary"
                onClick={() => onAction('settle')}
                aria-label={t('sportsEvents.settleOne', { event: label })}
              >
                {t('sportsEvents.settle')}
              </Button>
            ) : null}
            <Button size="small" variant="ghost" onClick={() => onAction('void')} aria-label={t('sportsEvents.voidOne', { event: label })}>
              {t('sportsEvents.void')}
            </Button>
          </div>
        ) : (
          t('common.none')
        )}
      </td>
    </tr>
  );
}
