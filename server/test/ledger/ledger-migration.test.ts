import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'kysely';
import { createCurrencies } from '../../src/currencies/index.ts';
import { openDatabase } from '../../src/db/database.ts';
import { createLedger } from '../../src/ledger/index.ts';
import { earlierDatabase, insertDollar, insertPlayer, ownDatabase } from '../support/migrations.ts';

/** The migrations a database had before the ledger kept transfers (the layout it upgrades from). */
const BEFORE = [
  '0001_users_accounts',
  '0002_auth_sessions',
  '0003_platform_mail_secrets_settings',
  '0004_currencies_rates',
  '0005_ledger_balances',
  '0006_ledger_transactions_by_user',
  '0025_releases_rollouts',
];

describe('a database from before ledger transfers', () => {
  const place = ownDatabase('ledger-migration');
  const { config } = place;

  it('upgrades in place: transactions become transfers with references, every balance is explained by entries', async () => {
    let userId = '';
    await earlierDatabase(place, BEFORE, async (db) => {
      await insertDollar(db);
      userId = await insertPlayer(db, 'before@example.com');
      // What the earlier adjust() wrote: a transaction of two entries with the balance beside it.
      for (const [kind, key, amount] of [
        ['seed', 'seed:demo:USD:cash', 1000],
        ['operator_adjustment', null, 234],
      ] as const) {
        const transaction = await sql<{ id: string }>`
          insert into ledger_transactions (kind, idempotency_key, user_id, currency) values (${kind}, ${key}, ${userId}, 'USD') returning id`.execute(
          db,
        );
        const id = transaction.rows[0]!.id;
        await sql`
          insert into ledger_entries (transaction_id, account, currency, amount)
          values (${id}, ${`user:${userId}:cash`}, 'USD', ${amount}), (${id}, 'house:operator', 'USD', ${-amount})`.execute(db);
      }
      // A bonus written outside the ledger: no entries explain it.
      await sql`insert into wallet_balances (user_id, currency, cash, operator_bonus, updated_at) values (${userId}, 'USD', 1234, 500, now())`.execute(
        db,
      );
    });

    const upgraded = await openDatabase(config);
    try {
      const { db } = upgraded;
      const transfers = await db.selectFrom('ledger_transfers').select(['kind', 'reference', 'amount']).orderBy('amount', 'desc').execute();
      assert.equal(transfers.length, 3);
      assert.deepEqual(transfers[0], { kind: 'seed', reference: 'seed:demo:USD:cash', amount: 1000 });
      assert.equal(transfers[1]?.kind, 'opening');
      assert.equal(transfers[1]?.amount, 500);
      assert.equal(transfers[2]?.kind, 'adjustment');
      assert.match(transfers[2]?.reference ?? '', /^operator_adjustment:/);
      const ledger = createLedger({ db, currencies: createCurrencies({ db }) });
      assert.deepEqual(await ledger.balances(userId, 'USD'), [
        { currency: 'USD', cash: 1234n, operatorBonus: 500n, pendingWithdrawal: 0n },
      ]);
      const report = await ledger.check();
      assert.deepEqual(report.breaches, []);
      assert.equal(report.transfers, 3);
      // And it moves money as the new ledger does.
      await ledger.run((tx) =>
        ledger.transfer(tx, {
          from: { type: 'player_cash', userId },
          to: { type: 'player_pending_withdrawal', userId },
          currency: 'USD',
          amount: 234n,
          kind: 'withdraw_hold',
          reference: 'withdraw:1',
        }),
      );
      assert.equal((await ledger.check()).ok, true);
    } finally {
      await upgraded.close();
    }
  });
});
