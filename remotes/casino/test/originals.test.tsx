import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MinesRound } from '@app/contract';
import { errorResponse, jsonResponse, type FakeApi } from '@app/api/testing';
import { i18n } from '@app/i18n';
import { bodiesTo, catalogueRoutes, fakeBet, renderCasino, resetAll, setupTexts, signIn, signOut, startApi, text } from './harness.tsx';

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

const idempotencyKeys = (api: FakeApi, path: string) =>
  api.callsTo(`/v1${path}`).map((call) => call.request.headers.get('idempotency-key'));

beforeAll(setupTexts);
afterEach(async () => {
  resetAll();
  // A game starts at the last stake bet in the browser: each test starts from the default.
  localStorage.removeItem('originals.stake');
  await act(() => i18n.changeLanguage('en'));
});

describe('dice', () => {
  beforeEach(() => signIn());

  it('shows the win chance and multiplier of the target as the platform computes them', async () => {
    startApi(originalsRoutes());
    const user = userEvent.setup();
    renderCasino('/originals/dice');
    const slider = await screen.findByRole('slider', { name: text('dice.target.under', { target: '50.00' }) });
    await waitFor(() => expect(screen.getByTestId('dice-multiplier')).toHaveTextContent('1.9800×'));
    expect(screen.getByTestId('dice-chance')).toHaveTextContent('50.00 %');
    expect(slider).toHaveAttribute('aria-valuetext', text('dice.value.under', { target: '50.00', chance: '50.00' }));

    fireEvent.change(slider, { target: { value: '2500' } });
    expect(screen.getByTestId('dice-chance')).toHaveTextContent('25.00 %');
    expect(screen.getByTestId('dice-multiplier')).toHaveTextContent('3.9600×');

    await user.click(screen.getByRole('radio', { name: text('dice.over') }));
    expect(screen.getByTestId('dice-chance')).toHaveTextContent('75.00 %');
    expect(screen.getByTestId('dice-multiplier')).toHaveTextContent('1.3200×');

    fireEvent.change(slider, { target: { value: '2501' } });
    expect(screen.getByTestId('dice-chance')).toHaveTextContent('74.99 %');
    expect(slider).toHaveAttribute('aria-valuetext', text('dice.value.over', { target: '25.01', chance: '74.99' }));
  });

  it('places the roll once with an Idempotency-Key and announces the result', async () => {
    const api = startApi({
      ...originalsRoutes(),
      '/v1/originals/dice/bet': () =>
        jsonResponse({ bet: fakeBet({ amount: '2', payout: '3.96', multiplier: '1.98' }), roll: '12.34', won: true }),
    });
    const user = userEvent.setup();
    renderCasino('/originals/dice');
    const stake = await screen.findByRole('textbox', { name: text('originals.stake') });
    await user.clear(stake);
    await user.type(stake, '1');
    await user.click(screen.getByRole('button', { name: text('originals.doubleStake') }));
    expect(stake).toHaveValue('2');
    await user.click(screen.getByRole('button', { name: text('dice.roll') }));
    await waitFor(() =>
      expect(bodiesTo(api, '/originals/dice/bet')).toEqual([{ amount: '2', currency: 'USD', condition: 'under', target: '50.00' }]),
    );
    expect(idempotencyKeys(api, '/originals/dice/bet')[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText(text('dice.announce.won', { roll: '12.34', payout: '$3.96' }))).toBeInTheDocument();
  });

  it('explains a refusal with the step that lifts it', async () => {
    startApi({ ...originalsRoutes(), '/v1/originals/dice/bet': () => errorResponse(403, 'GAME_DEPOSIT_REQUIRED') });
    const user = userEvent.setup();
    renderCasino('/originals/dice');
    await user.click(await screen.findByRole('button', { name: text('dice.roll') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text('gates.deposit.title'));
    expect(screen.getByRole('link', { name: text('gates.deposit.action') })).toHaveAttribute('href', '/deposit');
  });

  it('asks a visitor to sign in to bet', async () => {
    signOut();
    startApi(originalsRoutes());
    renderCasino('/originals/dice');
    expect(await screen.findByText(text('originals.signInToPlay'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text('dice.roll') })).not.toBeInTheDocument();
  });
});

function round(overrides: Partial<MinesRound>): MinesRound {
  return {
    roundId: 'r1',
    currency: 'USD',
    amount: '1',
    mines: 3,
    revealed: [],
    status: 'active',
    multiplier: '1.0000',
    nextMultiplier: '1.1300',
    payout: '0',
    minePositions: null,
    bet: fakeBet({ gameId: 'mines', gameName: 'Mines', status: 'open' }),
    ...overrides,
  };
}

describe('mines', () => {
  beforeEach(() => signIn());

  it('starts a round, uncovers gems, cashes out and shows where the mines were', async () => {
    const api = startApi({
      ...originalsRoutes(),
      '/v1/originals/mines/start': () => jsonResponse({ round: round({}) }),
      '/v1/originals/mines/reveal': () => jsonResponse({ round: round({ revealed: [6], multiplier: '1.1375', nextMultiplier: '1.2900' }) }),
      '/v1/originals/mines/cashout': () =>
        jsonResponse({
          round: round({
            revealed: [6],
            status: 'cashed_out',
            multiplier: '1.1300',
            nextMultiplier: null,
            payout: '1.13',
            minePositions: [0, 12, 24],
          }),
        }),
    });
    const user = userEvent.setup();
    renderCasino('/originals/mines');
    const board = await screen.findByRole('group', { name: text('mines.grid') });
    expect(within(board).getAllByRole('button')).toHaveLength(25);
    expect(within(board).getByRole('button', { name: text('mines.tile.hidden', { number: 7 }) })).toHaveAttribute('aria-disabled', 'true');

    await user.selectOptions(screen.getByRole('combobox', { name: text('mines.count') }), '3');
    await user.click(screen.getByRole('button', { name: text('mines.start') }));
    await waitFor(() => expect(bodiesTo(api, '/originals/mines/start')).toEqual([{ amount: '1', currency: 'USD', mines: 3 }]));
    expect(idempotencyKeys(api, '/originals/mines/start')[0]).toBeTruthy();
    expect(screen.getByRole('button', { name: text('mines.cashoutNeedsTile') })).toBeDisabled();

    await user.click(within(board).getByRole('button', { name: text('mines.tile.hidden', { number: 7 }) }));
    expect(await within(board).findByRole('button', { name: text('mines.tile.safe', { number: 7 }) })).toBeInTheDocument();
    expect(bodiesTo(api, '/originals/mines/reveal')).toEqual([{ roundId: 'r1', tile: 6 }]);
    // The running multiplier and the next gem's, to two places, above the stake and the cash-out.
    expect(screen.getByTestId('mines-multiplier')).toHaveTextContent(/^1\.13×$/);
    expect(screen.getByTestId('mines-next')).toHaveTextContent(/^1\.29×$/);
    const stake = screen.getByRole('textbox', { name: text('originals.stake') });
    expect(screen.getByTestId('mines-multiplier').compareDocumentPosition(stake) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(screen.getByRole('button', { name: text('mines.cashout', { payout: '$1.13' }) }));
    expect(await within(board).findByRole('button', { name: text('mines.tile.mine', { number: 1 }) })).toBeInTheDocument();
    expect(within(board).getByRole('button', { name: text('mines.tile.mine', { number: 25 }) })).toBeInTheDocument();
    expect(bodiesTo(api, '/originals/mines/cashout')).toEqual([{ roundId: 'r1' }]);
    expect(idempotencyKeys(api, '/originals/mines/cashout')[0]).toBeTruthy();
    expect(screen.getByRole('button', { name: text('mines.playAgain') })).toBeInTheDocument();
  });

  it('shows the mine the player hit when the round is lost', async () => {
    startApi({
      ...originalsRoutes(),
      '/v1/originals/mines/active': () => jsonResponse({ round: round({ revealed: [1] }) }),
      '/v1/originals/mines/reveal': () => jsonResponse({ round: round({ revealed: [1], status: 'busted', minePositions: [2, 3, 4] }) }),
    });
    const user = userEvent.setup();
    renderCasino('/originals/mines');
    // The round left open resumes.
    const board = await screen.findByRole('group', { name: text('mines.grid') });
    expect(await within(board).findByRole('button', { name: text('mines.tile.safe', { number: 2 }) })).toBeInTheDocument();
    await user.click(within(board).getByRole('button', { name: text('mines.tile.hidden', { number: 3 }) }));
    expect(await within(board).findByRole('button', { name: text('mines.tile.mineHit', { number: 3 }) })).toBeInTheDocument();
    expect(within(board).getByRole('button', { name: text('mines.tile.mine', { number: 4 }) })).toBeInTheDocument();
    expect(screen.getAllByText(text('mines.busted')).length).toBeGreaterThan(0);
  });
});

describe('the fairness panel', () => {
  beforeEach(() => signIn());

  it('shows the next server seed’s hash before the player picks the client seed that goes with it', async () => {
    const api = startApi({
      ...originalsRoutes(),
      '/v1/originals/seeds/rotate': () =>
        jsonResponse({
          active: { serverSeedHash: 'b'.repeat(64), clientSeed: 'my own seed', nonce: 0 },
          nextServerSeedHash: 'c'.repeat(64),
          previous: { serverSeed: 'd'.repeat(64), serverSeedHash: 'a'.repeat(64), clientSeed: 'lucky', bets: 3 },
        }),
    });
    const user = userEvent.setup();
    renderCasino('/originals/dice');
    await user.click(await screen.findByRole('button', { name: text('fairness.open') }));
    const dialog = await screen.findByRole('dialog', { name: text('fairness.title') });
    const next = await within(dialog).findByText('b'.repeat(64));
    const field = within(dialog).getByRole('textbox', { name: text('fairness.clientSeed') });
    expect(within(dialog).getByText(text('fairness.nextServerSeedHash'))).toBeInTheDocument();
    // The commitment comes first on the page, and the field is described by it.
    expect(next.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(field).toHaveAccessibleDescription(expect.stringContaining(text('fairness.nextServerSeedHint')));

    await user.clear(field);
    await user.type(field, 'my own seed');
    await user.click(within(dialog).getByRole('button', { name: text('fairness.rotate') }));
    await waitFor(() => expect(bodiesTo(api, '/originals/seeds/rotate')).toEqual([{ clientSeed: 'my own seed' }]));
    // The seed now in use is the one committed before; the panel commits to the next one.
    expect(await within(dialog).findByText('c'.repeat(64))).toBeInTheDocument();
    expect(within(dialog).getAllByText('b'.repeat(64))).toHaveLength(1);
  });
});
