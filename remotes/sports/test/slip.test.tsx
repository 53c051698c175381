// The bet slip as a player uses it: odds tapped on and off, the slip kept across pages and
// reloads, singles and accumulators, the stake with its potential win, and what happens when the
// odds moved or a market closed.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPath, errorResponse, jsonResponse } from '@app/api/testing';
import { store, walletAtom } from '@app/state';
import { SLIP_STORAGE_KEY } from '../src/shared/model/stores.ts';
import {
  bodiesTo,
  bookRoutes,
  fakeBet,
  fakeMarket,
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

async function openSports() {
  renderSports('/sports');
  await screen.findByRole('heading', { name: text('events.live') });
}

/** The odds button of an outcome of a match in the list ("Arsenal, odds 2.10"). */
function odds(name: RegExp) {
  return screen.getByRole('button', { name });
}

async function openSlip(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: new RegExp(text('slip.title'), 'i') }));
  return screen.getByRole('dialog', { name: text('slip.title') });
}

describe('the bet slip', () => {
  it('takes a selection on a tap and gives it back on a second tap', async () => {
    signIn();
    startApi(bookRoutes());
    const user = userEvent.setup();
    await openSports();
    const arsenal = odds(/^Arsenal, odds 2\.10$/);
    expect(arsenal).toHaveAttribute('aria-pressed', 'false');
    await user.click(arsenal);
    expect(arsenal).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: text('slip.open', { count: 1 }) })).toBeInTheDocument();
    await user.click(arsenal);
    expect(arsenal).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('button', { name: text('slip.open', { count: 1 }) })).not.toBeInTheDocument();
  });

  it('survives leaving the page and a reload (it is kept in local storage)', async () => {
    signIn();
    startApi(bookRoutes());
    const user = userEvent.setup();
    const first = renderSports('/sports');
    await screen.findByRole('heading', { name: text('events.live') });
    await user.click(odds(/^Arsenal, odds 2\.10$/));
    await user.click(odds(/^Everton, odds 4\.50$/));
    first.unmount();
    const stored = JSON.parse(window.localStorage.getItem(SLIP_STORAGE_KEY) ?? '{}') as { legs: { selectionId: string }[] };
    expect(stored.legs.map((leg) => leg.selectionId)).toEqual(['evt-1-mr-home', 'evt-2-mr-away']);

    renderSports('/sports/event/evt-1');
    expect(await screen.findByRole('button', { name: text('slip.open', { count: 2 }) })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Arsenal, odds 2\.10$/ })).toHaveAttribute('aria-pressed', 'true');
    // The slip follows the events of its selections live.
    expect(wantedTopics()).toEqual(expect.arrayContaining(['sports.event.evt-1', 'sports.event.evt-2']));
  });

  it('shows odds in the format the player chose, and keeps the choice', async () => {
    signIn();
    startApi(bookRoutes());
    const user = userEvent.setup();
    await openSports();
    await user.selectOptions(screen.getByLabelText(text('settings.oddsFormat')), 'fractional');
    expect(odds(/^Arsenal, odds 11\/10$/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(text('settings.oddsFormat')), 'american');
    expect(odds(/^Arsenal, odds \+110$/)).toBeInTheDocument();
    expect(window.localStorage.getItem('sports-odds-format')).toBe('"american"');
  });

  it('offers an accumulator of two matches with its combined odds and potential win, and refuses one of two legs of a match', async () => {
    signIn();
    startApi(bookRoutes());
    const user = userEvent.setup();
    await openSports();
    await user.click(odds(/^Arsenal, odds 2\.10$/));
    await user.click(odds(/^Liverpool, odds 1\.80$/));
    const slip = await openSlip(user);
    const accumulator = within(slip).getByRole('tab', { name: text('slip.accumulator') });
    await waitFor(() => expect(accumulator).toHaveAttribute('aria-selected', 'true'));
    await user.type(within(slip).getByLabelText(text('slip.stake')), '10');
    expect(within(slip).getByText('3.78')).toBeInTheDocument();
    expect(within(slip).getByTestId('potential-win')).toHaveTextContent('$37.80');

    // A second selection of the first match: the accumulator is refused, with the reason, and the legs marked.
    await user.keyboard('{Escape}');
    await user.click(odds(/^Chelsea, odds 3\.20$/));
    const again = await openSlip(user);
    expect(within(again).getByRole('tab', { name: text('slip.accumulator') })).toBeDisabled();
    expect(within(again).getByText(text('slip.block.sameEvent'))).toBeInTheDocument();
    expect(within(again).getAllByText(text('slip.sameEventLeg'))).toHaveLength(2);
    expect(within(again).getByRole('tab', { name: text('slip.single') })).toHaveAttribute('aria-selected', 'true');
    expect(within(again).getByLabelText(text('slip.stakeEach'))).toBeInTheDocument();
  });

  it('places a single with the odds seen and its own Idempotency-Key, and the balance follows', async () => {
    signIn();
    const api = startApi({
      ...bookRoutes(),
      [apiPath('/sports/bet/place')]: () => jsonResponse({ bet: fakeBet(), balance: { currency: 'USD', cash: '90', operatorBonus: '0' } }),
    });
    const user = userEvent.setup();
    await openSports();
    await user.click(odds(/^Arsenal, odds 2\.10$/));
    const slip = await openSlip(user);
    await user.type(within(slip).getByLabelText(text('slip.stake')), '10');
    expect(within(slip).getByTestId('potential-win')).toHaveTextContent('$21.00');
    await user.click(within(slip).getByRole('button', { name: text('slip.place') }));

    expect(await within(slip).findByText(text('slip.placedTitle'))).toBeInTheDocument();
    expect(bodiesTo(api, '/sports/bet/place')).toEqual([
      { selections: [{ selectionId: 'evt-1-mr-home', odds: '2.10' }], stake: '10', currency: 'USD', oddsChange: 'none' },
    ]);
    expect(api.callsTo('/v1/sports/bet/place')[0]?.request.headers.get('Idempotency-Key')).toMatch(/^[\x21-\x7e]{8,100}$/);
    expect(store.get(walletAtom).balances[0]?.cash).toBe('90');
    expect(screen.queryByRole('button', { name: /^Arsenal, odds/ })).toHaveAttribute('aria-pressed', 'false');
  });

  it('marks the leg whose odds moved, announces it in the slip only, and places again after one tap on Accept', async () => {
    signIn();
    let answer = () => errorResponse(409, 'SPORTS_ODDS_CHANGED', { meta: { changes: [{ selectionId: 'evt-1-mr-home', odds: '1.95' }] } });
    const api = startApi({ ...bookRoutes(), [apiPath('/sports/bet/place')]: () => answer() });
    const user = userEvent.setup();
    await openSports();
    await user.click(odds(/^Arsenal, odds 2\.10$/));
    const slip = await openSlip(user);
    await user.type(within(slip).getByLabelText(text('slip.stake')), '10');
    await user.click(within(slip).getByRole('button', { name: text('slip.place') }));

    expect(await within(slip).findByRole('alert')).toHaveTextContent('The odds have changed');
    expect(within(slip).getByText(text('slip.oddsDown', { from: '2.10', to: '1.95' }))).toBeInTheDocument();
    expect(within(slip).getByRole('button', { name: text('slip.place') })).toBeDisabled();

    // The feed moves the odds again while the slip is open: the slip says so politely.
    await push({ m: 'sports.odds.update', p: { eventId: 'evt-1', version: 5, market: fakeMarket('evt-1', ['2.00', '3.40', '3.20']) } });
    const news = text('slip.oddsNews', { name: 'Arsenal', from: '1.95', to: '2.00' });
    expect(within(slip).getByText(news)).toHaveAttribute('aria-live', 'polite');

    answer = () => jsonResponse({ bet: fakeBet({ odds: '2.00' }), balance: { currency: 'USD', cash: '90', operatorBonus: '0' } });
    await user.click(within(slip).getByRole('button', { name: text('slip.acceptOdds') }));
    await user.click(within(slip).getByRole('button', { name: text('slip.place') }));
    expect(await within(slip).findByText(text('slip.placedTitle'))).toBeInTheDocument();
    const bodies = bodiesTo(api, '/sports/bet/place') as { selections: { odds: string }[] }[];
    expect(bodies.map((body) => body.selections[0]?.odds)).toEqual(['2.10', '2.00']);
    // A new body is a new intent: it carries another key.
    const keys = api.callsTo('/v1/sports/bet/place').map((call) => call.request.headers.get('Idempotency-Key'));
    expect(new Set(keys).size).toBe(2);
  });

  it('takes moved odds without asking when the setting says so', async () => {
    signIn();
    startApi(bookRoutes());
    const user = userEvent.setup();
    await openSports();
    await user.click(odds(/^Arsenal, odds 2\.10$/));
    const slip = await openSlip(user);
    await push({ m: 'sports.odds.update', p: { eventId: 'evt-1', version: 5, market: fakeMarket('evt-1', ['2.40', '3.40', '3.20']) } });
    await user.type(within(slip).getByLabelText(text('slip.stake')), '5');
    expect(within(slip).getByRole('button', { name: text('slip.place') })).toBeDisabled();
    await user.selectOptions(within(slip).getByLabelText(text('slip.oddsChange')), 'better');
    expect(within(slip).getByRole('button', { name: text('slip.place') })).toBeEnabled();
  });

  it('locks a suspended selection, says why a closed market was refused, and lets the player remove it', async () => {
    signIn();
    startApi({
      ...bookRoutes(),
      [apiPath('/sports/bet/place')]: () =>
        errorResponse(409, 'SPORTS_MARKET_CLOSED', { meta: { selectionId: 'evt-2-mr-home', status: 'suspended' } }),
    });
    const user = userEvent.setup();
    await openSports();
    await user.click(odds(/^Liverpool, odds 1\.80$/));
    const slip = await openSlip(user);
    await user.type(within(slip).getByLabelText(text('slip.stake')), '5');
    await user.click(within(slip).getByRole('button', { name: text('slip.place') }));
    expect(await within(slip).findByRole('alert')).toHaveTextContent('This market is closed for now');
    expect(within(slip).getByText(text('slip.suspended'))).toBeInTheDocument();
    await user.click(within(slip).getByRole('button', { name: text('slip.removeClosed') }));
    expect(within(slip).getByText(text('slip.emptyTitle'))).toBeInTheDocument();
  });

  it('tells a stake above the balance, and asks a visitor to sign in instead of placing', async () => {
    signIn('3');
    startApi(bookRoutes());
    const user = userEvent.setup();
    await openSports();
    await user.click(odds(/^Arsenal, odds 2\.10$/));
    let slip = await openSlip(user);
    await user.type(within(slip).getByLabelText(text('slip.stake')), '5');
    expect(within(slip).getByText(text('slip.stakeProblem.aboveBalance'))).toBeInTheDocument();
    expect(within(slip).getByRole('button', { name: text('slip.place') })).toBeDisabled();

    await user.keyboard('{Escape}');
    act(() => signOut());
    slip = await openSlip(user);
    expect(within(slip).getByText(text('slip.signIn'))).toBeInTheDocument();
    expect(within(slip).queryByRole('button', { name: text('slip.place') })).not.toBeInTheDocument();
  });
});
