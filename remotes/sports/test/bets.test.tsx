// My bets: open and settled, cash-out in two steps (quote, then confirm) with a moved offer shown,
// live settlement over the socket, and a sign-in call for visitors.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPath, errorResponse, jsonResponse } from '@app/api/testing';
import type { SportsBet } from '@app/contract';
import { store, walletAtom } from '@app/state';
import {
  bodiesTo,
  fakeBet,
  LIVE_MATCH,
  push,
  renderSports,
  resetAll,
  setupTexts,
  signIn,
  signOut,
  startApi,
  text,
  wantedTopics,
} from './harness.tsx';

beforeAll(setupTexts);
afterEach(resetAll);

const ACCA = fakeBet({
  id: 'bet-2',
  kind: 'accumulator',
  odds: '3.78',
  potentialWin: '37.80',
  cashoutOffer: null,
  legs: [
    { ...fakeBet().legs[0]!, result: 'won' },
    { ...fakeBet().legs[0]!, selectionId: 'evt-2-mr-home', eventId: 'evt-2', home: 'Liverpool', away: 'Everton', odds: '1.80' },
  ],
});

/** The bets list as the platform pages it: newest first, a page going on after the bet its cursor names. */
function betsRoutes(lists: { open: SportsBet[]; settled: SportsBet[] }) {
  return {
    [apiPath('/sports/bets/list')]: ({ body }: { body: unknown }) => {
      const { status, pageSize = 20, cursor } = body as { status: 'open' | 'settled'; pageSize?: number; cursor?: string };
      const all = status === 'settled' ? lists.settled : lists.open;
      const start = cursor ? all.findIndex((bet) => bet.id === cursor) + 1 : 0;
      const list = all.slice(start, start + pageSize);
      const nextCursor = start + pageSize < all.length ? list.at(-1)!.id : null;
      return jsonResponse({ list, page: 1, pageSize, total: all.length, nextCursor });
    },
    [apiPath('/sports/settings/get')]: () => jsonResponse({ maxLegs: 3, limits: [], cashoutMarginPercent: 5 }),
  };
}

describe('my bets', () => {
  it('asks a visitor to sign in', async () => {
    signOut();
    startApi({});
    renderSports('/sports/bets');
    expect(await screen.findByText(text('bets.signIn'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text('common.signIn') })).toHaveAttribute('href', '/auth/sign-in');
  });

  it('lists open bets with their legs and settled ones on their tab', async () => {
    signIn();
    startApi(
      betsRoutes({ open: [fakeBet(), ACCA], settled: [fakeBet({ id: 'bet-3', status: 'won', payout: '21.00', cashoutOffer: null })] }),
    );
    const user = userEvent.setup();
    renderSports('/sports/bets');
    expect(await screen.findByText(text('bets.accumulator', { count: 2 }))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Cash out \$14\.20/ })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: text('bets.settled') }));
    const panel = await screen.findByRole('tabpanel');
    expect(await within(panel).findByText(text('bets.status.won'))).toBeInTheDocument();
    expect(within(panel).getByText('$21.00')).toBeInTheDocument();
  });

  it('shows 20 bets, then the next ones from where the list ended, none twice and none left out while bets land', async () => {
    signIn();
    const match = (index: number) =>
      fakeBet({ id: `bet-${index}`, legs: [{ ...fakeBet().legs[0]!, home: `Home ${index}`, away: `Away ${index}` }] });
    const lists = { open: Array.from({ length: 25 }, (_, index) => match(index)), settled: [] as SportsBet[] };
    const api = startApi(betsRoutes(lists));
    const user = userEvent.setup();
    renderSports('/sports/bets');
    const shown = () => screen.getAllByText(/Home \d+ v Away \d+/).map((node) => /Home (\d+)/.exec(node.textContent ?? '')![1]);
    await waitFor(() => expect(shown()).toHaveLength(20));
    // Bets placed meanwhile land at the top of the list; showing more goes on after the 20th.
    lists.open.unshift(match(100), match(101));
    await user.click(screen.getByRole('button', { name: text('bets.more') }));
    await waitFor(() => expect(shown()).toHaveLength(25));
    expect(shown()).toEqual(Array.from({ length: 25 }, (_, index) => String(index)));
    expect(bodiesTo(api, '/sports/bets/list')).toEqual([
      { status: 'open', pageSize: 20 },
      { status: 'open', pageSize: 20, cursor: 'bet-19' },
    ]);
    expect(screen.queryByRole('button', { name: text('bets.more') })).not.toBeInTheDocument();
  });

  it('cashes out after a quote, shows a moved offer, and pays the new one once confirmed', async () => {
    signIn();
    let cashout = () => errorResponse(409, 'SPORTS_CASHOUT_OFFER_CHANGED', { meta: { offer: '13.90' } });
    const api = startApi({
      ...betsRoutes({ open: [fakeBet()], settled: [] }),
      [apiPath('/sports/bet/cashout/quote')]: () => jsonResponse({ betId: 'bet-1', offer: '14.20', currency: 'USD' }),
      [apiPath('/sports/bet/cashout')]: () => cashout(),
    });
    const user = userEvent.setup();
    renderSports('/sports/bets');
    await user.click(await screen.findByRole('button', { name: /Cash out \$14\.20/ }));
    const dialog = await screen.findByRole('dialog', { name: text('cashout.title') });
    expect(within(dialog).getByText('$14.20')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: text('cashout.confirm') }));
    expect(await within(dialog).findByText(text('cashout.moved'))).toBeInTheDocument();
    expect(within(dialog).getByText('$13.90')).toBeInTheDocument();

    cashout = () =>
      jsonResponse({
        bet: fakeBet({ status: 'cashed_out', payout: '13.90', cashoutOffer: null }),
        balance: { currency: 'USD', cash: '113.90', operatorBonus: '0' },
      });
    await user.click(within(dialog).getByRole('button', { name: text('cashout.confirm') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText(text('cashout.done'), { exact: false })).toBeInTheDocument();
    // The platform's news of the same cash-out on the socket adds no second banner.
    await push({ m: 'sports.bet.settled', p: { bet: fakeBet({ status: 'cashed_out', payout: '13.90', cashoutOffer: null }) } });
    expect(screen.queryByText(text('bets.settledNews', { status: text('bets.status.cashed_out') }), { exact: false })).toBeNull();
    expect(screen.getAllByText(/13\.90/)).toHaveLength(1);
    expect(bodiesTo(api, '/sports/bet/cashout')).toEqual([
      { betId: 'bet-1', offer: '14.20' },
      { betId: 'bet-1', offer: '13.90' },
    ]);
    const keys = api.callsTo('/v1/sports/bet/cashout').map((call) => call.request.headers.get('Idempotency-Key'));
    expect(keys.every(Boolean)).toBe(true);
    expect(store.get(walletAtom).balances[0]?.cash).toBe('113.90');
  });

  it('shows the score and the clock of an open bet’s live match, kept live from the socket', async () => {
    signIn();
    startApi(betsRoutes({ open: [fakeBet()], settled: [] }));
    renderSports('/sports/bets');
    await screen.findByRole('button', { name: /Cash out/ });
    const card = document.querySelector('[data-bet-id="bet-1"]') as HTMLElement;
    await waitFor(() => expect(wantedTopics()).toContain('sports.event.evt-1'));
    await push({
      m: 'sports.event.snapshot',
      p: { event: { ...LIVE_MATCH, version: 5, score: { home: 1, away: 0 }, clock: { period: 2, minute: 63 } }, markets: [] },
    });
    expect(await within(card).findByLabelText(text('event.score', { home: 1, away: 0 }))).toBeInTheDocument();
    expect(within(card).getByTestId('leg-live')).toHaveTextContent(text('clock.minute', { minute: 63 }));
    await push({
      m: 'sports.event.update',
      p: { event: { ...LIVE_MATCH, version: 6, score: { home: 2, away: 0 }, clock: { period: 2, minute: 71 } } },
    });
    expect(await within(card).findByLabelText(text('event.score', { home: 2, away: 0 }))).toBeInTheDocument();
    expect(within(card).getByTestId('leg-live')).toHaveTextContent(text('clock.minute', { minute: 71 }));
  });

  it('shows the score and the clock of an open bet’s live match from the matches live now, before any message of the socket', async () => {
    signIn();
    const live = { ...LIVE_MATCH, version: 3, score: { home: 2, away: 1 }, clock: { period: 2, minute: 77 } };
    const upcomingBet = fakeBet({
      id: 'bet-3',
      legs: [{ ...fakeBet().legs[0]!, selectionId: 'evt-2-mr-home', eventId: 'evt-2', home: 'Liverpool', away: 'Everton' }],
    });
    startApi({
      ...betsRoutes({ open: [fakeBet(), upcomingBet], settled: [] }),
      [apiPath('/sports/events/list')]: ({ body }: { body: unknown }) => {
        const { status } = body as { status?: string };
        const list = status === 'live' ? [live] : [];
        return jsonResponse({ list, page: 1, pageSize: 50, total: list.length });
      },
    });
    renderSports('/sports/bets');
    await screen.findAllByRole('button', { name: /Cash out/ });
    const card = document.querySelector('[data-bet-id="bet-1"]') as HTMLElement;
    expect(await within(card).findByLabelText(text('event.score', { home: 2, away: 1 }))).toBeInTheDocument();
    expect(within(card).getByTestId('leg-live')).toHaveTextContent(text('clock.minute', { minute: 77 }));
    // A match still to start has no score to show.
    const upcoming = document.querySelector('[data-bet-id="bet-3"]') as HTMLElement;
    expect(within(upcoming).queryByTestId('leg-live')).toBeNull();
    // The socket's newer news of the match wins over the list's.
    await push({
      m: 'sports.event.update',
      p: { event: { ...live, version: 4, score: { home: 3, away: 1 }, clock: { period: 2, minute: 80 } } },
    });
    expect(await within(card).findByLabelText(text('event.score', { home: 3, away: 1 }))).toBeInTheDocument();
    expect(within(card).getByTestId('leg-live')).toHaveTextContent(text('clock.minute', { minute: 80 }));
  });

  it('tells why there is no offer when the quote is refused', async () => {
    signIn();
    startApi({
      ...betsRoutes({ open: [fakeBet()], settled: [] }),
      [apiPath('/sports/bet/cashout/quote')]: () => errorResponse(409, 'SPORTS_CASHOUT_UNAVAILABLE'),
    });
    const user = userEvent.setup();
    renderSports('/sports/bets');
    await user.click(await screen.findByRole('button', { name: /Cash out \$14\.20/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cash out is not available for this bet right now.');
  });

  it('moves a bet from open to settled when the socket says it was settled', async () => {
    signIn();
    const lists: { open: SportsBet[]; settled: SportsBet[] } = { open: [fakeBet()], settled: [] };
    startApi(betsRoutes(lists));
    renderSports('/sports/bets');
    expect(await screen.findByRole('button', { name: /Cash out/ })).toBeInTheDocument();

    const won = fakeBet({ status: 'won', payout: '21.00', cashoutOffer: null, settledAt: '2026-11-24T21:40:00.000Z' });
    lists.open = [];
    lists.settled = [won];
    await push({ m: 'sports.bet.settled', p: { bet: won } });
    expect(await screen.findByText(text('bets.settledNews', { status: text('bets.status.won') }), { exact: false })).toBeInTheDocument();
    expect(await screen.findByText(text('bets.emptyOpenTitle'))).toBeInTheDocument();
  });
});
