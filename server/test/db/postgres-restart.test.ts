import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import {
  assertLedgerBalanced,
  balanceOf,
  deposit,
  diceBet,
  moneyCall,
  register,
  sleep,
  startServer,
  type Answer,
  type SignedIn,
  type TestServer,
} from '../helpers.ts';
import { ownPostgres } from '../support/own-databases.ts';

type Bet = { bet?: { id: string; amount: string; payout: string }; reason?: string };

const cents = (text: string | undefined) => Math.round(Number(text) * 100);

/** A dice bet of 1.00 with the Idempotency-Key given, sent as a client sends it. */
function bet(server: TestServer, player: SignedIn, key: string): Promise<Answer<Bet>> {
  return moneyCall<Bet>(
    server,
    player,
    '/originals/dice/bet',
    { currency: 'USD', amount: '1.00', target: '49.50', condition: 'under' },
    key,
  );
}

/** Every answer is a bet (200) or a SERVICE_UNAVAILABLE to send again (503 with Retry-After): never a 500. */
function assertAnsweredOrRetryable(answer: Answer<Bet>): void {
  if (answer.status === 200) return;
  assert.equal(answer.status, 503, JSON.stringify(answer.body));
  assert.equal(answer.body.reason, 'SERVICE_UNAVAILABLE');
  assert.ok(Number(answer.headers.get('retry-after')) > 0, 'with Retry-After');
}

/**
 * PostgreSQL restarting, failing over, or ending a backend (pg_terminate_backend) under the server,
 * on a cluster of the test's own (initdb in a temporary folder, a free port): a money call whose
 * connection is lost before COMMIT is run again (nothing of it stayed); one lost during COMMIT, or
 * while the database is away, is answered 503 SERVICE_UNAVAILABLE with Retry-After, and sent again
 * with its Idempotency-Key it moves the money once; the pool opens new connections by itself.
 */
describe('the database restarting under the server', () => {
  let cluster: Awaited<ReturnType<typeof ownPostgres>>;
  let server: TestServer;
  let admin: pg.Client;
  let schema: string;
  before(async () => {
    cluster = await ownPostgres(() => undefined);
    schema = `restart_${randomUUID().slice(0, 8)}`;
    server = await startServer({ env: { DATABASE_URL: cluster.url, DATABASE_SCHEMA: schema } });
    admin = new pg.Client({ connectionString: cluster.url });
    admin.on('error', () => undefined);
    await admin.connect();
    await admin.query(`set search_path to "${schema}"`);
  });
  after(async () => {
    await admin?.end().catch(() => undefined);
    await server?.close();
    await cluster?.close();
  });

  /** Waits until a backend other than the admin's waits as `filter` says; answers its pid. */
  const waitingBackend = async (filter: string): Promise<number> => {
    for (let attempt = 0; attempt < 400; attempt += 1) {
      const rows = await admin.query<{ pid: number }>(
        `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and ${filter}`,
      );
      if (rows.rows[0]) return rows.rows[0].pid;
      await sleep(25);
    }
    throw new Error(`no backend waits (${filter})`);
  };

  it('runs a money call again when its connection is ended mid-transaction: 200, the money moved once', async () => {
    const player = await register(server);
    await deposit(server, player, '100.00');
    assert.equal((await diceBet(server, player, '1.00')).status, 200);
    const before = await balanceOf(server, player);

    // The bet waits for the balance this transaction holds; its backend is then ended under it.
    await admin.query('begin');
    await admin.query('select 1 from wallet_balances where user_id = $1 for update', [player.user.userId]);
    const pending = bet(server, player, randomUUID());
    const pid = await waitingBackend(`wait_event_type = 'Lock'`);
    await admin.query('select pg_terminate_backend($1)', [pid]);
    await admin.query('rollback');

    const answer = await pending;
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const after = await balanceOf(server, player);
    assert.equal(
      cents(after.cash) - cents(before.cash),
      cents(answer.body.bet!.payout) - 100,
      'the stake taken once, the payout paid once',
    );
    await assertLedgerBalanced(server);
  });

  it('answers 503 when the connection is lost during COMMIT; the call sent again with its key is replayed, the money moved once', async () => {
    const player = await register(server);
    await deposit(server, player, '100.00');
    const before = await balanceOf(server, player);
    // Every COMMIT now waits for a standby that does not exist: written here, not yet acknowledged.
    await admin.query(`alter system set synchronous_standby_names = 'nowhere'`);
    await admin.query('select pg_reload_conf()');
    const key = randomUUID();
    let first: Answer<Bet>;
    try {
      const pending = bet(server, player, key);
      const pid = await waitingBackend(`wait_event = 'SyncRep' and query ilike 'commit%'`);
      // The connection ends while COMMIT waits: the transaction has committed, the server cannot know.
      await admin.query('select pg_terminate_backend($1)', [pid]);
      first = await pending;
    } finally {
      await admin.query('alter system reset synchronous_standby_names');
      await admin.query('select pg_reload_conf()');
    }
    assert.equal(first.status, 503, JSON.stringify(first.body));
    assertAnsweredOrRetryable(first);

    const again = await bet(server, player, key);
    assert.equal(again.status, 200, JSON.stringify(again.body));
    assert.equal(again.headers.get('idempotent-replayed'), 'true', 'the call had gone through: its answer is replayed');
    const after = await balanceOf(server, player);
    assert.equal(cents(after.cash) - cents(before.cash), cents(again.body.bet!.payout) - 100, 'the stake taken once');
    await assertLedgerBalanced(server);
  });

  it('answers 503 with Retry-After while the database is down, and serves again once it is back', async () => {
    const player = await register(server);
    await deposit(server, player, '100.00');
    const before = await balanceOf(server, player);
    cluster.stop();
    const key = randomUUID();
    let down: Answer<Bet>;
    try {
      down = await bet(server, player, key);
      const balance = await fetch(`${server.url}/v1/wallet/balance/details`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: player.accessToken },
        body: JSON.stringify({ currency: 'USD' }),
      });
      assert.equal(balance.status, 503, 'a read too');
      assert.ok(balance.headers.get('retry-after'));
    } finally {
      cluster.start();
    }
    assertAnsweredOrRetryable(down);
    assert.equal(down.status, 503);
    // The pool has dropped its dead connections and opens new ones.
    const back = await bet(server, player, key);
    assert.equal(back.status, 200, JSON.stringify(back.body));
    const after = await balanceOf(server, player);
    assert.equal(cents(after.cash) - cents(before.cash), cents(back.body.bet!.payout) - 100);
    await assertLedgerBalanced(server);
  });

  it('answers bets placed through a restart 200 or 503, never 500; those sent again with their keys move the money once', async (t) => {
    const players = [await register(server), await register(server), await register(server)];
    for (const player of players) await deposit(server, player, '100.00');
    const start = new Map<SignedIn, number>();
    for (const player of players) start.set(player, cents((await balanceOf(server, player)).cash));

    const keys = new Map<string, SignedIn>();
    const answers: Array<Answer<Bet>> = [];
    let restarting = true;
    const restart = (async () => {
      await sleep(200);
      await cluster.restart();
      restarting = false;
    })();
    await Promise.all(
      players.map(async (player) => {
        for (let count = 0; count < 60 && (restarting || count < 10); count += 1) {
          const key = randomUUID();
          keys.set(key, player);
          const answer = await bet(server, player, key);
          assertAnsweredOrRetryable(answer);
          answers.push(answer);
          if (answer.status === 503) await sleep(50);
        }
      }),
    );
    await restart;
    assert.ok(answers.length > 0);
    t.diagnostic(
      `through the restart: ${answers.filter((a) => a.status === 200).length} answered 200, ${answers.filter((a) => a.status === 503).length} answered 503`,
    );

    // Every key sent again: each is answered (replayed or done now), and the balances add up.
    const moved = new Map<SignedIn, number>();
    for (const [key, player] of keys) {
      const answer = await bet(server, player, key);
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      moved.set(player, (moved.get(player) ?? 0) + cents(answer.body.bet!.payout) - 100);
    }
    for (const player of players) {
      assert.equal(cents((await balanceOf(server, player)).cash), start.get(player)! + moved.get(player)!, 'each bet once');
    }
    await assertLedgerBalanced(server);
  });
});
