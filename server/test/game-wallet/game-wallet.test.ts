import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { afterEach, describe, it } from 'node:test';
import type { GameBet } from '@app/contract';
import { createDemoGames, type DemoGames, type DemoGamesTables } from '../../simulators/demogames/index.ts';
import { cashOf, fund as fundPlayer, gameLauncher, REEF_RICHES as SLOT, walletCall, type WalletBody } from '../support/game-wallet.ts';
import { assertLedgerBalanced, deposit, openSocket, register, sleep, suiteServer, type SignedIn } from '../helpers.ts';

/**
 * The seamless wallet under the provider's replayed, reordered and forged calls, and whole rounds
 * played through the demo provider (its page API, a lost win retried, a lost bet answer rolled back,
 * play money that never reaches the ledger).
 */
describe('game wallet (seamless) and the demo game provider', () => {
  const server = suiteServer();
  afterEach(() => assertLedgerBalanced(server));

  const launcherFor = (provider: DemoGames = server.platform.demoGames) => gameLauncher(server, { provider });

  const fund = (player: SignedIn, amount: string) => fundPlayer(server, player, amount);
  const cash = (player: SignedIn) => cashOf(server, player);
  const bets = async (player: SignedIn) =>
    (await server.post<{ list: GameBet[] }>('/game/bets/list', { page: 1, pageSize: 50 }, player.accessToken)).body.list;
  const transfers = async () => (await server.platform.ledger.check()).transfers;

  /** A funded player with an open game session. */
  const seated = async (amount = '50.00') => {
    const player = await register(server);
    if (amount !== '0') await fund(player, amount);
    const session = await launcherFor().open({ userId: player.user.userId, currency: 'USD', language: 'en', game: SLOT });
    return { player, sessionId: session.sessionId, launchUrl: session.launchUrl };
  };

  const wallet = (method: string, body: object, options: { secret?: string; at?: number; signature?: string } = {}) =>
    walletCall(server, method, body, options);
  const bet = (sessionId: string, transactionId: string, roundId: string, amount = '1.00') =>
    wallet('bet', { sessionId, transactionId, roundId, amount, currency: 'USD', gameId: SLOT.gameId });
  const win = (sessionId: string, transactionId: string, roundId: string, amount: string, finished = true) =>
    wallet('win', { sessionId, transactionId, roundId, amount, currency: 'USD', finished });
  const rollback = (sessionId: string, transactionId: string, referenceTransactionId: string, roundId: string) =>
    wallet('rollback', { sessionId, transactionId, referenceTransactionId, roundId, currency: 'USD' });

  it('answers the balance of the session player', async () => {
    const { sessionId } = await seated('12.34');
    const answer = await wallet('balance', { sessionId });
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body, { status: 'OK', balance: '12.34', currency: 'USD' });
  });

  it('debits a bet once under concurrent replays of its transaction id, each answered the same', async () => {
    const { player, sessionId } = await seated('10.00');
    const round = randomUUID();
    const answers = await Promise.all(Array.from({ length: 8 }, () => bet(sessionId, 'tx-concurrent', round, '2.50')));
    for (const answer of answers)
      assert.deepEqual(answer, { status: 200, body: { status: 'OK', balance: '7.50', currency: 'USD', transactionId: 'tx-concurrent' } });
    assert.equal(await cash(player), '7.50');
    const placed = await bets(player);
    assert.equal(placed.length, 1);
    assert.equal(placed[0]!.status, 'open');
    assert.equal(placed[0]!.amount, '2.50');
    // The same id for another amount is not a replay.
    const other = await bet(sessionId, 'tx-concurrent', round, '3.00');
    assert.equal(other.status, 409);
    assert.equal(other.body.code, 'DUPLICATE_TRANSACTION');
  });

  it('pays a win that settles the round; a replay moves nothing; a second win and a rollback after it are refused', async () => {
    const { player, sessionId } = await seated('10.00');
    const round = randomUUID();
    assert.equal((await bet(sessionId, `${round}-bet`, round, '1.00')).status, 200);
    const paid = await win(sessionId, `${round}-win`, round, '4.20');
    assert.deepEqual(paid.body, { status: 'OK', balance: '13.20', currency: 'USD', transactionId: `${round}-win` });
    assert.deepEqual((await win(sessionId, `${round}-win`, round, '4.20')).body, paid.body);
    assert.equal(await cash(player), '13.20');

    const again = await win(sessionId, `${round}-win-2`, round, '1.00');
    assert.equal(again.status, 409);
    assert.equal(again.body.code, 'ROUND_CLOSED');
    const late = await rollback(sessionId, `${round}-rollback`, `${round}-bet`, round);
    assert.equal(late.status, 409);
    assert.equal(late.body.code, 'ROUND_CLOSED');
    assert.equal(await cash(player), '13.20');
    const [settled] = await bets(player);
    assert.equal(settled!.status, 'settled');
    assert.equal(settled!.payout, '4.20');
  });

  it('a win that does not finish the round keeps it open; the closing one settles it', async () => {
    const { player, sessionId } = await seated('5.00');
    const round = randomUUID();
    await bet(sessionId, `${round}-bet`, round, '1.00');
    assert.equal((await win(sessionId, `${round}-w1`, round, '0.50', false)).status, 200);
    assert.equal((await bets(player))[0]!.status, 'open');
    assert.equal((await win(sessionId, `${round}-w2`, round, '0', true)).status, 200);
    const [settled] = await bets(player);
    assert.equal(settled!.status, 'settled');
    assert.equal(settled!.payout, '0.50');
    assert.equal(await cash(player), '4.50');
  });

  it('refuses a win on an unknown round, rolls back a bet once, and refuses a win after the rollback', async () => {
    const { player, sessionId } = await seated('10.00');
    const unknown = await win(sessionId, 'tx-win-unknown', 'no-such-round', '1.00');
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.code, 'BET_NOT_FOUND');

    const round = randomUUID();
    await bet(sessionId, `${round}-bet`, round, '3.00');
    assert.equal(await cash(player), '7.00');
    const undone = await rollback(sessionId, `${round}-rb`, `${round}-bet`, round);
    assert.equal(undone.body.balance, '10.00', JSON.stringify(undone));
    assert.deepEqual((await rollback(sessionId, `${round}-rb`, `${round}-bet`, round)).body, undone.body);
    // Another rollback id for the same bet gives nothing back twice.
    assert.equal((await rollback(sessionId, `${round}-rb2`, `${round}-bet`, round)).body.balance, '10.00');
    assert.equal(await cash(player), '10.00');
    assert.equal((await bets(player))[0]!.status, 'rolled_back');
    const after = await win(sessionId, `${round}-win`, round, '1.00');
    assert.equal(after.body.code, 'ROUND_CLOSED');
  });

  it('acknowledges a rollback of a transaction it never saw, and refuses that bet when it arrives late', async () => {
    const { player, sessionId } = await seated('10.00');
    const round = randomUUID();
    const first = await rollback(sessionId, `${round}-rb`, `${round}-bet`, round);
    assert.equal(first.status, 200);
    assert.equal(first.body.status, 'OK');
    const late = await bet(sessionId, `${round}-bet`, round, '1.00');
    assert.equal(late.status, 409);
    assert.equal(late.body.code, 'TRANSACTION_ROLLED_BACK');
    assert.equal(await cash(player), '10.00');
    assert.equal((await bets(player)).length, 0);
  });

  it('refuses forged, stale and unsigned calls with 401, changing nothing', async () => {
    const { player, sessionId } = await seated('10.00');
    const body = { sessionId, transactionId: 'tx-forged', roundId: 'r-forged', amount: '1.00', currency: 'USD' };
    const forged = await wallet('bet', body, { secret: 'not-the-secret' });
    assert.equal(forged.status, 401);
    assert.deepEqual(Object.keys(forged.body).sort(), ['code', 'message', 'status']);
    assert.equal(forged.body.code, 'INVALID_SIGNATURE');
    const stale = await wallet('bet', body, { at: Math.floor(Date.now() / 1000) - 3600 });
    assert.equal(stale.status, 401);
    const garbled = await wallet('bet', body, { signature: 't=1,v1=zz' });
    assert.equal(garbled.status, 401);
    assert.equal(await cash(player), '10.00');
    // The id is still free: the genuine call goes through.
    assert.equal((await wallet('bet', body)).status, 200);
  });

  it('refuses a stake above the cash, remembering nothing (the same id may be sent again after a deposit)', async () => {
    const { player, sessionId } = await seated('1.00');
    const round = randomUUID();
    const refused = await bet(sessionId, `${round}-bet`, round, '5.00');
    assert.equal(refused.status, 402);
    assert.equal(refused.body.code, 'INSUFFICIENT_FUNDS');
    assert.equal(await cash(player), '1.00');
    await fund(player, '10.00');
    assert.equal((await bet(sessionId, `${round}-bet`, round, '5.00')).body.balance, '6.00');
  });

  it('refuses bets on an unknown, revoked or excluded player session, and amounts the currency cannot hold', async () => {
    assert.equal((await bet('gs_unknown', 'tx-x', 'r-x')).body.code, 'SESSION_NOT_FOUND');
    const { player, sessionId } = await seated('10.00');
    const tooFine = await bet(sessionId, 'tx-fine', 'r-fine', '0.001');
    assert.equal(tooFine.body.code, 'BAD_REQUEST');
    const wrongCurrency = await wallet('bet', { sessionId, transactionId: 'tx-eur', roundId: 'r-eur', amount: '1.00', currency: 'EUR' });
    assert.equal(wrongCurrency.body.code, 'CURRENCY_MISMATCH');

    // Signing out ends the game sessions opened in that account session.
    assert.equal((await server.post('/user/auth/logout', { refreshToken: player.refreshToken }, player.accessToken)).status, 200);
    let ended: WalletBody | undefined;
    for (let attempt = 0; attempt < 50; attempt += 1) {
      ended = (await bet(sessionId, `tx-after-logout-${attempt}`, `r-after-logout-${attempt}`)).body;
      if (ended.code === 'SESSION_EXPIRED') break;
      await sleep(20);
    }
    assert.equal(ended?.code, 'SESSION_EXPIRED');

    const excluded = await seated('10.00');
    await server.platform.responsibleGambling.tools.add(excluded.player.user.userId, { type: 'cooling_off', value: 1 });
    const reopened = await launcherFor().open({ userId: excluded.player.user.userId, currency: 'USD', language: 'en', game: SLOT });
    const blocked = await bet(reopened.sessionId, 'tx-excluded', 'r-excluded');
    assert.equal(blocked.status, 403);
    assert.equal(blocked.body.code, 'PLAYER_BLOCKED');
    // The exclusion signed the player out: the ledger tells the cash.
    const [balance] = await server.platform.ledger.balances(excluded.player.user.userId, 'USD');
    assert.equal(balance!.cash, 1000n);
  });

  it('plays a real-money round through the provider page: stake down, win up, the bet in the history, the balance pushed', async () => {
    const { player, launchUrl } = await seated('20.00');
    const socket = await openSocket(server);
    socket.send(JSON.stringify({ m: 'user.auth', p: { token: player.accessToken } }));
    assert.equal(JSON.parse(await socket.next()).m, 'user.auth');

    const page = await fetch(`${server.url}${launchUrl}`);
    assert.equal(page.status, 200);
    const html = await page.text();
    const policy = page.headers.get('content-security-policy') ?? '';
    const nonce = /script-src 'nonce-([^']+)'/.exec(policy)?.[1];
    assert.ok(nonce, policy);
    assert.match(policy, /frame-ancestors 'self'/);
    assert.doesNotMatch(policy, /unsafe-inline/);
    assert.equal(page.headers.get('x-frame-options'), 'SAMEORIGIN');
    assert.ok(html.includes(`<script nonce="${nonce}">`));
    assert.ok(html.includes('Reef Riches'));
    assert.ok(html.includes('aria-live="polite"'));

    const token = new URL(launchUrl, server.url).searchParams.get('session');
    const api = async (path: string, body: object) => {
      const response = await fetch(`${server.url}/demogames/api/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ session: token, ...body }),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const state = await api('session', {});
    assert.equal(state.body.balance, '20.00');
    assert.ok((state.body.stakes as string[]).includes('1.00'));

    const played = await api('play', { stake: '1.00' });
    assert.equal(played.status, 200, JSON.stringify(played.body));
    const won = Number(played.body.win);
    assert.equal(played.body.balance, (19 + won).toFixed(2));
    assert.equal(await cash(player), (19 + won).toFixed(2));
    const [history] = await bets(player);
    assert.equal(history!.status, 'settled');
    assert.equal(history!.amount, '1.00');
    assert.equal(history!.payout, played.body.win);
    assert.equal(history!.gameName, 'Reef Riches');

    const pushes: Array<{ m: string; p: { afterCash: string } }> = [];
    while (pushes.length < (won > 0 ? 2 : 1)) pushes.push(JSON.parse(await socket.next()) as { m: string; p: { afterCash: string } });
    assert.ok(pushes.every((push) => push.m === 'wallet.balance.update'));
    assert.equal(pushes.at(-1)!.p.afterCash, (19 + won).toFixed(2));
    socket.socket.close();

    const refused = await api('play', { stake: '1000.00' });
    assert.equal(refused.status, 400);
    assert.equal(refused.body.code, 'INVALID_STAKE');
  });

  it('plays baccarat and keno rounds through the page API', async () => {
    const player = await register(server);
    await fund(player, '100.00');
    const launcher = launcherFor();
    const baccarat = await launcher.open({
      userId: player.user.userId,
      currency: 'USD',
      language: 'en',
      game: {
        ...SLOT,
        gameId: 'baccarat-royale',
        name: 'Baccarat Royale',
        engine: 'baccarat',
        rtp: '98.50',
        minBet: '1.00',
        paylines: null,
      },
    });
    const keno = await launcher.open({
      userId: player.user.userId,
      currency: 'USD',
      language: 'en',
      game: { ...SLOT, gameId: 'keno-40', name: 'Keno 40', engine: 'keno', rtp: '95.00', paylines: null },
    });
    const play = async (launchUrl: string, body: object) => {
      const response = await fetch(`${server.url}/demogames/api/play`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ session: new URL(launchUrl, server.url).searchParams.get('session'), ...body }),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> & { outcome: Record<string, unknown> } };
    };
    const dealt = await play(baccarat.launchUrl, { stake: '2.00', side: 'banker' });
    assert.equal(dealt.status, 200, JSON.stringify(dealt.body));
    const winner = dealt.body.outcome.winner;
    assert.equal(dealt.body.win, winner === 'banker' ? '3.90' : winner === 'tie' ? '2.00' : '0.00');
    assert.equal((await play(baccarat.launchUrl, { stake: '2.00', side: 'nobody' })).body.code, 'INVALID_BET');

    const drawn = await play(keno.launchUrl, { stake: '1.00', picks: [1, 2, 3, 4, 5] });
    assert.equal(drawn.status, 200, JSON.stringify(drawn.body));
    assert.equal((drawn.body.outcome.drawn as number[]).length, 10);
    const all = await bets(player);
    assert.equal(all.length, 2);
    assert.ok(all.every((one) => one.status === 'settled'));
  });

  /** A wallet in front of the platform's that loses the answers it is told to (the network failing). */
  const flakyWallet = async () => {
    const state = {
      dropWins: 0,
      loseBetAnswers: 0,
      calls: [] as string[],
      /** Run once the platform has answered a bet, before the studio hears the answer (a slow network). */
      beforeBetAnswer: undefined as (() => Promise<void>) | undefined,
    };
    const proxy: Server = createServer((incoming, outgoing) => {
      const method = incoming.url?.split('/').at(-1) ?? '';
      state.calls.push(method);
      if (method === 'win' && state.dropWins > 0) {
        state.dropWins -= 1;
        incoming.resume();
        incoming.socket.destroy();
        return;
      }
      const loseAnswer = method === 'bet' && state.loseBetAnswers > 0;
      if (loseAnswer) state.loseBetAnswers -= 1;
      const forward = httpRequest(`${server.url}/seamless/demogames/${method}`, { method: 'POST', headers: incoming.headers }, (answer) => {
        if (loseAnswer) {
          // The platform has answered (and committed); the provider never hears it.
          answer.resume();
          answer.on('end', () => incoming.socket.destroy());
          return;
        }
        const delay = method === 'bet' ? state.beforeBetAnswer : undefined;
        state.beforeBetAnswer = method === 'bet' ? undefined : state.beforeBetAnswer;
        void (delay ?? (async () => {}))().then(() => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        });
      });
      incoming.pipe(forward);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const address = proxy.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    // Each is one instance of the studio: all of them share its rounds table.
    const instances: DemoGames[] = [];
    const instance = () => {
      const made = createDemoGames({
        db: server.platform.database.db.withTables<DemoGamesTables>(),
        secret: async () => server.platform.gameProviderSecret,
        walletUrl: () => `http://127.0.0.1:${address.port}`,
        baseDelayMs: 5,
        timeoutMs: 2000,
      });
      instances.push(made);
      return made;
    };
    const provider = instance();
    return {
      state,
      provider,
      instance,
      async close() {
        for (const made of instances) await made.close();
        await new Promise<void>((resolve) => proxy.close(() => resolve()));
      },
    };
  };

  const token = (launchUrl: string) => new URL(launchUrl, 'http://localhost').searchParams.get('session')!;

  it('retries a win whose call was lost until it lands, paying it once', async () => {
    const flaky = await flakyWallet();
    try {
      const player = await register(server);
      await fund(player, '10.00');
      const session = await launcherFor(flaky.provider).open({ userId: player.user.userId, currency: 'USD', language: 'en', game: SLOT });
      flaky.state.dropWins = 3;
      // Baccarat-like certainty is not needed: a loss closes the round with a win of 0, which is owed just the same.
      const result = await flaky.provider.play(token(session.launchUrl), { stake: '1.00' });
      assert.equal(result.balance, null);
      // The platform's own retry pass over the same rounds table may settle the round at any moment
      // from here; the balance is read before the status, so a round still open when its status is
      // read was open when the balance was read, and its win was not paid then.
      const cashBefore = await cash(player);
      const early = (await bets(player))[0]!;
      assert.ok(early.status === 'open' || early.status === 'settled', early.status);
      if (early.status === 'open') assert.equal(cashBefore, '9.00');
      for (let attempt = 0; attempt < 100 && (await bets(player))[0]!.status === 'open'; attempt += 1) {
        await flaky.provider.deliverDue();
        await sleep(10);
      }
      const [settled] = await bets(player);
      assert.equal(settled!.status, 'settled');
      assert.equal(settled!.payout, result.win);
      assert.equal(await cash(player), (9 + Number(result.win)).toFixed(2));
      // Up to three calls were lost; the win lands through this provider's retry or the server's own
      // retry pass over the same rounds table (which does not go through this provider), whichever
      // comes first: on a busy machine that may be after the first lost call. Once settled, nothing
      // is sent again.
      // A pass of this provider that read the owed win just before the other pass delivered it may
      // still send it once more (the platform answers it without paying again); that pass is let
      // finish before the count is taken.
      await flaky.provider.deliverDue();
      await sleep(1000);
      const winCalls = flaky.state.calls.filter((call) => call === 'win').length;
      assert.ok(winCalls >= 1 && winCalls <= 5, `${winCalls} win calls`);
      await flaky.provider.deliverDue();
      assert.equal(flaky.state.calls.filter((call) => call === 'win').length, winCalls);
      assert.equal(await cash(player), (9 + Number(result.win)).toFixed(2));
    } finally {
      await flaky.close();
    }
  });

  it("sends an owed win once when two of the studio's instances retry at the same moment", async () => {
    const flaky = await flakyWallet();
    try {
      const player = await register(server);
      await fund(player, '10.00');
      const session = await launcherFor(flaky.provider).open({ userId: player.user.userId, currency: 'USD', language: 'en', game: SLOT });
      flaky.state.dropWins = 1;
      const result = await flaky.provider.play(token(session.launchUrl), { stake: '1.00' });
      assert.equal(result.balance, null);
      await sleep(20);
      const twin = flaky.instance();
      await Promise.all([flaky.provider.deliverDue(), twin.deliverDue()]);
      // The lost call and one retry, or none when the platform's own pass over the same table came first.
      const winCalls = flaky.state.calls.filter((call) => call === 'win').length;
      assert.ok(winCalls <= 2, `${winCalls} win calls`);
      // The platform's own pass over the same rounds table may have leased the owed win just before
      // the two instances looked (so both skipped it): its call lands on its own.
      for (let attempt = 0; attempt < 200 && (await bets(player))[0]!.status === 'open'; attempt += 1) await sleep(50);
      const [settled] = await bets(player);
      assert.equal(settled!.status, 'settled');
      assert.equal(await cash(player), (9 + Number(result.win)).toFixed(2));
    } finally {
      await flaky.close();
    }
  });

  it('cancels a round whose bet answer came after the sweep rolled the bet back, paying no win on it', async () => {
    const flaky = await flakyWallet();
    try {
      const player = await register(server);
      await fund(player, '10.00');
      const session = await launcherFor(flaky.provider).open({ userId: player.user.userId, currency: 'USD', language: 'en', game: SLOT });
      const studio = server.platform.database.db.withTables<DemoGamesTables>();
      const twin = flaky.instance();
      // The platform has taken the bet; before its answer reaches the studio, the round has been
      // "betting" longer than the sweep waits (a starved machine), so another instance rolls it back.
      flaky.state.beforeBetAnswer = async () => {
        await studio
          .updateTable('demogames_rounds')
          .set({ created_at: new Date(Date.now() - 3_600_000) } as never)
          .where('state', '=', 'betting')
          .execute();
        await twin.deliverDue();
      };
      await assert.rejects(flaky.provider.play(token(session.launchUrl), { stake: '2.00' }), { code: 'ROUND_CANCELLED' });
      assert.deepEqual(flaky.state.calls, ['bet', 'rollback']);
      assert.equal((await bets(player))[0]!.status, 'rolled_back');
      assert.equal(await cash(player), '10.00');
    } finally {
      await flaky.close();
    }
  });

  it('rolls back a bet whose answer was lost, giving the stake back once', async () => {
    const flaky = await flakyWallet();
    try {
      const player = await register(server);
      await fund(player, '10.00');
      const session = await launcherFor(flaky.provider).open({ userId: player.user.userId, currency: 'USD', language: 'en', game: SLOT });
      flaky.state.loseBetAnswers = 1;
      await assert.rejects(flaky.provider.play(token(session.launchUrl), { stake: '2.00' }), { code: 'ROUND_CANCELLED' });
      for (let attempt = 0; attempt < 100 && (await bets(player))[0]?.status !== 'rolled_back'; attempt += 1) {
        await flaky.provider.deliverDue();
        await sleep(10);
      }
      assert.equal((await bets(player))[0]!.status, 'rolled_back', JSON.stringify(flaky.state.calls));
      assert.equal(await cash(player), '10.00');
      // The rollback goes through this provider's retry or the server's own retry pass over the
      // same rounds table, whichever comes first; never twice, and nothing else is sent.
      assert.equal(flaky.state.calls[0], 'bet');
      assert.ok(
        flaky.state.calls.slice(1).every((call) => call === 'rollback') && flaky.state.calls.length <= 2,
        JSON.stringify(flaky.state.calls),
      );
    } finally {
      await flaky.close();
    }
  });

  it('plays demo rounds with play money, never touching the ledger', async () => {
    const before = await transfers();
    const demo = await launcherFor().demo({ language: 'en', game: SLOT });
    assert.match(demo.launchUrl, /^\/demogames\/play\/reef-riches\?session=/);
    const session = token(demo.launchUrl);
    const api = async (path: string, body: object) => {
      const response = await fetch(`${server.url}/demogames/api/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ session, ...body }),
      });
      return (await response.json()) as Record<string, string>;
    };
    assert.equal((await api('session', {})).balance, '1000.00');
    const played = await api('play', { stake: '5.00' });
    assert.equal(played.balance, (995 + Number(played.win)).toFixed(2));
    assert.equal(await transfers(), before);
  });

  it('stakes real money before bonus money, and pays wins and refunds back in the shares of the stake', async () => {
    // A first deposit of 20 earns 20 of bonus money (the first deposit reward matches 100 %).
    const player = await register(server);
    await deposit(server, player, '20.00');
    const session = await launcherFor().open({ userId: player.user.userId, currency: 'USD', language: 'en', game: SLOT });
    const sessionId = session.sessionId;
    const balance = async () => {
      const answer = await server.post<{ balance: Record<string, string> }>(
        '/wallet/balance/details',
        { currency: 'USD' },
        player.accessToken,
      );
      const { cash, operatorBonus, wageringDone } = answer.body.balance;
      // What is left of the bonus lots is the bonus balance, always.
      const lots = await server.platform.database.db
        .withTables<{ bonus_lots: { user_id: string; remaining: string } }>()
        .selectFrom('bonus_lots')
        .select((eb) => eb.fn.sum<string>('remaining').as('left'))
        .where('user_id', '=', player.user.userId)
        .executeTakeFirstOrThrow();
      assert.equal(Number(lots.left ?? 0) / 100, Number(operatorBonus), 'the lots hold the bonus balance');
      return { cash, bonus: operatorBonus, wagered: wageringDone };
    };
    const betRow = async (betId: string) => (await server.platform.bets.writer.lock(server.platform.database.db, betId))!;

    assert.deepEqual((await wallet('balance', { sessionId })).body, { status: 'OK', balance: '40.00', currency: 'USD' });
    // Cash covers the first stake: the bonus money is not touched.
    assert.equal((await bet(sessionId, 'split-a', 'round-a', '15.00')).status, 200);
    assert.deepEqual(await balance(), { cash: '5.00', bonus: '20.00', wagered: '15.00' });
    // The next one takes the 5 of cash left and 5 of bonus money.
    const second = await bet(sessionId, 'split-b', 'round-b', '10.00');
    assert.deepEqual(second.body, { status: 'OK', balance: '15.00', currency: 'USD', transactionId: 'split-b' });
    assert.deepEqual(await balance(), { cash: '0.00', bonus: '15.00', wagered: '25.00' });
    const [placed] = await bets(player);
    assert.equal(BigInt((await betRow(placed!.betId)).bonus_amount), 500n);
    // Its win comes back half to cash, half to bonus money, as the stake was made.
    assert.equal((await win(sessionId, 'split-b-win', 'round-b', '8.00')).status, 200);
    assert.deepEqual(await balance(), { cash: '4.00', bonus: '19.00', wagered: '25.00' });
    // More than cash and bonus money together is refused and moves nothing.
    const tooMuch = await bet(sessionId, 'split-c', 'round-c', '23.01');
    assert.equal(tooMuch.body.code, 'INSUFFICIENT_FUNDS');
    assert.deepEqual(await balance(), { cash: '4.00', bonus: '19.00', wagered: '25.00' });
    // Everything at stake, then rolled back: each part goes back where it came from.
    assert.equal((await bet(sessionId, 'split-d', 'round-d', '23.00')).status, 200);
    assert.deepEqual(await balance(), { cash: '0.00', bonus: '0.00', wagered: '48.00' });
    assert.equal((await rollback(sessionId, 'split-d-back', 'split-d', 'round-d')).status, 200);
    assert.deepEqual(await balance(), { cash: '4.00', bonus: '19.00', wagered: '25.00' });
  });

  it('never stakes bonus money that has expired; the sweep takes the lapsed lot back to the house', async () => {
    // A first deposit of 20 earns 20 of bonus money; the lot lapses before the player bets it.
    const player = await register(server);
    await deposit(server, player, '20.00');
    const session = await launcherFor().open({ userId: player.user.userId, currency: 'USD', language: 'en', game: SLOT });
    const sessionId = session.sessionId;
    assert.deepEqual((await wallet('balance', { sessionId })).body, { status: 'OK', balance: '40.00', currency: 'USD' });
    await server.platform.database.db
      .withTables<{ bonus_lots: { user_id: string; expires_at: Date } }>()
      .updateTable('bonus_lots')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', player.user.userId)
      .execute();
    // Cash alone covers this stake: the lapsed lot is not needed and not looked at.
    assert.equal((await bet(sessionId, 'lapsed-a', 'round-a', '15.00')).status, 200);
    // This one needs 5 of bonus money: the lapsed lot does not count, and the stake is refused
    // with the cash as what is available (the refusal moves nothing; the sweep takes the lot back).
    const refused = await bet(sessionId, 'lapsed-b', 'round-b', '10.00');
    assert.equal(refused.body.code, 'INSUFFICIENT_FUNDS');
    assert.equal((await bets(player)).length, 1, 'only the cash-covered bet was placed');
    const details = async () =>
      (await server.post<{ balance: Record<string, string> }>('/wallet/balance/details', { currency: 'USD' }, player.accessToken)).body
        .balance;
    assert.equal((await details()).cash, '5.00');
    assert.ok((await server.platform.bonus.expireDue()) >= 1);
    assert.deepEqual([(await details()).cash, (await details()).operatorBonus], ['5.00', '0.00']);
    // What cash there is still plays.
    assert.equal((await bet(sessionId, 'lapsed-c', 'round-c', '5.00')).status, 200);
  });

  it('refuses a page or an API call for an unknown session', async () => {
    const page = await fetch(`${server.url}/demogames/play/reef-riches?session=nope`);
    assert.equal(page.status, 404);
    assert.match(page.headers.get('content-security-policy') ?? '', /frame-ancestors 'self'/);
    const play = await fetch(`${server.url}/demogames/api/play`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session: 'nope', stake: '1.00' }),
    });
    assert.equal(play.status, 404);
  });
});
