import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { fromMinor, serverMessageSchema } from '@app/contract';
import { profileRoundTrips } from '../../src/db/round-trips.ts';
import { ApiError } from '../../src/http/errors.ts';
import type { Account, Transfer } from '../../src/ledger/index.ts';
import { assertLedgerBalanced, OPERATOR_TOKEN, openSocket, register, startServer, type TestServer } from '../helpers.ts';
import { runCli } from '../support/cli.ts';

const HOUSE: Account = { type: 'house' };
const cashOf = (userId: string): Account => ({ type: 'player_cash', userId });
const bonusOf = (userId: string): Account => ({ type: 'player_operator_bonus', userId });

describe('the ledger', () => {
  let server: TestServer;
  /** One transfer in a transaction of its own. */
  const move = (transfer: Transfer) => server.platform.ledger.run((tx) => server.platform.ledger.transfer(tx, transfer));
  /** A socket signed in with the token, past the answer to its sign-in. */
  const signedInSocket = async (token: string) => {
    const ws = await openSocket(server);
    ws.send(JSON.stringify({ m: 'user.auth', p: { token } }));
    await ws.next();
    return ws;
  };
  before(async () => {
    server = await startServer();
  });
  after(async () => {
    await assertLedgerBalanced(server);
    await server.close();
  });

  it('moves money in transfers of two entries summing to zero, with the player balances beside them', async () => {
    const { ledger, database } = server.platform;
    const player = await register(server);
    const userId = player.user.userId;
    const { transferId } = await ledger.run((tx) =>
      ledger.transfer(tx, {
        from: { type: 'provider', provider: 'demo-pay' },
        to: { type: 'player_cash', userId },
        currency: 'USD',
        amount: 1500n,
        kind: 'deposit',
        reference: `deposit:test-${userId}`,
      }),
    );
    await ledger.run(async (tx) => {
      await ledger.transfer(tx, {
        from: { type: 'player_cash', userId },
        to: { type: 'player_pending_withdrawal', userId },
        currency: 'USD',
        amount: 500n,
        kind: 'withdraw_hold',
        reference: `withdraw:test-${userId}`,
      });
      await ledger.transfer(tx, {
        from: { type: 'house' },
        to: { type: 'player_operator_bonus', userId },
        currency: 'USD',
        amount: 200n,
        kind: 'bonus',
        reference: `bonus:test-${userId}`,
      });
    });
    const [usd] = await ledger.balances(userId, 'USD');
    assert.deepEqual(usd, { currency: 'USD', cash: 1000n, operatorBonus: 200n, pendingWithdrawal: 500n });
    const entries = await database.db
      .selectFrom('ledger_entries')
      .select(['account', 'amount'])
      .where('transfer_id', '=', transferId)
      .orderBy('amount')
      .execute();
    assert.deepEqual(entries, [
      { account: 'provider:demo-pay', amount: -1500 },
      { account: `user:${userId}:cash`, amount: 1500 },
    ]);
    const report = await ledger.check();
    assert.equal(report.ok, true);
    const demoPay = report.system.find((entry) => entry.account === 'provider:demo-pay' && entry.currency === 'USD');
    assert.ok(demoPay);
    // The same balance in the currency's major unit, as the back office shows it.
    assert.equal(demoPay.amount, fromMinor(BigInt(demoPay.balance), 2));
  });

  it('refuses to take a player account below zero, naming what is available, and writes nothing', async () => {
    const { ledger } = server.platform;
    const player = await register(server);
    const userId = player.user.userId;
    await move({ from: HOUSE, to: cashOf(userId), currency: 'EUR', amount: 999n, kind: 'adjustment', reference: `a:${userId}` });
    await assert.rejects(
      move({ from: cashOf(userId), to: HOUSE, currency: 'EUR', amount: 1000n, kind: 'bet', reference: `bet:${userId}` }),
      (error: unknown) => error instanceof ApiError && error.reason === 'INSUFFICIENT_FUNDS' && error.meta?.available === '9.99',
    );
    assert.equal(await ledger.transferred('bet', `bet:${userId}`), false);
    // Between two players (two rows), the database's CHECK is what refuses it.
    const other = await register(server);
    const otherCash = cashOf(other.user.userId);
    await assert.rejects(
      move({ from: cashOf(userId), to: otherCash, currency: 'EUR', amount: 1000n, kind: 'adjustment', reference: `p2p:${userId}` }),
      (error: unknown) => error instanceof ApiError && error.reason === 'INSUFFICIENT_FUNDS',
    );
    const [eur] = await ledger.balances(userId, 'EUR');
    assert.equal(eur?.cash, 999n);
    await assert.rejects(
      sql`update wallet_balances set cash = -1 where user_id = ${userId} and currency = 'EUR'`.execute(server.platform.database.db),
      /check constraint/,
    );
  });

  it('makes a stake and its win in turn as one statement, never below zero along the way, each transfer with its entries', async () => {
    const { ledger, database } = server.platform;
    const player = await register(server);
    const userId = player.user.userId;
    await move({ from: HOUSE, to: cashOf(userId), currency: 'EUR', amount: 500n, kind: 'adjustment', reference: `a:${userId}` });
    const inTurn = (stake: bigint, win: bigint, name: string) =>
      ledger.run((tx) =>
        ledger.transferInTurn(tx, [
          { from: cashOf(userId), to: HOUSE, currency: 'EUR', amount: stake, kind: 'bet', reference: `bet:${name}:${userId}` },
          { from: HOUSE, to: cashOf(userId), currency: 'EUR', amount: win, kind: 'win', reference: `win:${name}:${userId}` },
        ]),
      );
    const { result, statements } = await profileRoundTrips(() => inTurn(300n, 900n, 'won'));
    assert.equal(result.transferIds.length, 2);
    assert.deepEqual(
      statements.filter((statement) => !['BEGIN', 'COMMIT'].includes(statement)).length,
      1,
      'the stake and the win in one statement',
    );
    assert.equal((await ledger.balances(userId, 'EUR'))[0]?.cash, 1100n);
    const entries = await sql<{ kind: string; account: string; amount: string }>`
      select t.kind, e.account, e.amount::text as amount from ledger_transfers t join ledger_entries e on e.transfer_id = t.id
       where t.id in (${sql.join(result.transferIds.map((id) => sql`${id}::uuid`))}) order by t.kind, e.amount`.execute(database.db);
    assert.deepEqual(
      entries.rows.map((row) => `${row.kind} ${row.account.startsWith('user:') ? 'player' : 'house'} ${row.amount}`),
      ['bet player -300', 'bet house 300', 'win house -900', 'win player 900'],
    );
    // A stake above the cash is refused even when its win would cover it: nothing is written.
    await assert.rejects(
      inTurn(1200n, 5000n, 'short'),
      (error: unknown) => error instanceof ApiError && error.reason === 'INSUFFICIENT_FUNDS' && error.meta?.available === '11.00',
    );
    assert.equal(await ledger.transferred('bet', `bet:short:${userId}`), false);
    assert.equal(await ledger.transferred('win', `win:short:${userId}`), false);
    assert.equal((await ledger.balances(userId, 'EUR'))[0]?.cash, 1100n);
  });

  it('moves money for a kind and reference once', async () => {
    const { ledger } = server.platform;
    const player = await register(server);
    const transfer = {
      from: { type: 'house' } as const,
      to: { type: 'player_cash', userId: player.user.userId } as const,
      currency: 'USD',
      amount: 100n,
      kind: 'win' as const,
      reference: `win:${player.user.userId}`,
    };
    await ledger.run((tx) => ledger.transfer(tx, transfer));
    await assert.rejects(
      ledger.run((tx) => ledger.transfer(tx, transfer)),
      /already been made/,
    );
    const [usd] = await ledger.balances(player.user.userId, 'USD');
    assert.equal(usd?.cash, 100n);
  });

  it('pushes wallet.balance.update after the commit, and nothing for a rolled-back transaction', async () => {
    const { ledger } = server.platform;
    const player = await register(server);
    const userId = player.user.userId;
    const ws = await signedInSocket(player.accessToken);
    await assert.rejects(
      ledger.run(async (tx) => {
        await ledger.transfer(tx, {
          from: HOUSE,
          to: cashOf(userId),
          currency: 'USD',
          amount: 700n,
          kind: 'adjustment',
          reference: `r1:${userId}`,
        });
        throw new Error('changed my mind');
      }),
      /changed my mind/,
    );
    await move({ from: HOUSE, to: bonusOf(userId), currency: 'USD', amount: 250n, kind: 'bonus', reference: `r2:${userId}` });
    const update = serverMessageSchema.parse(JSON.parse(await ws.next()));
    assert.deepEqual(update, { m: 'wallet.balance.update', p: { currency: 'USD', afterCash: '0.00', afterOperatorBonus: '2.50' } });
    ws.socket.close();
  });

  it('moves money on its own with transferNow: the same refusals, once per kind and reference, and the update pushed', async () => {
    const { ledger } = server.platform;
    const player = await register(server);
    const userId = player.user.userId;
    const ws = await signedInSocket(player.accessToken);
    const pay = (amount: bigint, reference: string) =>
      ledger.transferNow({ from: HOUSE, to: cashOf(userId), currency: 'USD', amount, kind: 'adjustment', reference });
    const { transferId } = await pay(1_000n, `now1:${userId}`);
    assert.match(transferId, /^[0-9a-f-]{36}$/);
    const update = serverMessageSchema.parse(JSON.parse(await ws.next()));
    assert.deepEqual(update, { m: 'wallet.balance.update', p: { currency: 'USD', afterCash: '10.00', afterOperatorBonus: '0.00' } });
    await assert.rejects(pay(5n, `now1:${userId}`), /has already been made/);
    await assert.rejects(
      ledger.transferNow({
        from: cashOf(userId),
        to: HOUSE,
        currency: 'USD',
        amount: 1_001n,
        kind: 'adjustment',
        reference: `now2:${userId}`,
      }),
      (error: ApiError) => error.reason === 'INSUFFICIENT_FUNDS' && (error.meta as { available?: string }).available === '10.00',
    );
    assert.equal((await ledger.balances(userId, 'USD'))[0]?.cash, 1_000n);
    ws.socket.close();
    await assertLedgerBalanced(server);
  });

  it('finds a breach made by hand, through the operator API and the CLI, which then exits non-zero', async () => {
    const { db } = server.platform.database;
    const player = await register(server);
    const userId = player.user.userId;
    const clean = await runCli(['ledger', 'check'], { OPERATOR_URL: server.url, OPERATOR_TOKEN });
    assert.equal(clean.code, 0, clean.stderr);
    assert.equal(JSON.parse(clean.stdout).ok, true);

    // A transfer whose entries do not sum to zero, and a balance that its entries do not explain.
    await move({ from: HOUSE, to: cashOf(userId), currency: 'USD', amount: 300n, kind: 'adjustment', reference: `hand:${userId}` });
    const broken = await sql<{ id: string }>`select id from ledger_transfers where reference = ${`hand:${userId}`}`.execute(db);
    const transferId = broken.rows[0]?.id;
    await sql`update ledger_entries set amount = 301 where transfer_id = ${transferId} and amount = 300`.execute(db);
    await sql`update wallet_balances set operator_bonus = 5 where user_id = ${userId} and currency = 'USD'`.execute(db);
    try {
      const answer = await server.operator<{ ok: boolean; breaches: Array<{ invariant: string; detail: string }> }>(
        '/operator/ledger/check',
        {},
      );
      assert.equal(answer.status, 200);
      assert.equal(answer.body.ok, false);
      const kinds = answer.body.breaches.map((breach) => breach.invariant).sort();
      assert.deepEqual(kinds, ['balance_mismatch', 'balance_mismatch', 'transfer_unbalanced']);
      assert.ok(answer.body.breaches.some((breach) => breach.detail.includes(`user:${userId}:bonus`)));
      const cli = await runCli(['ledger', 'check'], { OPERATOR_URL: server.url, OPERATOR_TOKEN });
      assert.equal(cli.code, 1);
      assert.equal(JSON.parse(cli.stdout).breaches.length, 3);
    } finally {
      await sql`update ledger_entries set amount = 300 where transfer_id = ${transferId} and amount = 301`.execute(db);
      await sql`update wallet_balances set operator_bonus = 0 where user_id = ${userId} and currency = 'USD'`.execute(db);
    }
  });
});
