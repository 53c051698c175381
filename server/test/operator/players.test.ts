import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GameBet, OperatorPlayerSession, OperatorTransfer, SportsBet, SportsEvent } from '@app/contract';
import { diceBet, login, moneyCall, register, serverWithPlayer, type SignedIn, type TestServer } from '../helpers.ts';
import { createMember, postOperator, signIn } from '../support/staff.ts';

type Market = { id: string; status: string; selections: Array<{ id: string; odds: string }> };

describe("the back office's player page", () => {
  let server: TestServer;
  let player: SignedIn;
  serverWithPlayer('300.00', (started) => ({ server, player } = started));

  const ok = async <T>(path: string, body: object): Promise<T> => {
    const answer = await server.operator<T>(path, body);
    assert.equal(answer.status, 200, `${path}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  };

  it('shows the player with balances, levels, limits, exclusion and documents, by id or email', async () => {
    const limit = await server.post(
      '/wallet/responsible-gambling/config/add',
      { type: 'deposit', period: 'daily', currency: 'USD', amount: '1000' },
      player.accessToken,
    );
    assert.equal(limit.status, 200, JSON.stringify(limit.body));
    const reminder = await server.post(
      '/user/responsible-gambling/config/add',
      { type: 'session_reminder', value: 30 },
      player.accessToken,
    );
    assert.equal(reminder.status, 200, JSON.stringify(reminder.body));
    const byId = await ok<{
      player: { userId: string; email: string; kycLevel: number; vipLevel: number };
      balances: Array<{ currency: string; cash: string; pendingWithdrawal: string }>;
      limits: Array<{ type: string; amount: string }>;
      tools: Array<{ type: string; value: number }>;
      exclusion: unknown;
      documents: unknown[];
    }>('/operator/players/get', { user: player.user.userId });
    assert.equal(byId.player.email, player.user.email);
    assert.equal(byId.balances.find((row) => row.currency === 'USD')?.cash, '300.00');
    assert.deepEqual(
      byId.limits.map((row) => [row.type, row.amount]),
      [['deposit', '1000.00']],
    );
    assert.deepEqual(
      byId.tools.map((row) => [row.type, row.value]),
      [['session_reminder', 30]],
    );
    assert.equal(byId.exclusion, null);
    assert.deepEqual(byId.documents, []);
    const byEmail = await ok<typeof byId>('/operator/players/get', { user: player.user.email.toUpperCase() });
    assert.equal(byEmail.player.userId, player.user.userId);
    const missing = await server.operator<{ reason: string }>('/operator/players/get', { user: 'nobody@example.com' });
    assert.equal(missing.status, 404);
    assert.equal(missing.body.reason, 'USER_NOT_FOUND');
  });

  it("pages the player's ledger transfers and game bets newest first by cursor, neither repeating nor skipping", async () => {
    for (let index = 0; index < 5; index += 1) assert.equal((await diceBet(server, player, '1.00')).status, 200);
    const seen: OperatorTransfer[] = [];
    let cursor: string | null = null;
    do {
      const page: { transfers: OperatorTransfer[]; nextCursor: string | null } = await ok('/operator/players/transfers', {
        user: player.user.userId,
        pageSize: 2,
        ...(cursor ? { cursor } : {}),
      });
      assert.ok(page.transfers.length <= 2);
      seen.push(...page.transfers);
      cursor = page.nextCursor;
    } while (cursor);
    assert.equal(new Set(seen.map((transfer) => transfer.transferId)).size, seen.length);
    const stakes = seen.filter((transfer) => transfer.kind === 'bet');
    assert.equal(stakes.length, 5);
    for (const stake of stakes) {
      assert.equal(stake.from, `user:${player.user.userId}:cash`);
      assert.equal(stake.to, 'house:operator');
      assert.equal(stake.amount, '1.00');
    }
    // The deposit (and the reward credited in its transaction) came first, so it is in the last page.
    const deposit = seen.find((transfer) => transfer.kind === 'deposit');
    assert.equal(deposit?.createdAt, seen.at(-1)?.createdAt);
    const times = seen.map((transfer) => transfer.createdAt);
    assert.deepEqual(times, times.toSorted().reverse());

    const first: { bets: GameBet[]; nextCursor: string | null } = await ok('/operator/players/bets', {
      user: player.user.userId,
      pageSize: 3,
    });
    assert.equal(first.bets.length, 3);
    assert.ok(first.nextCursor);
    const rest: { bets: GameBet[]; nextCursor: string | null } = await ok('/operator/players/bets', {
      user: player.user.userId,
      pageSize: 3,
      cursor: first.nextCursor,
    });
    assert.equal(rest.bets.length, 2);
    assert.equal(rest.nextCursor, null);
    assert.ok([...first.bets, ...rest.bets].every((bet) => bet.isOriginal && bet.gameId === 'dice'));
  });

  it("lists the player's sports bets apart from the casino's", async () => {
    const events = (await server.post<{ list: SportsEvent[] }>('/sports/events/list', { pageSize: 50 })).body.list;
    let placed: SportsBet | undefined;
    for (const event of events) {
      const markets = (await server.post<{ markets: Market[] }>('/sports/event/get', { eventId: event.id })).body.markets;
      const selection = markets.find((market) => market.status === 'open')?.selections[0];
      if (!selection) continue;
      const answer = await moneyCall<{ bet: SportsBet }>(server, player, '/sports/bet/place', {
        selections: [{ selectionId: selection.id, odds: selection.odds }],
        stake: '2.00',
        currency: 'USD',
      });
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      placed = answer.body.bet;
      break;
    }
    assert.ok(placed, 'an open market to bet on');
    const open: { bets: SportsBet[] } = await ok('/operator/players/sports-bets', { user: player.user.userId, status: 'open' });
    assert.deepEqual(
      open.bets.map((bet) => bet.id),
      [placed.id],
    );
    const settled: { bets: SportsBet[] } = await ok('/operator/players/sports-bets', { user: player.user.userId, status: 'settled' });
    assert.deepEqual(settled.bets, []);
    const casino: { bets: GameBet[] } = await ok('/operator/players/bets', { user: player.user.userId, pageSize: 100 });
    assert.ok(casino.bets.every((bet) => bet.gameId !== 'sportsbook'));
  });

  it('lists the sessions and ends one: its token stops working, the audit records who ended it, support may and trading may not', async () => {
    const other = await register(server);
    const second = await login(server, other.user.email, other.password);
    const { sessions }: { sessions: OperatorPlayerSession[] } = await ok('/operator/players/sessions', { user: other.user.userId });
    assert.equal(sessions.length, 2);
    assert.ok(sessions.every((session) => session.active && session.endedAt === null));
    const [newest] = sessions;
    assert.ok(newest);

    const trading = await signIn(server, await createMember(server, 'trading'));
    const refused = await postOperator<{ reason: string }>(
      server,
      '/operator/players/sessions/end',
      { user: other.user.userId, sessionId: newest.sessionId },
      trading.token,
    );
    assert.equal(refused.status, 403);
    assert.equal(refused.body.reason, 'OPERATOR_FORBIDDEN');

    const support = await signIn(server, await createMember(server, 'support'));
    const ended = await postOperator<{ session: OperatorPlayerSession }>(
      server,
      '/operator/players/sessions/end',
      { user: other.user.email, sessionId: newest.sessionId },
      support.token,
    );
    assert.equal(ended.status, 200, JSON.stringify(ended.body));
    assert.equal(ended.body.session.active, false);
    assert.equal(ended.body.session.endedReason, 'operator');
    const refusedToken = await server.post<{ reason: string }>('/wallet/balance/details', { currency: 'USD' }, second.accessToken);
    assert.equal(refusedToken.status, 401);
    assert.equal(refusedToken.body.reason, 'SESSION_REVOKED');
    const stillIn = await server.post('/wallet/balance/details', { currency: 'USD' }, other.accessToken);
    assert.equal(stillIn.status, 200, 'the other session goes on');

    const audit: {
      entries: Array<{ action: string; target: string; playerId: string; actor: { kind: string; email?: string }; before: unknown }>;
    } = await ok('/operator/audit/search', { action: 'players/sessions/end' });
    const [entry] = audit.entries;
    assert.equal(entry?.target, `session:${newest.sessionId}`);
    assert.equal(entry?.playerId, other.user.userId);
    assert.equal(entry?.actor.email, support.member.email);
    assert.equal((entry?.before as { active: boolean }).active, true);

    const unknown = await server.operator<{ reason: string }>('/operator/players/sessions/end', {
      user: other.user.userId,
      sessionId: '00000000-0000-4000-8000-000000000000',
    });
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.reason, 'PLAYER_SESSION_NOT_FOUND');
  });
});
