import { createHash, createHmac, webcrypto } from 'node:crypto';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '@app/api/testing';
import type { BetFairness, GameBet } from '@app/contract';
import { i18n } from '@app/i18n';
import {
  bodiesTo,
  catalogueRoutes,
  currentLocation,
  fakeBet,
  fakeDetail,
  renderCasino,
  resetAll,
  setupTexts,
  signIn,
  signOut,
  startApi,
  text,
} from './harness.tsx';

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
    params: { target: '50.00', condition: 'under', houseEdge: 1 },
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
    params: { mines, houseEdge: 1 },
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
      const { page = 1, pageSize = 20, cursor, gameId } = body as { page?: number; pageSize?: number; cursor?: string; gameId?: string };
      const matching = gameId ? bets.filter((bet) => bet.gameId === gameId) : bets;
      const start = cursor ? matching.findIndex((bet) => bet.betId === cursor) + 1 : (page - 1) * pageSize;
      const list = matching.slice(start, start + pageSize);
      const nextCursor = start + pageSize < matching.length ? list.at(-1)!.betId : null;
      return jsonResponse({ list, page, pageSize, total: matching.length, nextCursor });
    },
  };
}

const list = () => screen.getByRole('list', { name: text('history.listLabel') });
/** A bet's one-line row: the button that opens its details, found by the game's name. */
const rowButton = (name: string | RegExp) => within(list()).findByRole('button', { name });
/** The list item of a bet, found by the game's name. */
const rowOf = async (name: string) => (await within(list()).findByText(name)).closest('li') as HTMLElement;

/** A back button beside the pages, as the browser's. */
function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Browser back
    </button>
  );
}

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
    expect(first).toHaveTextContent('+$0.98');

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

  it('labels each bet by its net result: 0.30× is a loss of $0.70 though it paid, a win shows what was won', async () => {
    startApi(
      historyRoutes([
        fakeBet({ betId: 'w', gameName: 'Won game', amount: '1', payout: '1.98', multiplier: '1.98' }),
        fakeBet({ betId: 'p', gameName: 'Part back', amount: '1', payout: '0.30', multiplier: '0.30' }),
        fakeBet({ betId: 'l', gameName: 'Lost game', amount: '2.50', payout: '0', multiplier: '0.00' }),
        fakeBet({ betId: 'e', gameName: 'Even game', amount: '1', payout: '1', multiplier: '1.00' }),
        fakeBet({ betId: 'o', gameName: 'Open game', amount: '1', payout: '0', multiplier: '0.00', status: 'open', settledAt: null }),
        fakeBet({ betId: 'r', gameName: 'Refunded game', amount: '1', payout: '1', multiplier: '1.00', status: 'rolled_back' }),
      ]),
    );
    renderCasino('/game/history');

    const partBack = await rowButton(/^Part back/);
    expect(partBack).toHaveAccessibleName(/Loss -\$0\.70$/);
    expect(within(partBack).queryByText(text('history.result.win'))).toBeNull();
    expect(partBack).not.toHaveTextContent('$0.30');
    expect(await rowOf('Part back')).not.toHaveClass('bet--win');
    expect((await rowOf('Part back')).firstElementChild).toHaveClass('bet--loss');

    expect(await rowButton(/^Won game/)).toHaveAccessibleName(/Win \+\$0\.98$/);
    expect((await rowOf('Won game')).firstElementChild).toHaveClass('bet--win');
    expect(await rowButton(/^Lost game/)).toHaveAccessibleName(/Stake \$2\.50 Loss -\$2\.50$/);
    expect(await rowButton(/^Even game/)).toHaveAccessibleName(/Even \$0\.00$/);
    // Open and refunded bets show their state, never a result.
    const open = await rowButton(/^Open game/);
    expect(open).toHaveAccessibleName(/Open$/);
    expect(open).not.toHaveTextContent('-$1.00');
    expect(await rowButton(/^Refunded game/)).toHaveAccessibleName(new RegExp(`${text('history.status.rolled_back')}$`));
  });

  it('shows each bet on one line that opens its details, by touch or keyboard', async () => {
    startApi(
      historyRoutes([
        fakeBet({ betId: 'p', gameName: 'Sweet Bonanza', gameId: 'sweet', isOriginal: false, payout: '0.30', multiplier: '0.30' }),
      ]),
    );
    const user = userEvent.setup();
    renderCasino('/game/history');
    const row = await rowButton(/^Sweet Bonanza/);
    expect(row).toHaveAttribute('aria-expanded', 'false');
    const details = document.getElementById(row.getAttribute('aria-controls')!)!;
    expect(details).not.toBeVisible();

    await user.click(row);
    expect(row).toHaveAttribute('aria-expanded', 'true');
    expect(details).toBeVisible();
    const fact = (name: string) => within(details).getByText(name).nextElementSibling;
    expect(fact(text('history.payout'))).toHaveTextContent('$0.30');
    expect(fact(text('history.multiplier'))).toHaveTextContent('0.30×');
    expect(fact(text('history.net'))).toHaveTextContent('-$0.70');
    expect(fact(text('history.state'))).toHaveTextContent(text('history.result.loss'));

    await user.click(row);
    expect(row).toHaveAttribute('aria-expanded', 'false');
    expect(details).not.toBeVisible();

    row.focus();
    await user.keyboard('{Enter}');
    expect(row).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(row).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows one game’s bets from ?game=, asks the platform for that game only, and keeps the choice in the address', async () => {
    const bets = [
      fakeBet({ betId: 'd1', gameId: 'dice', gameName: 'Dice' }),
      fakeBet({ betId: 's1', gameId: 'sweet', gameName: 'Sweet Bonanza', isOriginal: false }),
      fakeBet({ betId: 'd2', gameId: 'dice', gameName: 'Dice' }),
    ];
    const api = startApi(historyRoutes(bets));
    const user = userEvent.setup();
    renderCasino('/game/history?game=dice', <Back />);
    const gameList = () => screen.getByRole('list', { name: text('history.gameListLabel', { game: 'Dice' }) });
    await waitFor(() => expect(within(gameList()).getAllByRole('listitem')).toHaveLength(2));
    expect(bodiesTo(api, '/game/bets/list')).toContainEqual({ pageSize: 20, gameId: 'dice' });
    const select = screen.getByRole('combobox', { name: text('history.filterLabel') });
    expect(select).toHaveDisplayValue('Dice');
    // The originals and the games the player has bets on.
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([text('history.allGames'), 'Dice', 'Limbo', 'Mines', 'Plinko', 'Sweet Bonanza']),
    );

    await user.selectOptions(select, 'Sweet Bonanza');
    expect(currentLocation()).toBe('/game/history?game=sweet');
    const sweetList = await screen.findByRole('list', { name: text('history.gameListLabel', { game: 'Sweet Bonanza' }) });
    await waitFor(() => expect(within(sweetList).getAllByRole('listitem')).toHaveLength(1));
    expect(bodiesTo(api, '/game/bets/list')).toContainEqual({ pageSize: 20, gameId: 'sweet' });

    await user.selectOptions(select, 'Limbo');
    expect(currentLocation()).toBe('/game/history?game=limbo');
    expect(await screen.findByRole('heading', { name: text('history.gameEmptyTitle', { game: 'Limbo' }) })).toBeInTheDocument();

    // Back returns to the game chosen before; All games shows every bet again.
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(currentLocation()).toBe('/game/history?game=sweet');
    expect(await screen.findByRole('list', { name: text('history.gameListLabel', { game: 'Sweet Bonanza' }) })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: text('history.filterLabel') }), text('history.allGames'));
    expect(currentLocation()).toBe('/game/history');
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(3));
  });

  it('says when a game has no bets and offers every game’s', async () => {
    startApi(historyRoutes([fakeBet({ gameId: 'dice' })]));
    const user = userEvent.setup();
    renderCasino('/game/history?game=plinko');
    expect(await screen.findByRole('heading', { name: text('history.gameEmptyTitle', { game: 'Plinko' }) })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: text('history.allGames') }));
    expect(currentLocation()).toBe('/game/history');
    expect(await rowButton(/^Dice/)).toBeInTheDocument();
  });

  it('names a game with no bets by the catalogue’s name when the address names it', async () => {
    const api = startApi({
      ...historyRoutes([fakeBet({ gameId: 'dice' })]),
      '/v1/game/get': () => jsonResponse({ game: fakeDetail({ gameId: 'starburst', name: 'Starburst' }) }),
    });
    renderCasino('/game/history?game=starburst');
    expect(await screen.findByRole('heading', { name: text('history.gameEmptyTitle', { game: 'Starburst' }) })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: text('history.filterLabel') })).toHaveDisplayValue('Starburst');
    expect(bodiesTo(api, '/game/get')).toEqual([{ gameId: 'starburst' }]);
  });

  it('offers to try again when the bets cannot be loaded', async () => {
    startApi({ ...catalogueRoutes([]), '/v1/game/bets/list': () => jsonResponse({ code: 'INTERNAL' }, 500) });
    renderCasino('/game/history');
    expect(await screen.findByText(text('history.failed'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: i18n.t('ui.retry', { ns: 'common' }) })).toBeInTheDocument();
  });

  it('asks a visitor to sign in', async () => {
    signOut();
    const api = startApi(historyRoutes([]));
    renderCasino('/game/history');
    expect(await screen.findByText(text('history.signIn'))).toBeInTheDocument();
    expect(api.callsTo('/v1/game/bets/list')).toHaveLength(0);
  });
});

describe('the proof of an original’s bet', () => {
  const open = async (bet: GameBet) => {
    startApi(historyRoutes([bet]));
    const user = userEvent.setup();
    renderCasino('/game/history');
    await user.click(await rowButton(new RegExp(`^${bet.gameName}`)));
    return user;
  };
  const fact = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling;

  it('says a dice bet’s settings and roll in words, never as raw keys', async () => {
    const proof = diceProof('3f9a-server-seed', 'my-lucky-seed', 7);
    await open(fakeBet({ fairness: proof }));
    expect(fact(text('fairness.target'))).toHaveTextContent(text('dice.target.under', { target: '50.00' }));
    expect(fact(text('fairness.houseEdge'))).toHaveTextContent('1%');
    expect(fact(text('fairness.nonce'))).toHaveTextContent('7');
    expect(fact(text('fairness.outcome'))).toHaveTextContent(text('fairness.rolled', { roll: proof.outcome }));
    expect(screen.queryByText(/houseEdge|condition:|target:/)).toBeNull();
  });

  it('says where the mines lay, on the board’s tiles numbered from 1', async () => {
    const mines = { ...minesProof('mines-server-seed', 'client', 2, 3), outcome: '0,12,24' };
    await open(fakeBet({ gameId: 'mines', gameName: 'Mines', fairness: mines }));
    expect(fact(text('mines.count'))).toHaveTextContent('3');
    expect(fact(text('fairness.outcome'))).toHaveTextContent(text('fairness.minesOn', { tiles: '1, 13, 25' }));
  });

  it('says which slot a plinko ball landed in and which way it bounced', async () => {
    const plinko: BetFairness = {
      game: 'plinko',
      ...seeds('plinko-seed', 'client', 3),
      params: { rows: 8, risk: 'high', houseEdge: 1 },
      outcome: '1,0,0,0,1,1,0,1',
      ruleVersion: 2,
    };
    await open(fakeBet({ betId: 'pl', gameId: 'plinko', gameName: 'Plinko', fairness: plinko }));
    expect(fact(text('plinko.rows'))).toHaveTextContent('8');
    expect(fact(text('plinko.risk'))).toHaveTextContent(text('plinko.riskLevel.high'));
    expect(fact(text('fairness.outcome'))).toHaveTextContent(text('fairness.landedIn', { slot: 5 }));
    expect(fact(text('fairness.path'))).toHaveTextContent('right, left, left, left, right, right, left, right');
    expect(screen.queryByText(/1,0,0,0/)).toBeNull();
  });

  it('says a mines round still open has no outcome yet', async () => {
    await open(fakeBet({ gameId: 'mines', gameName: 'Mines', status: 'open', fairness: { ...minesProof('s', 'c', 1, 2), outcome: '' } }));
    expect(fact(text('fairness.outcome'))).toHaveTextContent(text('fairness.outcomePending'));
  });

  it('copies each seed and the hash, and says so', async () => {
    const proof = diceProof('3f9a-server-seed', 'my-lucky-seed', 7);
    const user = await open(fakeBet({ fairness: proof }));
    const write = jest.spyOn(navigator.clipboard, 'writeText');
    for (const [label, value] of [
      [text('fairness.serverSeedHash'), proof.serverSeedHash],
      [text('fairness.serverSeed'), proof.serverSeed!],
      [text('fairness.clientSeed'), proof.clientSeed],
    ] as const) {
      await user.click(screen.getByRole('button', { name: text('fairness.copyLabel', { label }) }));
      expect(write).toHaveBeenLastCalledWith(value);
      expect(screen.getByRole('status')).toHaveTextContent(text('fairness.copied', { label }));
    }
  });

  it('says so when the device does not let the page copy', async () => {
    const proof = diceProof('3f9a-server-seed', 'my-lucky-seed', 7);
    const user = await open(fakeBet({ fairness: proof }));
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: text('fairness.copyLabel', { label: text('fairness.clientSeed') }) }));
    expect(await screen.findByText(text('fairness.copyFailed'))).toBeInTheDocument();
  });
});

describe('verifying a bet on this device', () => {
  const open = async (bet: GameBet) => {
    startApi(historyRoutes([bet]));
    const user = userEvent.setup();
    renderCasino('/game/history');
    await user.click(await rowButton(new RegExp(`^${bet.gameName}`)));
    return user;
  };

  it('recomputes a dice roll with Web Crypto and finds it matches the seeds', async () => {
    const proof = diceProof('3f9a-server-seed', 'my-lucky-seed', 7);
    const user = await open(fakeBet({ fairness: proof }));
    expect(screen.getByText(proof.serverSeedHash)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text('fairness.verify') }));
    const rolled = text('fairness.rolled', { roll: proof.outcome });
    expect(await screen.findByText(text('fairness.verified', { outcome: rolled }))).toBeInTheDocument();
  });

  it('recomputes where the mines lay', async () => {
    const proof = minesProof('mines-server-seed', 'client', 2, 5);
    const user = await open(fakeBet({ gameId: 'mines', gameName: 'Mines', fairness: proof }));
    await user.click(screen.getByRole('button', { name: text('fairness.verify') }));
    const tiles = proof.outcome
      .split(',')
      .map((tile) => Number(tile) + 1)
      .sort((a, b) => a - b)
      .join(', ');
    expect(await screen.findByText(text('fairness.verified', { outcome: text('fairness.minesOn', { tiles }) }))).toBeInTheDocument();
  });

  it('reports a mismatch when the recorded roll is not what the seeds give', async () => {
    const proof = diceProof('3f9a-server-seed', 'my-lucky-seed', 7);
    const tampered = { ...proof, outcome: proof.outcome === '12.34' ? '12.35' : '12.34' };
    const user = await open(fakeBet({ fairness: tampered }));
    await user.click(screen.getByRole('button', { name: text('fairness.verify') }));
    const rolled = text('fairness.rolled', { roll: proof.outcome });
    expect(await screen.findByText(text('fairness.outcomeMismatch', { outcome: rolled }))).toBeInTheDocument();
  });

  it('recomputes a limbo bet made before the rules changed by the rules it was drawn with', async () => {
    const proof = firstRulesLimboProof('older-server-seed', 'my-lucky-seed', 4);
    const user = await open(fakeBet({ gameId: 'limbo', gameName: 'Limbo', fairness: proof }));
    expect(screen.getByText(text('fairness.ruleVersion')).nextElementSibling).toHaveTextContent('1');
    expect(screen.getByText(text('limbo.target')).nextElementSibling).toHaveTextContent('2.00×');
    await user.click(screen.getByRole('button', { name: text('fairness.verify') }));
    const result = text('fairness.limboResult', { result: proof.outcome });
    expect(await screen.findByText(text('fairness.verified', { outcome: result }))).toBeInTheDocument();
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
    expect(screen.queryByRole('button', { name: text('fairness.copyLabel', { label: text('fairness.serverSeed') }) })).toBeNull();
  });
});
