import { createHash, createHmac, webcrypto } from 'node:crypto';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '@app/api/testing';
import type { BetFairness, GameBet } from '@app/contract';
import { i18n } from '@app/i18n';
import { bodiesTo, catalogueRoutes, fakeBet, renderCasino, resetAll, setupTexts, signIn, signOut, startApi, text } from './harness.tsx';

// The browser's Web Crypto, where the test environment leaves it out.
if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });

/** The floats of one HMAC of a round's seeds, nonce and cursor: each four bytes as a fraction of 1. */
function floatsAt(serverSeed: string, clientSeed: string, nonce: number, cursor: number): number[] {
  const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`).digest();
  const floats: number[] = [];
  for (let at = 0; at + 4 <= bytes.length; at += 4)
    floats.push(bytes[at]! / 256 + bytes[at + 1]! / 256 ** 2 + bytes[at + 2]! / 256 ** 3 + bytes[at + 3]! / 256 ** 4);
  return floats;
}

/** A round's first float. */
const firstFloat = (serverSeed: string, clientSeed: string, nonce: number) => floatsAt(serverSeed, clientSeed, nonce, 0)[0]!;

/** The seeds of a proof as the platform shows them: the server seed beside its hash. */
function seeds(serverSeed: string, clientSeed: string, nonce: number) {
  return { serverSeed, serverSeedHash: createHash('sha256').update(serverSeed).digest('hex'), clientSeed, nonce };
}

/** A dice bet's proof computed here with node:crypto, independently of the code under test. */
function diceProof(serverSeed: string, clientSeed: string, nonce: number): BetFairness {
  const roll = (Math.floor(firstFloat(serverSeed, clientSeed, nonce) * 10_001) / 100).toFixed(2);
  return {
    game: 'dice',
    ...seeds(serverSeed, clientSeed, nonce),
    params: { target: '50.00', condition: 'under' },
    outcome: roll,
    ruleVersion: 2,
  };
}

/** A limbo bet's proof by the first rules, 0.99 / (1 - float), computed here independently. */
function firstRulesLimboProof(serverSeed: string, clientSeed: string, nonce: number): BetFairness {
  const float = firstFloat(serverSeed, clientSeed, nonce);
  return {
    game: 'limbo',
    ...seeds(serverSeed, clientSeed, nonce),
    params: { target: '2.00', houseEdge: 1 },
    outcome: (Math.min(100_000_000, Math.max(100, Math.floor(99 / (1 - float)))) / 100).toFixed(2),
    ruleVersion: 1,
  };
}

/** A mines round's proof: the mines drawn one float each from the tiles still free. */
function minesProof(serverSeed: string, clientSeed: string, nonce: number, mines: number): BetFairness {
  const floats: number[] = [];
  for (let cursor = 0; floats.length < mines; cursor += 1) floats.push(...floatsAt(serverSeed, clientSeed, nonce, cursor));
  const free = Array.from({ length: 25 }, (_, tile) => tile);
  const picked = floats.slice(0, mines).map((float, index) => free.splice(Math.floor(float * (25 - index)), 1)[0]!);
  return {
    game: 'mines',
    ...seeds(serverSeed, clientSeed, nonce),
    params: { mines },
    outcome: picked.join(','),
    ruleVersion: 2,
  };
}

/**
 * The bets list as the platform pages it: newest first, a page going on after the row its cursor
 * names (a page number, for old clients, counts from the top). `bets` may grow at the top meanwhile.
 */
function historyRoutes(bets: GameBet[]) {
  return {
    ...catalogueRoutes([]),
    '/v1/game/bets/list': ({ body }: { body: unknown }) => {
      const { page = 1, pageSize = 20, cursor } = body as { page?: number; pageSize?: number; cursor?: string };
      const start = cursor ? bets.findIndex((bet) => bet.betId === cursor) + 1 : (page - 1) * pageSize;
      const list = bets.slice(start, start + pageSize);
      const nextCursor = start + pageSize < bets.length ? list.at(-1)!.betId : null;
      return jsonResponse({ list, page, pageSize, total: bets.length, nextCursor });
    },
  };
}

const list = () => screen.getByRole('list', { name: text('history.listLabel') });

beforeAll(setupTexts);
beforeEach(() => signIn());
afterEach(async () => {
  resetAll();
  await act(() => i18n.changeLanguage('en'));
});

describe('the game history', () => {
  it('shows 20 bets at a time, and the next ones as the player goes on: none twice, none left out, while bets land', async () => {
    const bets = Array.from({ length: 25 }, (_, index) =>
      fakeBet({ betId: `b${index}`, gameName: `Game ${index}`, createdAt: new Date(Date.UTC(2026, 2, 1, 25 - index)).toISOString() }),
    );
    const api = startApi(historyRoutes(bets));
    const user = userEvent.setup();
    renderCasino('/game/history');
    await waitFor(() => expect(within(list()).getAllByText(/^Game \d+$/)).toHaveLength(20));
    const first = within(list()).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent('Game 0');
    expect(first).toHaveTextContent('$1.00');
    expect(first).toHaveTextContent('$1.98');
    expect(first).toHaveTextContent('1.98×');

    // Bets placed meanwhile land at the top: the next page goes on from the last bet shown.
    bets.unshift(...[1, 2, 3].map((index) => fakeBet({ betId: `new${index}`, gameName: `New game ${index}` })));
    await user.click(screen.getByRole('button', { name: i18n.t('ui.loadMore', { ns: 'common' }) }));
    await waitFor(() => expect(within(list()).getAllByText(/^Game \d+$/)).toHaveLength(25));
    expect(
      within(list())
        .getAllByText(/^Game \d+$/)
        .map((name) => name.textContent),
    ).toEqual(Array.from({ length: 25 }, (_, index) => `Game ${index}`));
    expect(bodiesTo(api, '/game/bets/list')).toEqual([{ pageSize: 20 }, { pageSize: 20, cursor: 'b19' }]);
    expect(screen.getByText(i18n.t('ui.endOfList', { ns: 'common' }))).toBeInTheDocument();
  });

  it('labels each bet a win or a loss by what it paid against the stake: 0.30× is a loss though it paid', async () => {
    const bets = [
      fakeBet({ betId: 'w', gameName: 'Won game', amount: '1', payout: '1.98', multiplier: '1.98' }),
      fakeBet({ betId: 'p', gameName: 'Part back', amount: '1', payout: '0.30', multiplier: '0.30' }),
      fakeBet({ betId: 'l', gameName: 'Lost game', amount: '1', payout: '0', multiplier: '0' }),
      fakeBet({ betId: 'e', gameName: 'Even game', amount: '1', payout: '1', multiplier: '1.00' }),
    ];
    startApi(historyRoutes(bets));
    renderCasino('/game/history');
    const row = async (name: string) => (await within(list()).findByText(name)).closest('li') as HTMLElement;
    expect(within(await row('Won game')).getByText(text('history.result.win'))).toBeInTheDocument();
    const partBack = await row('Part back');
    expect(within(partBack).getByText(text('history.result.loss'))).toBeInTheDocument();
    expect(within(partBack).queryByText(text('history.result.win'))).toBeNull();
    expect(partBack.querySelector('.bet__won')).toBeNull();
    expect(within(await row('Lost game')).getByText(text('history.result.loss'))).toBeInTheDocument();
    expect(within(await row('Even game')).getByText(text('history.result.even'))).toBeInTheDocument();
    expect((await row('Won game')).querySelector('.bet__won')).not.toBeNull();
  });

  it('asks a visitor to sign in', async () => {
    signOut();
    const api = startApi(historyRoutes([]));
    renderCasino('/game/history');
    expect(await screen.findByText(text('history.signIn'))).toBeInTheDocument();
    expect(api.callsTo('/v1/game/bets/list')).toHaveLength(0);
  });
});

describe('verifying a bet on this device', () => {
  const open = async (bet: GameBet) => {
    startApi(historyRoutes([bet]));
    const user = userEvent.setup();
    renderCasino('/game/history');
    await user.click(await screen.findByRole('button', { name: text('history.fairness') }));
    return user;
  };

  it('recomputes a dice roll with Web Crypto and finds it matches the seeds', async () => {
    const proof = diceProof('3f9a-server-seed', 'my-lucky-seed', 7);
    const user = await open(fakeBet({ fairness: proof }));
    expect(screen.getByText(proof.serverSeedHash)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text('fairness.verify') }));
    expect(await screen.findByText(text('fairness.verified', { outcome: proof.outcome }))).toBeInTheDocument();
  });

  it('recomputes where the mines lay', async () => {
    const proof = minesProof('mines-server-seed', 'client', 2, 5);
    const user = await open(fakeBet({ gameId: 'mines', gameName: 'Mines', fairness: proof }));
    await user.click(screen.getByRole('button', { name: text('fairness.verify') }));
    const sorted = proof.outcome
      .split(',')
      .map(Number)
      .sort((a, b) => a - b)
      .join(',');
    expect(await screen.findByText(text('fairness.verified', { outcome: sorted }))).toBeInTheDocument();
  });

  it('reports a mismatch when the recorded roll is not what the seeds give', async () => {
    const proof = diceProof('3f9a-server-seed', 'my-lucky-seed', 7);
    const tampered = { ...proof, outcome: proof.outcome === '12.34' ? '12.35' : '12.34' };
    const user = await open(fakeBet({ fairness: tampered }));
    await user.click(screen.getByRole('button', { name: text('fairness.verify') }));
    expect(await screen.findByText(text('fairness.outcomeMismatch', { outcome: proof.outcome }))).toBeInTheDocument();
  });

  it('recomputes a limbo bet made before the rules changed by the rules it was drawn with', async () => {
    const proof = firstRulesLimboProof('older-server-seed', 'my-lucky-seed', 4);
    const user = await open(fakeBet({ gameId: 'limbo', gameName: 'Limbo', fairness: proof }));
    expect(screen.getByText(text('fairness.ruleVersion')).nextElementSibling).toHaveTextContent('1');
    await user.click(screen.getByRole('button', { name: text('fairness.verify') }));
    expect(await screen.findByText(text('fairness.verified', { outcome: proof.outcome }))).toBeInTheDocument();
  });

  it('reports a mismatch when the seed does not hash to the commitment', async () => {
    const proof = diceProof('3f9a-server-seed', 'my-lucky-seed', 7);
    const user = await open(fakeBet({ fairness: { ...proof, serverSeedHash: 'f'.repeat(64) } }));
    await user.click(screen.getByRole('button', { name: text('fairness.verify') }));
    expect(await screen.findByText(text('fairness.hashMismatch'))).toBeInTheDocument();
  });

  it('waits for the seed pair to be rotated before a bet can be verified', async () => {
    const proof = diceProof('3f9a-server-seed', 'my-lucky-seed', 7);
    await open(fakeBet({ fairness: { ...proof, serverSeed: null } }));
    expect(screen.getByText(text('fairness.notRevealed'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text('fairness.verify') })).not.toBeInTheDocument();
  });
});
