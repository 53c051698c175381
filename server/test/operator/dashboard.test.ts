import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { DASHBOARD_DAYS, type DashboardFigure, type DashboardSummary } from '@app/contract';
import {
  assertLedgerBalanced,
  deposit,
  diceBet,
  moneyCall,
  openSocket,
  operatorAdjust,
  register,
  startServer,
  type SignedIn,
  type TestServer,
} from '../helpers.ts';
import { gameLauncher, REEF_RICHES, walletCall } from '../support/game-wallet.ts';
import { createMember, postOperator, signIn } from '../support/staff.ts';

/** An amount in minor units of two decimals, for exact sums. */
const cents = (amount: string) => BigInt(Math.round(Number(amount) * 100));
const amountIn = (figure: DashboardFigure, currency: string) =>
  figure.byCurrency.find((row) => row.currency === currency)?.amount ?? '0.00';

describe('the dashboard summary', () => {
  let server: TestServer;
  let player: SignedIn;

  before(async () => {
    server = await startServer();
    player = await register(server);
    await server.platform.users.raiseKycLevel(player.user.userId, 3);
  });
  after(async () => {
    await assertLedgerBalanced(server);
    await server.close();
  });

  const summary = async (): Promise<DashboardSummary> => {
    const answer = await server.operator<DashboardSummary>('/operator/dashboard/summary', {});
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return answer.body;
  };
  const today = (figures: DashboardSummary) => figures.days.at(-1)!;

  it('answers today and the seven days before, oldest first, each product at zero on an empty platform', async () => {
    const figures = await summary();
    assert.equal(figures.days.length, DASHBOARD_DAYS);
    assert.equal(today(figures).date, new Date().toISOString().slice(0, 10));
    const dates = figures.days.map((day) => day.date);
    assert.deepEqual(dates, dates.toSorted());
    assert.equal(figures.houseCurrency, 'USD');
    for (const day of figures.days) {
      assert.equal(day.deposits.total, '0.00');
      for (const product of ['originals', 'provider', 'sports'] as const) assert.equal(day.products[product].stakes.total, '0.00');
    }
  });

  it('sums deposits, withdrawals and each product from the ledger, converts at the stored rates, and agrees with the bets', async () => {
    await deposit(server, player, '500.00');
    // Two originals' bets in dollars and one in euros at 0.50 euros to the dollar.
    assert.equal((await server.operator('/operator/exchange-rates/set', { rates: { EUR: '0.5' } })).status, 200);
    assert.equal((await operatorAdjust(server, { user: player.user.userId, currency: 'EUR', amount: '100' })).status, 200);
    for (const [amount, currency] of [
      ['10.00', 'USD'],
      ['5.00', 'USD'],
      ['10.00', 'EUR'],
    ] as const) {
      const bet = await diceBet(server, player, amount, currency);
      assert.equal(bet.status, 200, JSON.stringify(bet.body));
    }
    // A provider round staked 1.00 and won 4.20; another staked 2.00 and was rolled back.
    const session = await gameLauncher(server).open({ userId: player.user.userId, currency: 'USD', language: 'en', game: REEF_RICHES });
    const wallet = (method: string, body: object) => walletCall(server, method, { sessionId: session.sessionId, currency: 'USD', ...body });
    assert.equal((await wallet('bet', { transactionId: 'd-1', roundId: 'r-1', amount: '1.00', gameId: REEF_RICHES.gameId })).status, 200);
    assert.equal((await wallet('win', { transactionId: 'd-2', roundId: 'r-1', amount: '4.20', finished: true })).status, 200);
    assert.equal((await wallet('bet', { transactionId: 'd-3', roundId: 'r-2', amount: '2.00', gameId: REEF_RICHES.gameId })).status, 200);
    assert.equal((await wallet('rollback', { transactionId: 'd-4', referenceTransactionId: 'd-3', roundId: 'r-2' })).status, 200);
    // A withdrawal paid out, and one left waiting for the operator.
    const withdraw = async (amount: string) => {
      const answer = await moneyCall<{ transaction: { transactionId: string } }>(server, player, '/review/withdraw', {
        channelId: 'usd-fiat-withdraw',
        currency: 'USD',
        amount,
      });
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      return answer.body.transaction.transactionId;
    };
    const paid = await withdraw('40.00');
    assert.equal((await server.operator('/operator/withdrawals/approve', { transactionId: paid })).status, 200);
    await withdraw('30.00');

    const figures = await summary();
    const day = today(figures);
    const { db } = server.platform.database;
    const transfers = await sql<{ kind: string; total: string }>`
      select kind, sum(amount)::text as total from ledger_transfers where kind in ('deposit', 'withdraw_payout') group by kind`.execute(db);
    const sumOf = (kind: string) => BigInt(transfers.rows.find((row) => row.kind === kind)?.total ?? '0');
    assert.equal(cents(amountIn(day.deposits, 'USD')), sumOf('deposit'), 'deposits as the ledger credited them');
    assert.equal(cents(amountIn(day.withdrawals, 'USD')), sumOf('withdraw_payout'), 'withdrawals as the ledger paid them out');
    assert.ok(sumOf('withdraw_payout') > 0n && sumOf('withdraw_payout') <= 4000n);

    // The originals agree with the bets' own records, per currency.
    const bets = await sql<{ currency: string; staked: string; paid: string }>`
      select currency, sum(amount)::text as staked, sum(payout)::text as paid from game_bets where is_original group by currency`.execute(
      db,
    );
    const originals = day.products.originals;
    for (const row of bets.rows) {
      assert.equal(cents(amountIn(originals.stakes, row.currency)), BigInt(row.staked), `${row.currency} stakes`);
      assert.equal(cents(amountIn(originals.payouts, row.currency)), BigInt(row.paid), `${row.currency} payouts`);
      assert.equal(cents(amountIn(originals.ggr, row.currency)), BigInt(row.staked) - BigInt(row.paid), `${row.currency} revenue`);
    }
    assert.equal(amountIn(originals.stakes, 'USD'), '15.00');
    assert.equal(amountIn(originals.stakes, 'EUR'), '10.00');
    // 15.00 dollars and 10.00 euros at 0.50 to the dollar.
    assert.equal(originals.stakes.total, '35.00');
    assert.equal(figures.rates.EUR, '0.5');
    assert.deepEqual(figures.unconverted, []);

    const provider = day.products.provider;
    assert.deepEqual(
      [provider.stakes.total, provider.payouts.total, provider.ggr.total],
      ['1.00', '4.20', '-3.20'],
      'the rolled-back stake is not counted',
    );
    assert.equal(day.products.sports.stakes.total, '0.00');
    assert.equal(day.total.stakes.total, '36.00');
    assert.equal(cents(day.total.payouts.total), cents(originals.payouts.total) + 420n);

    assert.deepEqual(figures.queues, { pendingWithdrawals: 1, pendingDocuments: 0 });
  });

  it('counts the players signed in lately and the sockets open, and is read by finance but not by support', async () => {
    const socket = await openSocket(server);
    try {
      socket.send(JSON.stringify({ m: 'user.auth', p: { token: player.accessToken } }));
      assert.equal(JSON.parse(await socket.next()).m, 'user.auth');
      const figures = await summary();
      assert.equal(figures.live.activePlayers, 1);
      assert.equal(figures.live.socketsOpen, 1);

      const finance = await signIn(server, await createMember(server, 'finance'));
      const support = await signIn(server, await createMember(server, 'support'));
      const read = await postOperator<DashboardSummary>(server, '/operator/dashboard/summary', {}, finance.token);
      assert.equal(read.status, 200);
      assert.equal(read.body.days.length, DASHBOARD_DAYS);
      const refused = await postOperator<{ reason: string }>(server, '/operator/dashboard/summary', {}, support.token);
      assert.equal(refused.status, 403);
      assert.equal(refused.body.reason, 'OPERATOR_FORBIDDEN');

      // The player's session ended by the operator: no longer active, and the socket is closed.
      const { body } = await server.operator<{ sessions: Array<{ sessionId: string }> }>('/operator/players/sessions', {
        user: player.user.userId,
      });
      for (const session of body.sessions) {
        const ended = await server.operator('/operator/players/sessions/end', { user: player.user.userId, sessionId: session.sessionId });
        assert.equal(ended.status, 200, JSON.stringify(ended.body));
      }
      await socket.closed;
      assert.equal((await summary()).live.activePlayers, 0);
    } finally {
      socket.socket.close();
    }
  });
});

describe('the dashboard summary, day by day', () => {
  let server: TestServer;
  let player: SignedIn;

  before(async () => {
    server = await startServer();
    player = await register(server);
    await deposit(server, player, '200.00');
    await deposit(server, player, '50.00');
  });
  after(async () => {
    await assertLedgerBalanced(server);
    await server.close();
  });

  const summary = async (): Promise<DashboardSummary> => {
    const answer = await server.operator<DashboardSummary>('/operator/dashboard/summary', {});
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return answer.body;
  };

  it('puts each transfer on its day (UTC), leaves out those older than the window, and reads a day that is over once', async () => {
    const { db } = server.platform.database;
    const deposits = await sql<{ id: string; amount: string }>`
      select id::text, amount::text from ledger_transfers where kind = 'deposit' order by amount desc`.execute(db);
    const [large, small] = deposits.rows;
    assert.ok(large && small);
    // The larger deposit two days ago (an hour after midnight), the smaller nine days ago.
    await sql`update ledger_transfers set created_at = date_trunc('day', now() at time zone 'UTC') at time zone 'UTC' - interval '2 days' + interval '1 hour'
               where id = ${large.id}::uuid`.execute(db);
    await sql`update ledger_transfers set created_at = now() - interval '9 days' where id = ${small.id}::uuid`.execute(db);
    const figures = await summary();
    assert.equal(figures.days.at(-1)!.deposits.total, '0.00');
    assert.equal(cents(figures.days.at(-3)!.deposits.total), BigInt(large.amount));
    assert.equal(cents(figures.days.reduce((sum, day) => sum + Number(day.deposits.total), 0).toFixed(2)), BigInt(large.amount));

    // A day that is over is read once: later answers read today's transfers only (moving one into
    // a past day, which the platform never does, shows it), while today's stay live.
    await sql`update ledger_transfers set created_at = now() - interval '3 days' where id = ${small.id}::uuid`.execute(db);
    await sql`update ledger_transfers set created_at = now() where id = ${large.id}::uuid`.execute(db);
    const later = await summary();
    assert.equal(cents(later.days.at(-1)!.deposits.total), BigInt(large.amount), "today's deposit");
    assert.equal(cents(later.days.at(-3)!.deposits.total), BigInt(large.amount), 'the day that is over as it was read');
    assert.equal(later.days.at(-4)!.deposits.total, '0.00');
    // Put back where the ledger made them.
    await sql`update ledger_transfers set created_at = now() where kind = 'deposit'`.execute(db);
  });
});
