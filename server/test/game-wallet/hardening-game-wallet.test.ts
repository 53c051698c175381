import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, it } from 'node:test';
import type { LaunchGame } from '../../src/game-wallet/index.ts';
import { assertLedgerBalanced, register, suiteServer, type SignedIn } from '../helpers.ts';
import { cashOf, fund as fundPlayer, gameLauncher, REEF_RICHES as SLOT, walletCall } from '../support/game-wallet.ts';

/** The seamless wallet under signed calls a provider (or someone holding its key) should not be able to make count. */
describe('game wallet: signed calls that must not move money', () => {
  const server = suiteServer();
  afterEach(() => assertLedgerBalanced(server));

  const fund = (player: SignedIn, amount: string, currency = 'USD') => fundPlayer(server, player, amount, currency);
  const cash = (player: SignedIn, currency = 'USD') => cashOf(server, player, currency);
  const seated = async (amount = '50.00', game: LaunchGame = SLOT) => {
    const player = await register(server);
    if (amount !== '0') await fund(player, amount);
    const session = await gameLauncher(server).open({ userId: player.user.userId, currency: 'USD', language: 'en', game });
    return { player, sessionId: session.sessionId };
  };
  const wallet = (method: string, body: object) => walletCall(server, method, body);
  const bet = (sessionId: string, transactionId: string, roundId: string, amount = '1.00') =>
    wallet('bet', { sessionId, transactionId, roundId, amount, currency: 'USD', gameId: SLOT.gameId });
  const rollback = (sessionId: string, transactionId: string, referenceTransactionId: string, roundId: string) =>
    wallet('rollback', { sessionId, transactionId, referenceTransactionId, roundId, currency: 'USD' });

  const win = (sessionId: string, transactionId: string, roundId: string, amount: string, finished = true) =>
    wallet('win', { sessionId, transactionId, roundId, amount, currency: 'USD', finished });
  const alerts = async () =>
    (
      await server.operator<{ alerts: Array<{ kind: string; subject: string; detail: Record<string, unknown>; createdAt: string }> }>(
        '/operator/alerts/list',
        {},
      )
    ).body.alerts;

  it('refuses a signed win above what the round may win, and tells the operator', async () => {
    const { player, sessionId } = await seated('10.00');
    const round = randomUUID();
    assert.equal((await bet(sessionId, `${round}-bet`, round, '1.00')).status, 200);
    const huge = await win(sessionId, `${round}-win`, round, '100000000.00');
    assert.equal(huge.status, 409, JSON.stringify(huge.body));
    assert.equal(huge.body.code, 'WIN_LIMIT_EXCEEDED');
    assert.equal(await cash(player), '9.00');
    const [alert] = (await alerts()).filter((entry) => entry.subject === `demogames:${round}-win`);
    assert.ok(alert, 'the operator sees the refused win');
    assert.equal(alert.kind, 'game_win_over_cap');
    assert.equal(alert.detail.amount, '100000000.00');
    assert.equal(alert.detail.userId, player.user.userId);
    assert.equal(alert.detail.stake, '1.00');
    assert.equal(typeof alert.detail.maxWin, 'string');
    // The same win sent again is refused again, and the operator sees it once.
    assert.equal((await win(sessionId, `${round}-win`, round, '100000000.00')).body.code, 'WIN_LIMIT_EXCEEDED');
    assert.equal((await alerts()).filter((entry) => entry.subject === `demogames:${round}-win`).length, 1);
    // The round stays open for the provider to settle it right.
    const fair = await win(sessionId, `${round}-win-2`, round, '25.00');
    assert.equal(fair.status, 200, JSON.stringify(fair.body));
    assert.equal(await cash(player), '34.00');
  });

  it("refuses wins that together pass the round's cap, and a win above the currency's max win", async () => {
    const { player, sessionId } = await seated('100.00');
    const round = randomUUID();
    assert.equal((await bet(sessionId, `${round}-bet`, round, '100.00')).status, 200);
    // Under the game's multiplier (100 × the stake is far below it) but above the most one bet may win in USD.
    const over = await win(sessionId, `${round}-win`, round, '150000.00');
    assert.equal(over.body.code, 'WIN_LIMIT_EXCEEDED');
    const partial = await win(sessionId, `${round}-w1`, round, '60000.00', false);
    assert.equal(partial.status, 200, JSON.stringify(partial.body));
    const rest = await win(sessionId, `${round}-w2`, round, '60000.00', true);
    assert.equal(rest.body.code, 'WIN_LIMIT_EXCEEDED', 'the round has won 60,000 already');
    assert.equal(await cash(player), '60000.00');
  });

  it("a rollback on one player's session does not refund another player's bet", async () => {
    const owner = await seated('10.00');
    const other = await seated('10.00');
    const round = randomUUID();
    assert.equal((await bet(owner.sessionId, `${round}-bet`, round, '4.00')).status, 200);
    assert.equal(await cash(owner.player), '6.00');

    const foreign = await rollback(other.sessionId, `${round}-rb`, `${round}-bet`, round);
    assert.equal(foreign.status, 404, JSON.stringify(foreign.body));
    assert.equal(foreign.body.code, 'BET_NOT_FOUND');
    assert.equal(await cash(owner.player), '6.00');
    assert.equal(await cash(other.player), '10.00');

    // The owner's own session still rolls it back (the refused id was not kept).
    const own = await rollback(owner.sessionId, `${round}-rb`, `${round}-bet`, round);
    assert.equal(own.status, 200, JSON.stringify(own.body));
    assert.equal(await cash(owner.player), '10.00');
  });

  it("a rollback on another session of the same player does not reach that session's bet", async () => {
    const first = await seated('10.00');
    const round = randomUUID();
    assert.equal((await bet(first.sessionId, `${round}-bet`, round, '2.00')).status, 200);
    const launcher = gameLauncher(server, { rate: async () => '1' });
    const second = await launcher.open({ userId: first.player.user.userId, currency: 'USD', language: 'en', game: SLOT });
    const crossed = await rollback(second.sessionId, `${round}-rb`, `${round}-bet`, round);
    assert.equal(crossed.body.code, 'BET_NOT_FOUND');
    assert.equal(await cash(first.player), '8.00');
  });
});
