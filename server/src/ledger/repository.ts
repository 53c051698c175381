import { sql } from 'kysely';
import { toBigInt, type Db } from '../db/database.ts';
import { afterPosition, cursorAt, keysetPage, type KeysetPosition } from '../db/keyset.ts';
import { COLUMN_SUFFIX, HOUSE_KEY, type BalanceColumn } from './accounts.ts';

/** A player's balance row in one currency, in minor units. */
export interface BalanceRow {
  currency: string;
  cash: bigint;
  operatorBonus: bigint;
  pendingWithdrawal: bigint;
}

/** The change a transfer makes to one player's balance row. */
export interface RowDelta {
  userId: string;
  cash: bigint;
  operator_bonus: bigint;
  pending_withdrawal: bigint;
}

export interface TransferRecord {
  kind: string;
  reference: string;
  currency: string;
  amount: bigint;
  /** The player the transfer concerns (history), if any. */
  userId: string | null;
  fromKey: string;
  toKey: string;
}

export interface TransferOutcome {
  /** Undefined when a player's balance was too low: nothing was written. */
  transferId: string | undefined;
  balances: Array<{ userId: string } & BalanceRow>;
}

interface RawBalance {
  user_id: string;
  currency: string;
  cash: string;
  operator_bonus: string;
  pending_withdrawal: string;
}

function balanceOf(row: RawBalance): { userId: string } & BalanceRow {
  return {
    userId: row.user_id,
    currency: row.currency,
    cash: toBigInt(row.cash),
    operatorBonus: toBigInt(row.operator_bonus),
    pendingWithdrawal: toBigInt(row.pending_withdrawal),
  };
}

const BALANCE_TEXT = sql`b.user_id::text as user_id, b.currency, b.cash::text as cash, b.operator_bonus::text as operator_bonus,
  b.pending_withdrawal::text as pending_withdrawal`;

export interface Breach {
  invariant: 'transfer_unbalanced' | 'negative_balance' | 'balance_mismatch';
  detail: string;
}

/** The sum of one kind of transfer on one day (UTC) in one currency, for one product (payments for deposits and withdrawals). */
export interface DailyTotal {
  day: string;
  currency: string;
  product: 'payments' | 'originals' | 'provider' | 'sports';
  kind: string;
  total: bigint;
}

/** One of the ledger's transfers with the two accounts it moved money between. */
export interface TransferWithAccounts {
  id: string;
  kind: string;
  reference: string;
  currency: string;
  amount: bigint;
  from: string;
  to: string;
  createdAt: Date;
  cursorAt: string;
}

/** wallet_balances, ledger_transfers and ledger_entries: the only code that writes them. */
export const ledgerRepository = {
  async openBalances(db: Db, userId: string, currencies: readonly string[]): Promise<void> {
    if (currencies.length === 0) return;
    await db
      .insertInto('wallet_balances')
      .values(currencies.map((currency) => ({ user_id: userId, currency, cash: 0, operator_bonus: 0, updated_at: new Date() })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  },

  async balances(db: Db, userId: string, currency?: string): Promise<BalanceRow[]> {
    const rows = await sql<RawBalance>`
      select ${BALANCE_TEXT} from wallet_balances b
       where b.user_id = ${userId} ${currency ? sql`and b.currency = ${currency}` : sql``}`.execute(db);
    return rows.rows.map((row) => {
      const { userId: _userId, ...balance } = balanceOf(row);
      return balance;
    });
  },

  async transferExists(db: Db, kind: string, reference: string): Promise<string | undefined> {
    const row = await db
      .selectFrom('ledger_transfers')
      .select('id')
      .where('kind', '=', kind)
      .where('reference', '=', reference)
      .executeTakeFirst();
    return row?.id;
  },

  /**
   * One statement: the player rows change (a row that would go below zero is left alone, unless
   * `strict`, where the database's CHECK refuses it), and only when every row changed are the
   * transfer and its two entries (summing to zero) written.
   */
  async transfer(db: Db, record: TransferRecord, deltas: readonly RowDelta[], strict: boolean): Promise<TransferOutcome> {
    const amount = record.amount.toString();
    const transferRow = sql`select ${record.kind}, ${record.reference}, ${record.currency}, ${amount}::bigint, ${record.userId}::uuid`;
    const entries = sql`(values (${record.fromKey}, ${(-record.amount).toString()}::bigint), (${record.toKey}, ${amount}::bigint)) as v(account, amount)`;
    if (deltas.length === 0) {
      const result = await sql<{ id: string }>`
        with t as (
          insert into ledger_transfers (kind, reference, currency, amount, user_id) ${transferRow} returning id
        ), e as (
          insert into ledger_entries (transfer_id, account, currency, amount)
          select t.id, v.account, ${record.currency}, v.amount from t cross join ${entries}
        )
        select id::text as id from t`.execute(db);
      return { transferId: result.rows[0]?.id, balances: [] };
    }
    const values = sql.join(
      deltas.map(
        (d) =>
          sql`(${d.userId}::uuid, ${d.cash.toString()}::bigint, ${d.operator_bonus.toString()}::bigint, ${d.pending_withdrawal.toString()}::bigint)`,
      ),
    );
    const guard = strict
      ? sql``
      : sql`and b.cash + v.cash >= 0 and b.operator_bonus + v.operator_bonus >= 0 and b.pending_withdrawal + v.pending_withdrawal >= 0`;
    const result = await sql<RawBalance & { transfer_id: string | null }>`
      with bal as (
        update wallet_balances as b
           set cash = b.cash + v.cash,
               operator_bonus = b.operator_bonus + v.operator_bonus,
               pending_withdrawal = b.pending_withdrawal + v.pending_withdrawal,
               updated_at = now()
          from (values ${values}) as v(user_id, cash, operator_bonus, pending_withdrawal)
         where b.user_id = v.user_id and b.currency = ${record.currency} ${guard}
        returning b.*
      ), t as (
        insert into ledger_transfers (kind, reference, currency, amount, user_id)
        ${transferRow} where (select count(*) from bal) = ${deltas.length}
        returning id
      ), e as (
        insert into ledger_entries (transfer_id, account, currency, amount)
        select t.id, v.account, ${record.currency}, v.amount from t cross join ${entries}
      )
      select (select id::text from t) as transfer_id, ${BALANCE_TEXT} from bal b`.execute(db);
    return { transferId: result.rows[0]?.transfer_id ?? undefined, balances: result.rows.map(balanceOf) };
  },

  /**
   * Transfers made in turn that move one player's balance row (a stake and the win of a bet drawn
   * at once), as one statement: the row changes by their sum, only when no transfer in turn would
   * have taken it below zero (`floor`: the lowest the row's columns reach along the way, each <= 0),
   * and only then are the transfers and their two entries each (summing to zero) written. Answers
   * the transfers' ids in order, none when the row was too low or missing: nothing was written.
   */
  async transferInTurn(
    db: Db,
    records: readonly TransferRecord[],
    net: RowDelta,
    floor: Omit<RowDelta, 'userId'>,
  ): Promise<{ transferIds: string[]; balances: Array<{ userId: string } & BalanceRow> }> {
    const currency = records[0]!.currency;
    const transfers = sql.join(
      records.map(
        (record, order) =>
          sql`(${order}::int, ${record.kind}, ${record.reference}, ${record.amount.toString()}::bigint, ${record.userId}::uuid)`,
      ),
    );
    const entries = sql.join(
      records.flatMap((record, order) => [
        sql`(${order}::int, ${record.fromKey}, ${(-record.amount).toString()}::bigint)`,
        sql`(${order}::int, ${record.toKey}, ${record.amount.toString()}::bigint)`,
      ]),
    );
    const result = await sql<RawBalance & { transfer_ids: string | null }>`
      with bal as (
        update wallet_balances as b
           set cash = b.cash + ${net.cash.toString()}::bigint,
               operator_bonus = b.operator_bonus + ${net.operator_bonus.toString()}::bigint,
               pending_withdrawal = b.pending_withdrawal + ${net.pending_withdrawal.toString()}::bigint,
               updated_at = now()
         where b.user_id = ${net.userId} and b.currency = ${currency}
           and b.cash + ${floor.cash.toString()}::bigint >= 0
           and b.operator_bonus + ${floor.operator_bonus.toString()}::bigint >= 0
           and b.pending_withdrawal + ${floor.pending_withdrawal.toString()}::bigint >= 0
        returning b.*
      ), x as (
        select * from (values ${transfers}) as x(ord, kind, reference, amount, user_id) where exists (select 1 from bal)
      ), t as (
        insert into ledger_transfers (kind, reference, currency, amount, user_id)
        select x.kind, x.reference, ${currency}, x.amount, x.user_id from x order by x.ord
        returning id, kind, reference
      ), e as (
        insert into ledger_entries (transfer_id, account, currency, amount)
        select t.id, v.account, ${currency}, v.amount
          from (values ${entries}) as v(ord, account, amount)
          join x on x.ord = v.ord
          join t on t.kind = x.kind and t.reference = x.reference
      )
      select (select string_agg(t.id::text, ',' order by x.ord) from t join x on t.kind = x.kind and t.reference = x.reference) as transfer_ids,
             ${BALANCE_TEXT} from bal b`.execute(db);
    const row = result.rows[0];
    return { transferIds: row?.transfer_ids ? row.transfer_ids.split(',') : [], balances: result.rows.map(balanceOf) };
  },

  /** The invariants, each breach found (at most `limit` of each kind). */
  async breaches(db: Db, limit: number): Promise<Breach[]> {
    const breaches: Breach[] = [];
    const unbalanced = await sql<{ id: string; kind: string; reference: string; total: string; entries: string }>`
      select t.id::text as id, t.kind, t.reference, coalesce(sum(e.amount), 0)::text as total, count(e.id)::text as entries
        from ledger_transfers t left join ledger_entries e on e.transfer_id = t.id
       group by t.id
      having coalesce(sum(e.amount), 0) <> 0 or count(e.id) < 2
          or bool_or(e.currency <> t.currency) or max(abs(e.amount)) <> t.amount
       limit ${limit}`.execute(db);
    for (const row of unbalanced.rows) {
      breaches.push({
        invariant: 'transfer_unbalanced',
        detail: `transfer ${row.id} (${row.kind} ${row.reference}): ${row.entries} entries summing to ${row.total}`,
      });
    }
    const orphans = await sql<{ id: string }>`
      select e.id::text as id from ledger_entries e left join ledger_transfers t on t.id = e.transfer_id where t.id is null limit ${limit}`.execute(
      db,
    );
    for (const row of orphans.rows) breaches.push({ invariant: 'transfer_unbalanced', detail: `entry ${row.id} belongs to no transfer` });

    const negative = await sql<RawBalance>`
      select ${BALANCE_TEXT} from wallet_balances b
       where b.cash < 0 or b.operator_bonus < 0 or b.pending_withdrawal < 0 limit ${limit}`.execute(db);
    for (const row of negative.rows) {
      breaches.push({
        invariant: 'negative_balance',
        detail: `player ${row.user_id} ${row.currency}: cash ${row.cash}, bonus ${row.operator_bonus}, pending withdrawal ${row.pending_withdrawal}`,
      });
    }

    const columns = Object.entries(COLUMN_SUFFIX) as Array<[BalanceColumn, string]>;
    const kept = sql.join(
      columns.map(
        ([column, suffix]) =>
          sql`select 'user:' || b.user_id::text || ${`:${suffix}`} as account, b.currency, ${sql.ref(`b.${column}`)} as total from wallet_balances b`,
      ),
      sql` union all `,
    );
    const mismatched = await sql<{ account: string; currency: string; kept: string; entries: string }>`
      with kept as (${kept}),
      sums as (
        select account, currency, sum(amount) as total from ledger_entries where account like 'user:%' group by account, currency
      )
      select coalesce(k.account, s.account) as account, coalesce(k.currency, s.currency) as currency,
             coalesce(k.total, 0)::text as kept, coalesce(s.total, 0)::text as entries
        from kept k full join sums s on s.account = k.account and s.currency = k.currency
       where coalesce(k.total, 0) <> coalesce(s.total, 0)
       limit ${limit}`.execute(db);
    for (const row of mismatched.rows) {
      breaches.push({
        invariant: 'balance_mismatch',
        detail: `${row.account} ${row.currency}: balance ${row.kept}, entries sum to ${row.entries}`,
      });
    }
    return breaches;
  },

  async counts(db: Db): Promise<{ transfers: number; entries: number; balances: number }> {
    const row = await sql<{ transfers: string; entries: string; balances: string }>`
      select (select count(*) from ledger_transfers)::text as transfers, (select count(*) from ledger_entries)::text as entries,
             (select count(*) from wallet_balances)::text as balances`.execute(db);
    const counts = row.rows[0];
    return { transfers: Number(counts?.transfers ?? 0), entries: Number(counts?.entries ?? 0), balances: Number(counts?.balances ?? 0) };
  },

  /**
   * The sums the dashboard shows, per day (UTC) from `since`, currency, product and kind: deposits
   * and withdrawals paid out, and every bet, win and refund, its product told by its reference
   * (sports-bet:, sports-win:, sports-refund:, sports-cashout: the sportsbook; original:,
   * original-win: the originals; a provider's own transaction ids the provider games). One pass
   * over ledger_transfers_created.
   */
  async dailyTotals(db: Db, since: Date): Promise<DailyTotal[]> {
    const rows = await sql<{ day: string; currency: string; product: DailyTotal['product']; kind: string; total: string }>`
      select to_char(day, 'YYYY-MM-DD') as day, currency, product, kind, total::text as total from (
        select (created_at at time zone 'UTC')::date as day, currency,
               case when kind in ('deposit', 'withdraw_payout') then 'payments'
                    when reference like 'sports-%' then 'sports'
                    when reference like 'original:%' or reference like 'original-win:%' then 'originals'
                    else 'provider' end as product,
               kind, sum(amount) as total
          from ledger_transfers
         where created_at >= ${since} and kind in ('deposit', 'withdraw_payout', 'bet', 'win', 'refund')
         group by 1, 2, 3, 4
      ) as sums`.execute(db);
    return rows.rows.map((row) => ({ ...row, total: toBigInt(row.total) }));
  },

  /** The transfers of a player, newest first, after a position (keyset), `limit` of them with their two accounts. */
  async playerTransfers(
    db: Db,
    userId: string,
    after: KeysetPosition | null,
    limit: number,
  ): Promise<{ rows: TransferWithAccounts[]; nextCursor: string | null }> {
    let query = db
      .selectFrom('ledger_transfers')
      .select(['id', 'kind', 'reference', 'currency', 'amount', 'created_at'])
      .select(cursorAt.as('cursor_at'))
      .where('user_id', '=', userId);
    if (after) query = query.where(afterPosition(after));
    const read = await query
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit + 1)
      .execute();
    const page = keysetPage(
      read.map((row) => ({ ...row, id: String(row.id), cursor_at: String(row.cursor_at) })),
      limit,
    );
    const ids = page.rows.map((row) => row.id);
    const entries =
      ids.length === 0
        ? []
        : await db.selectFrom('ledger_entries').select(['transfer_id', 'account', 'amount']).where('transfer_id', 'in', ids).execute();
    const accounts = new Map<string, { from: string; to: string }>();
    for (const entry of entries) {
      const key = String(entry.transfer_id);
      const found = accounts.get(key) ?? { from: '', to: '' };
      if (toBigInt(String(entry.amount)) < 0n) found.from = entry.account;
      else found.to = entry.account;
      accounts.set(key, found);
    }
    return {
      rows: page.rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        reference: row.reference,
        currency: row.currency,
        amount: toBigInt(String(row.amount)),
        from: accounts.get(row.id)?.from ?? '',
        to: accounts.get(row.id)?.to ?? '',
        createdAt: row.created_at,
        cursorAt: row.cursor_at,
      })),
      nextCursor: page.nextCursor,
    };
  },

  /** What the house and each provider hold per currency (derived from the entries; no balance row is kept for them). */
  async systemBalances(db: Db): Promise<Array<{ account: string; currency: string; balance: bigint }>> {
    const rows = await sql<{ account: string; currency: string; total: string }>`
      select account, currency, sum(amount)::text as total from ledger_entries
       where account = ${HOUSE_KEY} or account like 'provider:%' group by account, currency order by account, currency`.execute(db);
    return rows.rows.map((row) => ({ account: row.account, currency: row.currency, balance: toBigInt(row.total) }));
  },
};
