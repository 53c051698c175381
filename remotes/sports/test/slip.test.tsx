// The bet slip as a player uses it: odds tapped on and off, the slip kept across pages and
// reloads, singles and accumulators, the stake with its potential win, and what happens when the
// odds moved or a market closed.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPath, errorResponse, jsonResponse } from '@app/api/testing';
import { store, walletAtom } from '@app/state';
import { legOf } from '../src/shared/model/slip.ts';
import { SLIP_STORAGE_KEY, slipStore } from '../src/shared/model/stores.ts';
import {
  bodiesTo,
  bookRoutes,
  fakeBet,
  fakeEvent,
  fakeMarket,
  push,
  renderSports,
  resetAll,
  SETTINGS,
  setupTexts,
  signIn,
  signOut,
  startApi,
  text,
  wantedTopics,
} from './harness.tsx';

beforeAll(setupTexts);
afterEach(resetAll);

const LIVE_EVENT = fakeEvent({ id: 'evt-1', status: 'live' });

async function openSports() {
  renderSports('/sports');
  await screen.findByRole('heading', { name: text('events.live') });
}

/** The odds button of an outcome of a match in the list ("Arsenal, odds 2.10"). */
function odds(name: RegExp) {
  return screen.getByRole('button', { name });
}

type User = ReturnType<typeof userEvent.setup>;

async function openSlip(user: User) {
  await user.click(screen.getByRole('button', { name: new RegExp(text('slip.title'), 'i') }));
  return screen.getByRole('dialog', { name: text('slip.title') });
}

/** The sports page with these odds tapped, then the slip open. */
async function slipWith(...picks: RegExp[]): Promise<{ user: User; slip: HTMLElement }> {
  const user = userEvent.setup();
  await openSports();
  for (const pick of picks) await user.click(odds(pick));
  return { user, slip: await openSlip(user) };
}

const ARSENAL = /^Arsenal, odds 2\.10$/;
const LIVERPOOL = /^Liverpool, odds 1\.80$/;

/** Types a stake into the slip's stake field, in place of the one there (the slip's default or the last). */
async function enterStake(user: User, slip: HTMLElement, amount: string) {
  const field = within(slip).getByLabelText(text('slip.stake'));
  await user.clear(field);
  await user.type(field, amount);
}

/** Taps the slip's Place button. */
async function place(user: User, slip: HTMLElement) {
  await user.click(within(slip).getByRole('button', { name: text('slip.place') }));
}

/** The feed's new odds for the live match's result market, at a version. */
function pushOdds(version: number, prices: [string, string, string], overrides: Parameters<typeof fakeMarket>[2] = {}) {
  return push({ m: 'sports.odds.update', p: { eventId: 'evt-1', version, market: fakeMarket('evt-1', prices, overrides) } });
}

/** The platform's answer to a bet placed: the bet, and the balance left ($90). */
function placed(bet = fakeBet()) {
  return jsonResponse({ bet, balance: { currency: 'USD', cash: '90', operatorBonus: '0' } });
}

describe('the bet slip', () => {
  it('takes a selection on a tap and gives it back on a second tap', async () => {
    signIn();
    startApi(bookRoutes());
    const user = userEvent.setup();
    await openSports();
    const arsenal = odds(ARSENAL);
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
    await user.click(odds(ARSENAL));
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
    const { user, slip } = await slipWith(ARSENAL, LIVERPOOL);
    const accumulator = within(slip).getByRole('tab', { name: text('slip.accumulator') });
    await waitFor(() => expect(accumulator).toHaveAttribute('aria-selected', 'true'));
    await enterStake(user, slip, '10');
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
      [apiPath('/sports/bet/place')]: () => placed(),
    });
    const { user, slip } = await slipWith(ARSENAL);
    await enterStake(user, slip, '10');
    expect(within(slip).getByTestId('potential-win')).toHaveTextContent('$21.00');
    await place(user, slip);

    expect(await within(slip).findByText(text('slip.placedTitle'))).toBeInTheDocument();
    expect(bodiesTo(api, '/sports/bet/place')).toEqual([
      { selections: [{ selectionId: 'evt-1-mr-home', odds: '2.10' }], stake: '10', currency: 'USD', oddsChange: 'better' },
    ]);
    expect(api.callsTo('/v1/sports/bet/place')[0]?.request.headers.get('Idempotency-Key')).toMatch(/^[\x21-\x7e]{8,100}$/);
    expect(store.get(walletAtom).balances[0]?.cash).toBe('90');
    expect(screen.queryByRole('button', { name: /^Arsenal, odds/ })).toHaveAttribute('aria-pressed', 'false');
  });

  it('marks the leg whose odds moved, announces it in the slip only, and places again after one tap on Accept', async () => {
    signIn();
    let answer = () => errorResponse(409, 'SPORTS_ODDS_CHANGED', { meta: { changes: [{ selectionId: 'evt-1-mr-home', odds: '1.95' }] } });
    const api = startApi({ ...bookRoutes(), [apiPath('/sports/bet/place')]: () => answer() });
    const { user, slip } = await slipWith(ARSENAL);
    await enterStake(user, slip, '10');
    await place(user, slip);

    expect(await within(slip).findByRole('alert')).toHaveTextContent('The odds have changed');
    expect(within(slip).getByText(text('slip.oddsDown', { from: '2.10', to: '1.95' }))).toBeInTheDocument();
    expect(within(slip).getByRole('button', { name: text('slip.place') })).toBeDisabled();

    // The feed moves the odds again while the slip is open: the slip says so politely.
    await pushOdds(5, ['2.00', '3.40', '3.20']);
    const news = text('slip.oddsNews', { name: 'Arsenal', from: '1.95', to: '2.00' });
    expect(within(slip).getByText(news)).toHaveAttribute('aria-live', 'polite');

    answer = () => placed(fakeBet({ odds: '2.00' }));
    await user.click(within(slip).getByRole('button', { name: text('slip.acceptOdds') }));
    await place(user, slip);
    expect(await within(slip).findByText(text('slip.placedTitle'))).toBeInTheDocument();
    const bodies = bodiesTo(api, '/sports/bet/place') as { selections: { odds: string }[] }[];
    expect(bodies.map((body) => body.selections[0]?.odds)).toEqual(['2.10', '2.00']);
    // A new body is a new intent: it carries another key.
    const keys = api.callsTo('/v1/sports/bet/place').map((call) => call.request.headers.get('Idempotency-Key'));
    expect(new Set(keys).size).toBe(2);
  });

  it('takes better odds without asking by default, and asks when they fall', async () => {
    signIn();
    startApi(bookRoutes());
    const { user, slip } = await slipWith(ARSENAL);
    await enterStake(user, slip, '5');
    await pushOdds(5, ['2.11', '3.40', '3.20']);
    expect(within(slip).getByText(text('slip.oddsUp', { from: '2.10', to: '2.11' }))).toBeInTheDocument();
    expect(within(slip).getByRole('button', { name: text('slip.place') })).toBeEnabled();
    expect(within(slip).queryByRole('button', { name: text('slip.acceptOdds') })).not.toBeInTheDocument();
    expect(within(slip).getByLabelText(text('slip.oddsChange'))).toHaveValue('better');
    await pushOdds(6, ['2.05', '3.40', '3.20']);
    expect(within(slip).getByRole('button', { name: text('slip.place') })).toBeDisabled();
    expect(within(slip).getByRole('button', { name: text('slip.acceptOdds') })).toBeInTheDocument();
  });

  it("follows the operator's default until the player chooses, and remembers the player's choice", async () => {
    signIn();
    startApi({ ...bookRoutes(), [apiPath('/sports/settings/get')]: () => jsonResponse({ ...SETTINGS, oddsChangeDefault: 'none' }) });
    const { user, slip } = await slipWith(ARSENAL);
    await enterStake(user, slip, '5');
    await waitFor(() => expect(within(slip).getByLabelText(text('slip.oddsChange'))).toHaveValue('none'));
    await pushOdds(5, ['2.40', '3.40', '3.20']);
    expect(within(slip).getByRole('button', { name: text('slip.place') })).toBeDisabled();
    await user.selectOptions(within(slip).getByLabelText(text('slip.oddsChange')), 'better');
    expect(within(slip).getByRole('button', { name: text('slip.place') })).toBeEnabled();
    const stored = JSON.parse(window.localStorage.getItem(SLIP_STORAGE_KEY) ?? '{}') as { oddsChoice?: string };
    expect(stored.oddsChoice).toBe('better');
  });

  it('offers four quick stakes of the currency that set the stake with a pressed state, for a single and an accumulator', async () => {
    signIn();
    startApi(bookRoutes());
    const { user, slip } = await slipWith(ARSENAL);
    const chips = within(within(slip).getByRole('group', { name: text('slip.quickStakes') })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual(['$1.00', '$5.00', '$10.00', '$25.00']);
    expect(chips.map((chip) => chip.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false', 'false']);
    await user.click(within(slip).getByRole('button', { name: '$10.00' }));
    expect(within(slip).getByLabelText(text('slip.stake'))).toHaveValue('10');
    expect(within(slip).getByRole('button', { name: '$10.00' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(slip).getByRole('button', { name: '$5.00' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(slip).getByTestId('potential-win')).toHaveTextContent('$21.00');
    expect(within(slip).getByRole('button', { name: text('slip.place') })).toBeEnabled();
    // From the keyboard too: a chip is a button in the tab order.
    within(slip).getByRole('button', { name: '$25.00' }).focus();
    await user.keyboard('{Enter}');
    expect(within(slip).getByLabelText(text('slip.stake'))).toHaveValue('25');
    // Typing another amount leaves no chip pressed.
    await enterStake(user, slip, '7');
    expect(within(slip).queryByRole('button', { pressed: true })).toBeNull();
  });

  it('starts a new player’s slip on the smallest quick stake of their currency, which they can change or clear', async () => {
    signIn();
    startApi(bookRoutes());
    const { user, slip } = await slipWith(ARSENAL, LIVERPOOL);
    const field = within(slip).getByLabelText(text('slip.stake'));
    await waitFor(() => expect(field).toHaveValue('1'));
    expect(within(slip).getByRole('button', { name: '$1.00' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(slip).getByTestId('potential-win')).toHaveTextContent('$3.78');
    expect(within(slip).getByRole('button', { name: text('slip.place') })).toBeEnabled();
    // The player's own choice holds: a cleared field stays empty, and a reload keeps it so.
    await user.clear(field);
    expect(field).toHaveValue('');
    expect(slipStore.get()).toMatchObject({ stake: '', stakeChosen: true });
    await user.type(field, '3');
    expect(field).toHaveValue('3');
  });

  it('starts the slip on the smallest quick stake of a euro player’s currency', async () => {
    signIn();
    store.set(walletAtom, { ...store.get(walletAtom), currency: 'EUR', balances: [{ currency: 'EUR', cash: '100', operatorBonus: '0' }] });
    startApi(bookRoutes());
    const { slip } = await slipWith(ARSENAL);
    const chips = within(within(slip).getByRole('group', { name: text('slip.quickStakes') })).getAllByRole('button');
    await waitFor(() => expect(within(slip).getByLabelText(text('slip.stake'))).not.toHaveValue(''));
    expect(chips[0]).toHaveAttribute('aria-pressed', 'true');
  });

  it('sets the combined stake of an accumulator from a quick stake', async () => {
    signIn();
    startApi(bookRoutes());
    const { user, slip } = await slipWith(ARSENAL, LIVERPOOL);
    expect(within(slip).getByRole('tab', { name: text('slip.accumulator') })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(slip).getByRole('button', { name: '$5.00' }));
    expect(within(slip).getByTestId('potential-win')).toHaveTextContent('$18.90');
  });

  it('locks a suspended selection, says why a closed market was refused, and lets the player remove it', async () => {
    signIn();
    startApi({
      ...bookRoutes(),
      [apiPath('/sports/bet/place')]: () =>
        errorResponse(409, 'SPORTS_MARKET_CLOSED', { meta: { selectionId: 'evt-2-mr-home', status: 'suspended' } }),
    });
    const { user, slip } = await slipWith(LIVERPOOL);
    await enterStake(user, slip, '5');
    await place(user, slip);
    expect(await within(slip).findByRole('alert')).toHaveTextContent('This market is closed for now');
    expect(within(slip).getByText(text('slip.suspended'))).toBeInTheDocument();
    await user.click(within(slip).getByRole('button', { name: text('slip.removeClosed') }));
    expect(within(slip).getByText(text('slip.emptyTitle'))).toBeInTheDocument();
  });

  it('takes live odds in the order of their versions: an older message that arrives late changes nothing', async () => {
    signIn();
    startApi(bookRoutes());
    const { slip } = await slipWith(ARSENAL);
    await pushOdds(5, ['2.40', '3.40', '3.20']);
    expect(within(slip).getByText(text('slip.oddsUp', { from: '2.10', to: '2.40' }))).toBeInTheDocument();
    // The change before it (version 4) comes in last: the slip keeps 2.40, and the market stays open.
    await pushOdds(4, ['2.20', '3.40', '3.20'], { status: 'suspended' });
    expect(within(slip).getByText(text('slip.oddsUp', { from: '2.10', to: '2.40' }))).toBeInTheDocument();
    expect(within(slip).queryByText(text('slip.suspended'))).not.toBeInTheDocument();
    // A snapshot older than what the slip holds is dropped too; a newer update is taken.
    await push({
      m: 'sports.event.snapshot',
      p: { event: { ...LIVE_EVENT, version: 3 }, markets: [fakeMarket('evt-1', ['1.50', '3.40', '3.20'])] },
    });
    expect(within(slip).getByText(text('slip.oddsUp', { from: '2.10', to: '2.40' }))).toBeInTheDocument();
    await pushOdds(6, ['2.30', '3.40', '3.20']);
    expect(within(slip).getByText(text('slip.oddsUp', { from: '2.10', to: '2.30' }))).toBeInTheDocument();
  });

  it('shows the potential win at the new odds once they moved on screen', async () => {
    signIn();
    startApi(bookRoutes());
    const { user, slip } = await slipWith(ARSENAL);
    await enterStake(user, slip, '10');
    expect(within(slip).getByTestId('potential-win')).toHaveTextContent('$21.00');
    await pushOdds(5, ['2.40', '3.40', '3.20']);
    expect(within(slip).getByText(text('slip.oddsUp', { from: '2.10', to: '2.40' }))).toBeInTheDocument();
    expect(within(slip).getByTestId('potential-win')).toHaveTextContent('$24.00');
  });

  it('says before placing that a long accumulator’s payout is capped, and shows the capped win', async () => {
    signIn('500');
    const events = Array.from({ length: 10 }, (_, index) =>
      fakeEvent({
        id: `acca-${index}`,
        home: `Home ${index}`,
        away: `Away ${index}`,
        mainMarket: fakeMarket(`acca-${index}`, ['2.00', '3.40', '3.20']),
      }),
    );
    startApi({
      ...bookRoutes(),
      [apiPath('/sports/settings/get')]: () =>
        jsonResponse({ ...SETTINGS, maxLegs: 12, limits: [{ currency: 'USD', minStake: '1', maxStake: '500', maxPayout: '50000' }] }),
    });
    const legs = events.map((event) => legOf(event, event.mainMarket!, `${event.id}-mr-home`)!);
    act(() => slipStore.set((current) => ({ ...current, legs, mode: 'accumulator' })));
    const user = userEvent.setup();
    await openSports();
    const slip = await openSlip(user);
    await waitFor(() => expect(within(slip).getByRole('tab', { name: text('slip.accumulator') })).toHaveAttribute('aria-selected', 'true'));
    await enterStake(user, slip, '10');
    // 2.00 ten times is 1024.00: 10.00 would win 10240.00; one bet wins at most 10.00 × 1000.00.
    expect(within(slip).getByText('1024.00')).toBeInTheDocument();
    expect(within(slip).getByTestId('potential-win')).toHaveTextContent('$10,000.00');
    expect(within(slip).getByText(text('slip.payoutCapped', { amount: '$10,000.00' }))).toBeInTheDocument();
    expect(within(slip).getByRole('button', { name: text('slip.place') })).toBeEnabled();
    await enterStake(user, slip, '1');
    expect(within(slip).getByText(text('slip.payoutCapped', { amount: '$1,000.00' }))).toBeInTheDocument();
  });

  it('counts the bonus money the platform takes once the cash runs out, and shows how much of it', async () => {
    signIn('3', '10');
    startApi(bookRoutes());
    const { user, slip } = await slipWith(ARSENAL);
    await enterStake(user, slip, '5');
    expect(within(slip).queryByText(text('slip.stakeProblem.aboveBalance'))).not.toBeInTheDocument();
    expect(within(slip).getByText(text('slip.fromBonus'))).toBeInTheDocument();
    expect(within(slip).getByTestId('from-bonus')).toHaveTextContent('$2.00');
    expect(within(slip).getByRole('button', { name: text('slip.place') })).toBeEnabled();
    // Within the cash, nothing comes from the bonus money; above cash and bonus together, the stake is refused.
    await enterStake(user, slip, '2');
    expect(within(slip).queryByTestId('from-bonus')).not.toBeInTheDocument();
    await enterStake(user, slip, '14');
    expect(within(slip).getByText(text('slip.stakeProblem.aboveBalance'))).toBeInTheDocument();
  });

  it('sends a single whose answer was lost again under the same Idempotency-Key, and the platform places it once', async () => {
    signIn();
    const answers = new Map<string, Response>();
    let lose = true;
    const api = startApi({
      ...bookRoutes(),
      [apiPath('/sports/bet/place')]: (call) => {
        const key = call.request.headers.get('Idempotency-Key') ?? '';
        if (!answers.has(key)) {
          const { selections } = call.body as { selections: { selectionId: string }[] };
          const id = `bet-${answers.size + 1}`;
          answers.set(
            key,
            jsonResponse({ bet: fakeBet({ id }), balance: { currency: 'USD', cash: '90', operatorBonus: '0' }, selections }),
          );
        }
        // The bet is placed, but the answer never reaches the page.
        if (lose) {
          lose = false;
          throw new TypeError('Failed to fetch');
        }
        return answers.get(key)!.clone();
      },
    });
    const { user, slip } = await slipWith(ARSENAL, LIVERPOOL);
    await user.click(within(slip).getByRole('tab', { name: text('slip.single') }));
    await user.clear(within(slip).getByLabelText(text('slip.stakeEach')));
    await user.type(within(slip).getByLabelText(text('slip.stakeEach')), '10');
    await user.click(within(slip).getByRole('button', { name: text('slip.placeSingles', { count: 2 }) }));
    expect(await within(slip).findByRole('alert')).toHaveTextContent(text('common.failedConnection'));
    // Liverpool went through; Arsenal's answer was lost, and it stays on the slip.
    await place(user, slip);
    expect(await within(slip).findByText(text('slip.placedTitle'))).toBeInTheDocument();
    const calls = api.callsTo('/v1/sports/bet/place');
    const arsenal = calls.filter((call) => JSON.stringify(call.body).includes('evt-1-mr-home'));
    expect(arsenal).toHaveLength(2);
    expect(arsenal[1]?.request.headers.get('Idempotency-Key')).toBe(arsenal[0]?.request.headers.get('Idempotency-Key'));
    expect(answers.size).toBe(2);
  });

  it('tells a stake above the balance, and asks a visitor to sign in instead of placing', async () => {
    signIn('3');
    startApi(bookRoutes());
    const opened = await slipWith(ARSENAL);
    const user = opened.user;
    let slip = opened.slip;
    await enterStake(user, slip, '5');
    expect(within(slip).getByText(text('slip.stakeProblem.aboveBalance'))).toBeInTheDocument();
    expect(within(slip).getByRole('button', { name: text('slip.place') })).toBeDisabled();

    await user.keyboard('{Escape}');
    act(() => signOut());
    slip = await openSlip(user);
    expect(within(slip).getByText(text('slip.signIn'))).toBeInTheDocument();
    expect(within(slip).queryByRole('button', { name: text('slip.place') })).not.toBeInTheDocument();
  });
});
