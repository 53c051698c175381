import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../App.tsx';
import { initTexts } from '../i18n.ts';
import { fakeOperatorApi, memoryStorage } from './fakeServer.ts';

beforeAll(() => initTexts('en'));
afterEach(() => jest.restoreAllMocks());

const USER = 'user-1';
const at = '2026-11-20T10:00:00.000Z';

const player = {
  player: {
    userId: USER,
    email: 'ana@example.com',
    currency: 'USD',
    emailVerified: true,
    createdAt: at,
    kycLevel: 1,
    vipLevel: 2,
    failedLogins: 0,
    lockedUntil: null,
    accountLock: null as null | { lockedAt: string; lockedBy: string; reason: string },
  },
  balances: [{ currency: 'USD', cash: '70.00', operatorBonus: '5.00', pendingWithdrawal: '0.00' }],
  limits: [
    {
      configId: 'l1',
      type: 'deposit',
      period: 'daily',
      currency: 'USD',
      amount: '100.00',
      used: '25.00',
      resetsAt: at,
      pendingAmount: null,
      pendingRemoval: false,
      effectiveAt: null,
    },
  ],
  tools: [],
  exclusion: null,
  documents: [],
};

const gameBet = (betId: string, gameName: string) => ({
  betId,
  gameId: 'dice',
  gameName,
  isOriginal: true,
  currency: 'USD',
  amount: '2.00',
  payout: '3.96',
  multiplier: '1.98',
  status: 'settled',
  createdAt: at,
  settledAt: at,
  fairness: null,
});

const session = (sessionId: string, active: boolean) => ({
  sessionId,
  startedAt: at,
  lastSeenAt: at,
  endsAt: null,
  endedAt: active ? null : at,
  endedReason: active ? null : 'logout',
  active,
});

function playerPage(role: string) {
  window.history.pushState({}, '', `/backoffice/players/${USER}`);
  const storage = memoryStorage();
  storage.setItem('backoffice.session', JSON.stringify({ token: 't', member: { staffId: '1', email: `${role}@b.example`, role } }));
  let ended = false;
  let accountLock: (typeof player)['player']['accountLock'] = null;
  const api = fakeOperatorApi({
    '/operator/staff/session': {
      body: { actor: { kind: 'staff', staffId: '1', email: `${role}@b.example`, role }, idleExpiresAt: 'x', expiresAt: 'y' },
    },
    '/operator/players/get': () => ({ body: { ...player, player: { ...player.player, accountLock } } }),
    '/operator/players/lock': (body) => {
      accountLock = { lockedAt: at, lockedBy: `${role}@b.example`, reason: String(body.reason) };
      return { body: { accountLock, changed: true } };
    },
    '/operator/players/unlock-account': () => {
      accountLock = null;
      return { body: { accountLock: null, changed: true } };
    },
    '/operator/players/transfers': { body: { transfers: [], nextCursor: null } },
    '/operator/withdrawals/list': { body: { withdrawals: [] } },
    '/operator/wallet/adjustments/list': {
      body: {
        adjustments: [
          {
            id: 'adj-1',
            userId: USER,
            currency: 'USD',
            amount: '2500.00',
            kind: 'cash',
            status: 'pending',
            referenceAmount: '2300.00',
            referenceCurrency: 'EUR',
            requestedBy: { kind: 'staff', staffId: '9', email: 'other@b.example', role: 'finance' },
            requestedAt: at,
            decidedBy: null,
            decidedAt: null,
            reason: null,
            note: 'Refund of the double charge',
            transactionId: null,
          },
        ],
      },
    },
    '/operator/wallet/adjust': (body) => ({ body: { pending: true, adjustmentId: 'adj-2', currency: body.currency, amount: body.amount } }),
    // Two pages of game bets: the second is read only when asked for.
    '/operator/players/bets': (body) =>
      body.cursor === 'page-2'
        ? { body: { bets: [gameBet('b2', 'Mines')], nextCursor: null } }
        : { body: { bets: [gameBet('b1', 'Dice')], nextCursor: 'page-2' } },
    '/operator/players/sports-bets': (body) => ({
      body: {
        bets:
          body.status === 'settled'
            ? [
                {
                  id: 'sb1',
                  kind: 'single',
                  status: 'won',
                  currency: 'USD',
                  stake: '5.00',
                  odds: '2.10',
                  potentialWin: '10.50',
                  payout: '10.50',
                  legs: [
                    {
                      selectionId: 's1',
                      eventId: 'e1',
                      sportId: 'football',
                      home: 'Lisbon',
                      away: 'Porto',
                      startsAt: at,
                      marketType: 'match_result',
                      line: null,
                      outcome: 'home',
                      odds: '2.10',
                      result: 'won',
                    },
                  ],
                  cashoutOffer: null,
                  createdAt: at,
                  settledAt: at,
                },
              ]
            : [],
        nextCursor: null,
      },
    }),
    '/operator/players/sessions': () => ({ body: { sessions: [session('s-active', !ended), session('s-old', false)] } }),
    '/operator/players/sessions/end': () => {
      ended = true;
      return { body: { session: session('s-active', false) } };
    },
  });
  render(<App storage={storage} />);
  return api;
}

describe("a player's page", () => {
  it('shows the limits, the game bets a page at a time, and the settled sports bets when asked for', async () => {
    const user = userEvent.setup();
    const api = playerPage('support');
    expect(await screen.findByText('Deposit limit, daily: 100.00 USD (25.00 USD used)')).toBeInTheDocument();

    const games = await screen.findByTestId('game-bets');
    expect(within(games).getByText('Dice')).toBeInTheDocument();
    expect(within(games).queryByText('Mines')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Older bets' }));
    expect(await within(games).findByText('Mines')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/operator/players/bets').map((call) => call.body.cursor)).toEqual([
      undefined,
      'page-2',
    ]);

    expect(await screen.findByTestId('sports-bets-empty')).toHaveTextContent('No open sports bet.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'settled');
    const sports = await screen.findByTestId('sports-bets');
    expect(within(sports).getByText(/Lisbon – Porto/)).toBeInTheDocument();
    expect(within(sports).getByText('Won')).toBeInTheDocument();
  });

  it("asks the server for this player's withdrawals in review, not the whole queue", async () => {
    const api = playerPage('finance');
    expect(await screen.findByTestId('no-pending-withdrawals')).toBeInTheDocument();
    const asked = api.calls.filter((call) => call.path === '/operator/withdrawals/list').map((call) => call.body.user);
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((user) => user === USER)).toBe(true);
  });

  it('lets a support member end an active session, after confirming, and shows it ended', async () => {
    const user = userEvent.setup();
    const api = playerPage('support');
    const sessions = await screen.findByTestId('sessions');
    const end = within(sessions).getAllByRole('button', { name: /^End session started/ });
    expect(end).toHaveLength(1);
    await user.click(end[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'End this session?' });
    await user.click(within(dialog).getByRole('button', { name: 'End session' }));
    expect(await screen.findByText('The session was ended.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/operator/players/sessions/end')?.body).toEqual({ user: USER, sessionId: 's-active' });
    await waitFor(() =>
      expect(within(screen.getByTestId('sessions')).queryAllByRole('button', { name: /^End session started/ })).toHaveLength(0),
    );
  });

  it('gives a finance member no End session button (their role may not end sessions)', async () => {
    playerPage('finance');
    const sessions = await screen.findByTestId('sessions');
    expect(within(sessions).getAllByText('Ended', { exact: false }).length).toBeGreaterThan(0);
    expect(within(sessions).queryByRole('button', { name: /End session started/ })).not.toBeInTheDocument();
  });
});

describe("locking a player's account", () => {
  it('lets a support member lock the account with a reason, after confirming, and shows who locked it and why', async () => {
    const user = userEvent.setup();
    const api = playerPage('support');
    const state = await screen.findByTestId('sign-in-state');
    expect(state).toHaveTextContent('Open');
    expect(screen.queryByRole('button', { name: 'Unlock account' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Lock account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lock the account of ana@example.com?' });
    await user.type(within(dialog).getByLabelText('Reason'), 'no');
    await user.click(within(dialog).getByRole('button', { name: 'Lock account' }));
    expect(within(dialog).getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.some((call) => call.path === '/operator/players/lock')).toBe(false);

    await user.type(within(dialog).getByLabelText('Reason'), 't the owner, says the bank');
    await user.click(within(dialog).getByRole('button', { name: 'Lock account' }));
    expect(await screen.findByText('The account is locked; every session of the player has ended.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/operator/players/lock')?.body).toEqual({
      user: USER,
      reason: 'not the owner, says the bank',
    });
    await waitFor(() => expect(screen.getByTestId('sign-in-state')).toHaveTextContent('Account locked'));
    expect(screen.getByText('not the owner, says the bank')).toBeInTheDocument();
    expect(screen.getByText(/by support@b\.example/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unlock account' }));
    const confirm = await screen.findByRole('dialog', { name: 'Unlock the account of ana@example.com?' });
    await user.click(within(confirm).getByRole('button', { name: 'Unlock account' }));
    expect(await screen.findByText('The account is unlocked; the player can sign in again.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/operator/players/unlock-account')?.body).toEqual({ user: USER });
    await waitFor(() => expect(screen.getByTestId('sign-in-state')).toHaveTextContent('Open'));
  });

  it('gives a finance member neither Lock account nor Unlock account (their role may not lock)', async () => {
    playerPage('finance');
    expect(await screen.findByTestId('sign-in-state')).toHaveTextContent('Open');
    expect(screen.queryByRole('button', { name: 'Lock account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unlock account' })).not.toBeInTheDocument();
  });
});

describe('adjusting a balance', () => {
  it('asks why before it sends the adjustment, sends the reason with it, and shows the reason of one waiting', async () => {
    const user = userEvent.setup();
    const api = playerPage('finance');
    expect(await within(await screen.findByTestId('pending-adjustments')).findByText('Refund of the double charge')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Adjust balance' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Amount'), '25');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    expect(within(dialog).getByText('Say why, in at least 3 characters.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.some((call) => call.path === '/operator/wallet/adjust')).toBe(false);

    await user.type(within(dialog).getByLabelText('Reason'), 'Goodwill after a failed deposit');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    await waitFor(() => expect(api.calls.find((call) => call.path === '/operator/wallet/adjust')).toBeDefined());
    expect(api.calls.find((call) => call.path === '/operator/wallet/adjust')?.body).toEqual({
      user: USER,
      currency: 'USD',
      amount: '25',
      kind: 'cash',
      note: 'Goodwill after a failed deposit',
    });
  });
});
