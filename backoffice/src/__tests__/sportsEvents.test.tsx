import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Market, OperatorSportsEvent } from '@app/contract';
import { App } from '../App.tsx';
import { initTexts } from '../i18n.ts';
import { fakeOperatorApi, memoryStorage, refused } from './fakeServer.ts';

beforeAll(() => initTexts('en'));
afterEach(() => jest.restoreAllMocks());

const HOUR = 3_600_000;

function eventOf(id: string, fields: Partial<OperatorSportsEvent>): OperatorSportsEvent {
  return {
    id,
    sportId: 'football',
    leagueId: 'premier',
    leagueName: 'Premier Division',
    home: 'Harrow Vale',
    away: 'Eastmoor Town',
    startsAt: new Date(Date.now() - HOUR).toISOString(),
    status: 'live',
    score: { home: 1, away: 0 },
    clock: { period: 2, minute: 60 },
    mainMarket: null,
    marketCount: 3,
    version: 4,
    suspended: false,
    openBets: 12,
    endedAt: null,
    ...fields,
  };
}

function eventsOnServer(): OperatorSportsEvent[] {
  return [
    eventOf('ev-live', {}),
    eventOf('ev-held', { home: 'Quillon Rovers', away: 'Brackwater', suspended: true, openBets: 3 }),
    eventOf('ev-later', {
      sportId: 'tennis',
      leagueName: 'Coastal Open',
      home: 'A. Moreau',
      away: 'K. Tanaka',
      status: 'upcoming',
      startsAt: new Date(Date.now() + 5 * HOUR).toISOString(),
      score: null,
      clock: null,
      openBets: 0,
    }),
    eventOf('ev-done', {
      status: 'finished',
      score: { home: 2, away: 2 },
      openBets: 0,
      endedAt: new Date(Date.now() - HOUR / 2).toISOString(),
    }),
  ];
}

/** The operator API of the sportsbook's events: the list filtered as the server filters it, and each action changing what it answers next. */
function signedInAs(role: string, path = '/backoffice/sports-events', options: { over?: string } = {}) {
  window.history.pushState({}, '', path);
  const storage = memoryStorage();
  storage.setItem('backoffice.session', JSON.stringify({ token: 't', member: { staffId: '1', email: `${role}@b.example`, role } }));
  const events = eventsOnServer();
  const find = (id: unknown) => events.find((event) => event.id === id)!;
  const answer = (event: OperatorSportsEvent) => ({ body: { event, markets: [] as Market[] } });
  const act = (change: (event: OperatorSportsEvent, body: Record<string, unknown>) => void) => (body: Record<string, unknown>) => {
    const event = find(body.eventId);
    if (options.over === event.id) return refused(409, 'SPORTS_EVENT_OVER');
    change(event, body);
    return answer(event);
  };
  const api = fakeOperatorApi({
    '/operator/staff/session': {
      body: { actor: { kind: 'staff', staffId: '1', email: `${role}@b.example`, role }, idleExpiresAt: 'x', expiresAt: 'y' },
    },
    '/operator/health': { body: { ok: true, version: '1' } },
    '/operator/maintenance/get': { body: { maintenance: { enabled: false, endTime: null } } },
    '/operator/sports/events/list': (body) => {
      const status = String(body.status ?? 'open');
      const search = String(body.search ?? '').toLowerCase();
      const list = events.filter(
        (event) =>
          (status === 'open' ? event.status === 'live' || event.status === 'upcoming' : event.status === status) &&
          (!body.sportId || event.sportId === body.sportId) &&
          (!search || `${event.home} ${event.away} ${event.leagueName}`.toLowerCase().includes(search) || event.id === search),
      );
      const pageSize = Number(body.pageSize ?? 20);
      const page = Number(body.page ?? 1);
      return { body: { list: list.slice((page - 1) * pageSize, page * pageSize), page, pageSize, total: list.length } };
    },
    '/operator/sports/events/suspend': act((event) => Object.assign(event, { suspended: true })),
    '/operator/sports/events/resume': act((event) => Object.assign(event, { suspended: false })),
    '/operator/sports/events/settle': act((event, body) =>
      Object.assign(event, { status: 'finished', score: body.score, suspended: false, endedAt: new Date().toISOString() }),
    ),
    '/operator/sports/events/void': act((event) => Object.assign(event, { status: 'cancelled', endedAt: new Date().toISOString() })),
  });
  render(<App storage={storage} />);
  return { api, events };
}

const callsTo = (api: ReturnType<typeof fakeOperatorApi>, path: string) => api.calls.filter((call) => call.path === path);
const rowOf = async (name: string) => {
  const table = await screen.findByRole('table', { name: 'Events' });
  const row = within(table)
    .getAllByTestId('sports-event-row')
    .find((candidate) => candidate.textContent?.includes(name));
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

describe('the sports events page', () => {
  it('lists the open events with their sport, start, state, hold, score and open bets, and filters them', async () => {
    const user = userEvent.setup();
    const { api } = signedInAs('trading');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sports events' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Events' });
    const rows = within(table).getAllByTestId('sports-event-row');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Harrow Vale v Eastmoor Town');
    expect(rows[0]).toHaveTextContent('Premier Division');
    expect(rows[0]).toHaveTextContent('Football');
    expect(rows[0]).toHaveTextContent('Live');
    expect(rows[0]).toHaveTextContent('1–0');
    expect(rows[0]).toHaveTextContent('12');
    expect(rows[0]).not.toHaveTextContent('Suspended');
    expect(rows[1]).toHaveTextContent('Suspended');
    expect(within(rows[1]!).getByRole('button', { name: 'Resume Quillon Rovers v Brackwater' })).toBeInTheDocument();
    // An event still to start may be voided, not settled.
    expect(within(rows[2]!).getByRole('button', { name: 'Void A. Moreau v K. Tanaka' })).toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('button', { name: /^Settle/ })).not.toBeInTheDocument();
    expect(callsTo(api, '/operator/sports/events/list')[0]?.body).toEqual({ status: 'open', page: 1, pageSize: 25 });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sport' }), 'tennis');
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Events' })).getAllByTestId('sports-event-row')).toHaveLength(1));
    expect(callsTo(api, '/operator/sports/events/list').at(-1)?.body).toEqual({ status: 'open', sportId: 'tennis', page: 1, pageSize: 25 });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sport' }), '');
    await user.type(screen.getByRole('searchbox', { name: 'Team, league or event id' }), 'quillon');
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Events' })).getAllByTestId('sports-event-row')).toHaveLength(1));
    expect(callsTo(api, '/operator/sports/events/list').at(-1)?.body).toEqual({ status: 'open', search: 'quillon', page: 1, pageSize: 25 });

    await user.clear(screen.getByRole('searchbox', { name: 'Team, league or event id' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Events' })).getAllByTestId('sports-event-row')).toHaveLength(3));
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'finished');
    const finished = await rowOf('Harrow Vale');
    expect(finished).toHaveTextContent('Finished');
    expect(finished).toHaveTextContent('2–2');
    expect(finished).toHaveTextContent('Ended');
    expect(within(finished).queryByRole('button')).not.toBeInTheDocument();
  });

  it('suspends an event after confirming, and resumes it', async () => {
    const user = userEvent.setup();
    const { api } = signedInAs('trading');
    await user.click(within(await rowOf('Harrow Vale')).getByRole('button', { name: 'Suspend Harrow Vale v Eastmoor Town' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Harrow Vale v Eastmoor Town?' });
    expect(dialog).toHaveTextContent('no bet and no cash-out');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('Harrow Vale v Eastmoor Town is suspended: its markets take no bets.')).toBeInTheDocument();
    expect(callsTo(api, '/operator/sports/events/suspend').map((call) => call.body)).toEqual([{ eventId: 'ev-live' }]);
    await waitFor(async () => expect(await rowOf('Harrow Vale')).toHaveTextContent('Suspended'));

    await user.click(within(await rowOf('Harrow Vale')).getByRole('button', { name: 'Resume Harrow Vale v Eastmoor Town' }));
    const resume = await screen.findByRole('dialog', { name: 'Resume Harrow Vale v Eastmoor Town?' });
    await user.click(within(resume).getByRole('button', { name: 'Resume' }));
    expect(await screen.findByText('Harrow Vale v Eastmoor Town is taking bets again.')).toBeInTheDocument();
    expect(callsTo(api, '/operator/sports/events/resume').map((call) => call.body)).toEqual([{ eventId: 'ev-live' }]);
  });

  it('settles an event from a final score it may end with and a reason, checked before it is sent', async () => {
    const user = userEvent.setup();
    const { api } = signedInAs('trading');
    await user.click(within(await rowOf('Harrow Vale')).getByRole('button', { name: 'Settle Harrow Vale v Eastmoor Town' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settle Harrow Vale v Eastmoor Town' });
    expect(dialog).toHaveTextContent('Score now: 1–0');
    const home = within(dialog).getByRole('textbox', { name: 'Harrow Vale (home)' });
    const away = within(dialog).getByRole('textbox', { name: 'Eastmoor Town (away)' });
    expect(home).toHaveValue('1');
    await user.clear(home);
    await user.type(home, '0');
    await user.type(within(dialog).getByRole('textbox', { name: 'Why it is settled by hand' }), 'The feed sent no result');
    await user.click(within(dialog).getByRole('button', { name: 'Settle' }));
    expect(await within(dialog).findByText('The final score cannot be below the score now.')).toBeInTheDocument();
    expect(callsTo(api, '/operator/sports/events/settle')).toHaveLength(0);

    await user.clear(home);
    await user.type(home, '2');
    await user.clear(away);
    await user.type(away, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Settle' }));
    expect(await screen.findByText('Harrow Vale v Eastmoor Town is settled at 2–1; its bets are settled.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(api, '/operator/sports/events/settle').map((call) => call.body)).toEqual([
      { eventId: 'ev-live', score: { home: 2, away: 1 }, reason: 'The feed sent no result' },
    ]);
    await waitFor(async () => expect(within(await screen.findByRole('table', { name: 'Events' })).queryByText(/Harrow Vale/)).toBeNull());
  });

  it('voids an event with a reason, and says why when the platform refuses', async () => {
    const user = userEvent.setup();
    const { api } = signedInAs('trading', '/backoffice/sports-events', { over: 'ev-held' });
    await user.click(within(await rowOf('Quillon Rovers')).getByRole('button', { name: 'Void Quillon Rovers v Brackwater' }));
    const refusedDialog = await screen.findByRole('dialog', { name: 'Void Quillon Rovers v Brackwater' });
    await user.type(within(refusedDialog).getByRole('textbox', { name: 'Reason' }), 'Match abandoned');
    await user.click(within(refusedDialog).getByRole('button', { name: 'Void' }));
    expect(await within(refusedDialog).findByText('This event is already over: it was settled or voided.')).toBeInTheDocument();
    await user.click(within(refusedDialog).getByRole('button', { name: 'Cancel' }));

    await user.click(within(await rowOf('Harrow Vale')).getByRole('button', { name: 'Void Harrow Vale v Eastmoor Town' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void Harrow Vale v Eastmoor Town' });
    expect(dialog).toHaveTextContent('players do not see it');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Floodlights failed');
    await user.click(within(dialog).getByRole('button', { name: 'Void' }));
    expect(await screen.findByText('Harrow Vale v Eastmoor Town is void; its bets are refunded.')).toBeInTheDocument();
    expect(callsTo(api, '/operator/sports/events/void').map((call) => call.body)).toEqual([
      { eventId: 'ev-held', reason: 'Match abandoned' },
      { eventId: 'ev-live', reason: 'Floodlights failed' },
    ]);
  });

  it('is not there for a role without the sportsbook', async () => {
    signedInAs('support');
    expect(await screen.findByText('Your role does not give access to this page.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Sports events' })).not.toBeInTheDocument();
  });
});
