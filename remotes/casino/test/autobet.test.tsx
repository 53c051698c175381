// Autobet on Dice, Limbo and Plinko: each bet of a run is a normal bet with a key of its own, the
// stake follows the run's rules, and the run stops on its count, its stops, a refusal, the
// player's Stop (after the bet in flight) and when the player leaves the game.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, jsonResponse, type FakeApi, type FakeCall } from '@app/api/testing';
import { i18n } from '@app/i18n';
import { bodiesTo, catalogueRoutes, fakeBet, renderCasino, resetAll, setupTexts, signIn, startApi, text } from './harness.tsx';

const SEEDS = {
  active: { serverSeedHash: 'a'.repeat(64), clientSeed: 'lucky', nonce: 3 },
  nextServerSeedHash: 'b'.repeat(64),
  previous: null,
};

function originalsRoutes() {
  return {
    ...catalogueRoutes([]),
    '/v1/originals/seeds/get': () => jsonResponse(SEEDS),
    '/v1/game/bets/list': () => jsonResponse({ list: [], page: 1, pageSize: 10, total: 0 }),
    '/v1/originals/mines/active': () => jsonResponse({ round: null }),
  };
}

/** A dice answer for the stake sent: a win pays 1.98 times it, a loss nothing. */
function diceAnswer(call: FakeCall, won: boolean) {
  const { amount } = call.body as { amount: string };
  const payout = won ? (Number(amount) * 1.98).toFixed(2) : '0';
  return jsonResponse({
    bet: fakeBet({ amount, payout, multiplier: won ? '1.98' : '0' }),
    roll: won ? '12.34' : '87.65',
    won,
  });
}

/** Dice answering the rounds in turn (true a win, false a loss), the last one from then on. */
function diceRolls(outcomes: readonly boolean[]) {
  let next = 0;
  return (call: FakeCall) => {
    const won = outcomes[Math.min(next, outcomes.length - 1)] ?? false;
    next += 1;
    return diceAnswer(call, won);
  };
}

const keysTo = (api: FakeApi, path: string) => api.callsTo(`/v1${path}`).map((call) => call.request.headers.get('idempotency-key'));
const amountsTo = (api: FakeApi, path: string) => bodiesTo(api, path).map((body) => (body as { amount: string }).amount);

/** A run takes a moment between its bets. */
const RUN = { timeout: 5000 };

async function openAuto(path = '/originals/dice') {
  const user = userEvent.setup();
  renderCasino(path);
  await user.click(await screen.findByRole('radio', { name: text('autobet.auto') }));
  return user;
}

async function setField(user: ReturnType<typeof userEvent.setup>, name: string, value: string) {
  const field = screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
  await user.clear(field);
  if (value) await user.type(field, value);
}

/** Lets time pass, the page's updates in it included. */
const settle = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

const progress = () => screen.getByTestId('autobet-progress');
const announcement = () => screen.getAllByRole('status').find((status) => status.textContent?.startsWith('Autobet'));

beforeAll(setupTexts);
beforeEach(() => signIn());
afterEach(async () => {
  resetAll();
  localStorage.removeItem('originals.stake');
  await act(() => i18n.changeLanguage('en'));
});

describe('autobet', () => {
  it('places the bets one after another, each a call with a key of its own, and says the end once', async () => {
    const api = startApi({ ...originalsRoutes(), '/v1/originals/dice/bet': diceRolls([true, false, true]) });
    const user = await openAuto();
    await setField(user, text('autobet.count'), '3');
    await user.click(screen.getByRole('button', { name: text('autobet.start') }));

    await waitFor(() => expect(progress()).toHaveTextContent(text('autobet.progress', { placed: 3, total: 3, profit: '+$0.96' })), RUN);
    expect(amountsTo(api, '/originals/dice/bet')).toEqual(['1', '1', '1']);
    const keys = keysTo(api, '/originals/dice/bet');
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(3);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByText(text('autobet.end.done'))).toBeInTheDocument();
    expect(announcement()).toHaveTextContent(
      `${text('autobet.end.done')} ${text('autobet.progress', { placed: 3, total: 3, profit: '+$0.96' })}`,
    );
    // The last round shows as a manual bet's does; the run's end is what is said.
    expect(await screen.findByText(text('originals.youWon'), { exact: false })).toBeInTheDocument();
    expect(screen.queryByText(text('dice.announce.won', { roll: '12.34', payout: '$1.98' }))).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: text('autobet.start') })).toBeEnabled();
  });

  it('doubles the stake after a loss and goes back to the first stake after a win', async () => {
    const api = startApi({ ...originalsRoutes(), '/v1/originals/dice/bet': diceRolls([false, false, true, false]) });
    const user = await openAuto();
    await setField(user, text('autobet.count'), '4');
    await user.click(
      within(screen.getByRole('radiogroup', { name: text('autobet.onLoss') })).getByRole('radio', { name: text('autobet.increase') }),
    );
    await setField(user, text('autobet.increaseOnLoss'), '100');
    await user.click(screen.getByRole('button', { name: text('autobet.start') }));

    await waitFor(() => expect(screen.getByText(text('autobet.end.done'))).toBeInTheDocument(), RUN);
    expect(amountsTo(api, '/originals/dice/bet')).toEqual(['1', '2', '4', '1']);
    // -1 - 2 + (7.92 - 4) - 1
    expect(progress()).toHaveTextContent(text('autobet.progress', { placed: 4, total: 4, profit: '-$0.08' }));
    // The stake field has the run's first stake back.
    expect(screen.getByRole('textbox', { name: text('originals.stake') })).toHaveValue('1');
  });

  it('stops early once the profit reaches its stop', async () => {
    const api = startApi({ ...originalsRoutes(), '/v1/originals/dice/bet': diceRolls([true]) });
    const user = await openAuto();
    await setField(user, text('autobet.count'), '10');
    await setField(user, text('autobet.stopProfit'), '1.5');
    await user.click(screen.getByRole('button', { name: text('autobet.start') }));

    await waitFor(() => expect(screen.getByText(text('autobet.end.profit'))).toBeInTheDocument(), RUN);
    expect(bodiesTo(api, '/originals/dice/bet')).toHaveLength(2);
    expect(progress()).toHaveTextContent(text('autobet.progress', { placed: 2, total: 10, profit: '+$1.96' }));
  });

  it('stops on a refused bet and shows why, as a manual bet does', async () => {
    let calls = 0;
    const api = startApi({
      ...originalsRoutes(),
      '/v1/originals/dice/bet': (call) => {
        calls += 1;
        return calls === 1 ? diceAnswer(call, false) : errorResponse(402, 'INSUFFICIENT_FUNDS');
      },
    });
    const user = await openAuto();
    await setField(user, text('autobet.count'), '5');
    await user.click(screen.getByRole('button', { name: text('autobet.start') }));

    expect(await screen.findByRole('alert', {}, RUN)).toHaveTextContent(i18n.t('INSUFFICIENT_FUNDS', { ns: 'error_codes' }));
    expect(screen.getByText(text('autobet.end.refused'))).toBeInTheDocument();
    expect(progress()).toHaveTextContent(text('autobet.progress', { placed: 1, total: 5, profit: '-$1.00' }));
    await settle(500);
    expect(bodiesTo(api, '/originals/dice/bet')).toHaveLength(2);
  });

  it('sends a bet whose answer was lost again under the same key when the player starts again', async () => {
    let calls = 0;
    const api = startApi({
      ...originalsRoutes(),
      '/v1/originals/dice/bet': (call) => {
        calls += 1;
        return calls === 2 ? errorResponse(500, 'INTERNAL_ERROR') : diceAnswer(call, true);
      },
    });
    const user = await openAuto();
    await setField(user, text('autobet.count'), '3');
    await user.click(screen.getByRole('button', { name: text('autobet.start') }));
    await waitFor(() => expect(screen.getByText(text('autobet.end.refused'))).toBeInTheDocument(), RUN);
    expect(screen.getByRole('alert')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: text('autobet.start') }));
    await waitFor(() => expect(screen.getByText(text('autobet.end.done'))).toBeInTheDocument(), RUN);
    const keys = keysTo(api, '/originals/dice/bet');
    expect(keys).toHaveLength(5);
    // The second call's answer was lost: the next run's first bet is that bet again, under its key.
    expect(keys[2]).toBe(keys[1]);
    expect(new Set([keys[0], keys[1], keys[3], keys[4]]).size).toBe(4);
  });

  it('stops when the next stake would be above the largest bet, and says so', async () => {
    const api = startApi({ ...originalsRoutes(), '/v1/originals/dice/bet': diceRolls([false]) });
    const user = await openAuto();
    await setField(user, text('originals.stake'), '400');
    await setField(user, text('autobet.count'), '5');
    await user.click(
      within(screen.getByRole('radiogroup', { name: text('autobet.onLoss') })).getByRole('radio', { name: text('autobet.increase') }),
    );
    await user.click(screen.getByRole('button', { name: text('autobet.start') }));

    const said = text('autobet.end.aboveMax', { stake: '$1,600.00', max: '$1,000.00' });
    await waitFor(() => expect(screen.getByText(said)).toBeInTheDocument(), RUN);
    expect(amountsTo(api, '/originals/dice/bet')).toEqual(['400', '800']);
  });

  it('stops after the bet in flight when the player presses Stop, and locks the stake and the game while it runs', async () => {
    let release: (() => void) | undefined;
    let calls = 0;
    const api = startApi({
      ...originalsRoutes(),
      '/v1/originals/dice/bet': async (call) => {
        calls += 1;
        if (calls === 2) await new Promise<void>((resolve) => (release = resolve));
        return diceAnswer(call, true);
      },
    });
    const user = await openAuto();
    await setField(user, text('autobet.count'), '10');
    await user.click(screen.getByRole('button', { name: text('autobet.start') }));

    await waitFor(() => expect(release).toBeDefined(), RUN);
    expect(screen.getByRole('textbox', { name: text('originals.stake') })).toBeDisabled();
    expect(screen.getByRole('slider')).toBeDisabled();
    expect(screen.getByRole('textbox', { name: new RegExp(`^${text('autobet.count')}`) })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: text('autobet.stop') }));
    expect(screen.getByRole('button', { name: text('autobet.stopping') })).toBeDisabled();
    act(() => release?.());

    await waitFor(() => expect(screen.getByText(text('autobet.end.stopped'))).toBeInTheDocument(), RUN);
    expect(progress()).toHaveTextContent(text('autobet.progress', { placed: 2, total: 10, profit: '+$1.96' }));
    await settle(500);
    expect(bodiesTo(api, '/originals/dice/bet')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: text('originals.stake') })).toBeEnabled();
    expect(screen.getByRole('slider')).toBeEnabled();
  });

  it('starts no bet once the player has left the game', async () => {
    let release: (() => void) | undefined;
    const api = startApi({
      ...originalsRoutes(),
      '/v1/originals/dice/bet': async (call) => {
        await new Promise<void>((resolve) => (release = resolve));
        return diceAnswer(call, true);
      },
    });
    const user = await openAuto();
    await setField(user, text('autobet.count'), '10');
    await user.click(screen.getByRole('button', { name: text('autobet.start') }));
    await waitFor(() => expect(release).toBeDefined(), RUN);

    await user.click(screen.getByRole('link', { name: text('originals.names.limbo') }));
    expect(await screen.findByRole('button', { name: text('limbo.bet') })).toBeInTheDocument();
    act(() => release?.());
    await settle(800);
    expect(bodiesTo(api, '/originals/dice/bet')).toHaveLength(1);
    expect(bodiesTo(api, '/originals/limbo/bet')).toHaveLength(0);
  });

  it('ties a wrong setting’s error to its field and starts nothing', async () => {
    const api = startApi({ ...originalsRoutes(), '/v1/originals/dice/bet': diceRolls([true]) });
    const user = await openAuto();
    await setField(user, text('autobet.count'), '1001');
    await user.click(screen.getByRole('button', { name: text('autobet.start') }));

    const count = screen.getByRole('textbox', { name: new RegExp(`^${text('autobet.count')}`) });
    const error = text('autobet.countInvalid', { min: '1', max: '1,000' });
    await waitFor(() => expect(count).toHaveFocus());
    expect(count).toHaveAttribute('aria-invalid', 'true');
    expect(count).toHaveAccessibleDescription(expect.stringContaining(error));
    expect(bodiesTo(api, '/originals/dice/bet')).toHaveLength(0);
  });

  it('never starts a run from the space bar', async () => {
    const api = startApi({ ...originalsRoutes(), '/v1/originals/dice/bet': diceRolls([true]) });
    const user = await openAuto();
    await setField(user, text('autobet.count'), '3');
    (document.activeElement as HTMLElement | null)?.blur();
    fireEvent.keyDown(document.body, { key: ' ' });
    await settle(300);
    expect(bodiesTo(api, '/originals/dice/bet')).toHaveLength(0);

    // Back in Manual, the space bar places one bet.
    await user.click(screen.getByRole('radio', { name: text('autobet.manual') }));
    (document.activeElement as HTMLElement | null)?.blur();
    fireEvent.keyDown(document.body, { key: ' ' });
    await waitFor(() => expect(bodiesTo(api, '/originals/dice/bet')).toHaveLength(1));
  });

  it('runs Limbo the same way', async () => {
    const api = startApi({
      ...originalsRoutes(),
      '/v1/originals/limbo/bet': (call) => {
        const { amount } = call.body as { amount: string };
        return jsonResponse({ bet: fakeBet({ gameId: 'limbo', amount, payout: '0', multiplier: '0' }), result: '1.50', won: false });
      },
    });
    const user = await openAuto('/originals/limbo');
    await setField(user, text('autobet.count'), '2');
    await user.click(screen.getByRole('button', { name: text('autobet.start') }));
    await waitFor(() => expect(screen.getByText(text('autobet.end.done'))).toBeInTheDocument(), RUN);
    expect(bodiesTo(api, '/originals/limbo/bet')).toEqual([
      { amount: '1', currency: 'USD', target: '2.00' },
      { amount: '1', currency: 'USD', target: '2.00' },
    ]);
    expect(new Set(keysTo(api, '/originals/limbo/bet')).size).toBe(2);
    expect(progress()).toHaveTextContent(text('autobet.progress', { placed: 2, total: 2, profit: '-$2.00' }));
  });

  it('runs Plinko the same way, a round that pays the stake back counting as a loss', async () => {
    const api = startApi({
      ...originalsRoutes(),
      '/v1/originals/plinko/bet': (call) => {
        const { amount } = call.body as { amount: string };
        return jsonResponse({
          bet: fakeBet({ gameId: 'plinko', amount, payout: amount, multiplier: '1' }),
          path: [0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1],
          slot: 6,
          multiplier: '1.0000',
        });
      },
    });
    const user = await openAuto('/originals/plinko');
    await setField(user, text('autobet.count'), '3');
    await user.click(
      within(screen.getByRole('radiogroup', { name: text('autobet.onLoss') })).getByRole('radio', { name: text('autobet.increase') }),
    );
    await setField(user, text('autobet.increaseOnLoss'), '50');
    await user.click(screen.getByRole('button', { name: text('autobet.start') }));
    await waitFor(() => expect(screen.getByText(text('autobet.end.done'))).toBeInTheDocument(), RUN);
    expect(bodiesTo(api, '/originals/plinko/bet')).toEqual([
      { amount: '1', currency: 'USD', rows: 12, risk: 'medium' },
      { amount: '1.5', currency: 'USD', rows: 12, risk: 'medium' },
      { amount: '2.25', currency: 'USD', rows: 12, risk: 'medium' },
    ]);
    expect(progress()).toHaveTextContent(text('autobet.progress', { placed: 3, total: 3, profit: '$0.00' }));
  });
});
