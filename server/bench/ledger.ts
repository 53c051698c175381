/**
 * Ledger transfers per second and their p99 with 32 players moving money at once, on the embedded
 * PGlite and on Postgres, each beside a baseline measured in the same run on the same database: one
 * bare conditional UPDATE of a balance per transfer. The ratio says what the ledger's double entry
 * (a transfer row, two entries, the balances beside them, in one transaction) costs.
 *
 *   node server/bench/ledger.ts         (BENCH_DURATION_SECONDS, BENCH_PLAYERS, BENCH_DATABASE_URL)
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { createPlatform, type Platform } from '../src/compose.ts';
import { loadConfig, PGLITE_MEMORY } from '../src/config.ts';
import { dropSchema } from '../src/db/database.ts';
import type { Transfer } from '../src/ledger/index.ts';
import { benchDatabaseUrl, postgresReachable, printableUrl } from './databases.ts';
import { latencyPercentiles } from './percentile.ts';

interface Figure {
  transfersPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  transfers: number;
}

/** Runs `work(player)` in a loop for every player at once for `seconds`; throughput and latency. */
async function drive(players: readonly string[], seconds: number, work: (player: string) => Promise<void>): Promise<Figure> {
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    players.map(async (player) => {
      while (performance.now() < deadline) {
        const begin = performance.now();
        await work(player);
        latencies.push(performance.now() - begin);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return {
    transfersPerSecond: Math.round(latencies.length / elapsed),
    ...latencyPercentiles(latencies),
    transfers: latencies.length,
  };
}

async function measure(platform: Platform, playerCount: number, seconds: number) {
  const { users, ledger, database } = platform;
  const { db } = database;
  const players: string[] = [];
  for (let index = 0; index < playerCount; index += 1) {
    const row = await db.transaction().execute(async (tx) => {
      const created = await users.create({ email: `bench.${randomUUID()}@example.com`, passwordHash: 'x', currency: 'USD' }, tx);
      if (!created) throw new Error('no player');
      await ledger.openBalances(created.id, tx);
      return created;
    });
    players.push(row.id);
    // A starting balance so every later debit is covered.
    await ledger.run((tx) =>
      ledger.transfer(tx, {
        from: { type: 'house' },
        to: { type: 'player_cash', userId: row.id },
        currency: 'USD',
        amount: 1_000_000_00n,
        kind: 'seed',
        reference: `bench:${row.id}`,
      }),
    );
  }
  // Warm-up (query plans, connections).
  await drive(players, 1, async (player) => {
    await sql`update wallet_balances set cash = cash + 0 where user_id = ${player} and currency = 'USD'`.execute(db);
  });

  let turn = 0;
  /** Alternately a win paid to the player and a stake taken from them. */
  const nextTransfer = (player: string): Transfer => {
    turn += 1;
    const toPlayer = turn % 2 === 0;
    const playerCash = { type: 'player_cash', userId: player } as const;
    return {
      from: toPlayer ? { type: 'house' } : playerCash,
      to: toPlayer ? playerCash : { type: 'house' },
      currency: 'USD',
      amount: 100n,
      kind: 'adjustment',
      reference: `bench:${randomUUID()}`,
    };
  };
  // A transfer on its own (one statement), and one inside a transaction as a bet or a settlement
  // writes it beside its own rows (BEGIN, the transfer, COMMIT).
  const ledgerFigure = await drive(players, seconds, async (player) => {
    await ledger.transferNow(nextTransfer(player));
  });
  const inTransactionFigure = await drive(players, seconds, async (player) => {
    await ledger.run((tx) => ledger.transfer(tx, nextTransfer(player)));
  });
  const baseline = await drive(players, seconds, async (player) => {
    turn += 1;
    const delta = turn % 2 === 0 ? 100 : -100;
    await sql`update wallet_balances set cash = cash + ${delta} where user_id = ${player} and currency = 'USD' and cash + ${delta} >= 0`.execute(
      db,
    );
  });
  const check = await ledger.check();
  return {
    ledger: ledgerFigure,
    ledgerInTransaction: inTransactionFigure,
    bareConditionalUpdate: baseline,
    ratio: Math.round((ledgerFigure.transfersPerSecond / Math.max(1, baseline.transfersPerSecond)) * 100) / 100,
    ratioInTransaction: Math.round((inTransactionFigure.transfersPerSecond / Math.max(1, baseline.transfersPerSecond)) * 100) / 100,
    // The baseline changes balances behind the ledger's back: only the transfers themselves are checked.
    transfersBalanced: check.breaches.every((breach) => breach.invariant !== 'transfer_unbalanced'),
  };
}

async function withPlatform<T>(env: Record<string, string>, work: (platform: Platform) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ledger-bench-'));
  const config = loadConfig({ DATA_DIR: dataDir, PGLITE_DIR: PGLITE_MEMORY, SEED_DEMO: 'false', LOG_LEVEL: 'silent', ...env });
  const log = { error: (...args: unknown[]) => console.error(...args), warn: () => undefined };
  const platform = await createPlatform(config, log as never);
  try {
    return await work(platform);
  } finally {
    await platform.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The ledger benchmark on PGlite and, when reachable, on Postgres. */
export async function runLedgerBench(): Promise<Record<string, unknown>> {
  const seconds = Number(process.env.BENCH_DURATION_SECONDS ?? 5);
  const playerCount = Number(process.env.BENCH_PLAYERS ?? 32);
  const results: Record<string, unknown> = { seconds, concurrentPlayers: playerCount };
  results.pglite = await withPlatform({}, (platform) => measure(platform, playerCount, seconds));
  const databaseUrl = benchDatabaseUrl();
  if (await postgresReachable(databaseUrl)) {
    const schema = `bench_${randomBytes(6).toString('hex')}`;
    try {
      results.postgres = await withPlatform({ DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema }, (platform) =>
        measure(platform, playerCount, seconds),
      );
    } finally {
      await dropSchema(databaseUrl, schema);
    }
  } else {
    results.postgres = { skipped: `no Postgres at ${printableUrl(databaseUrl)}` };
  }
  return results;
}

if (import.meta.main) console.log(JSON.stringify(await runLedgerBench(), null, 2));
