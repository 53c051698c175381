/**
 * The peer every API figure is read beside: a bare Fastify route doing one indexed SELECT by primary
 * key on the same database as the server under test, in a process of its own. No authentication, no
 * settings, no schema checks: what a call costs when it is nothing but a round trip to the database.
 *
 *   - PGlite: the peer's own embedded PGlite in memory (an embedded database belongs to one process),
 *     so the same engine in the same setup as the server's.
 *   - Postgres: the server's database and schema, through a pg pool of 10 (the server's size).
 *
 * A second route, POST /peer/stake, is the least a bet must do, as bare: one transaction that keeps
 * the request's idempotency key, takes the stake from the player's balance if it covers it, records
 * the transfer with its two entries, and writes the bet (six round trips with begin and commit). It
 * is what a money-moving call can reach at best on this machine and database, beside the SELECT.
 *
 * Run as a script, this file is the peer server itself (PEER_DATABASE_URL, PEER_SCHEMA); import
 * startPeer to have one started.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';

/** POST this path with { "id": n } (1 to PEER_ROWS): the row answers as JSON. */
export const PEER_PATH = '/peer';
export const PEER_ROUTE = `POST ${PEER_PATH} (bare Fastify, one SELECT by primary key)`;
/** POST this path with { "id": n, "key": uuid }: a stake of 1 taken from row n's balance. */
export const PEER_STAKE_PATH = '/peer/stake';
/** The statements the peer's stake sends, BEGIN and COMMIT included: its round trips per bet. */
export const PEER_STAKE_ROUND_TRIPS = 6;
export const PEER_STAKE_ROUTE = `POST ${PEER_STAKE_PATH} (bare Fastify, a stake's transaction: key, balance, transfer and entries, bet)`;
/** Rows in the peer's table. */
export const PEER_ROWS = 10_000;

export interface PeerServer {
  url: string;
  /** What to send for one request: ids spread over the table. */
  body(index: number): string;
  /** What to send for one stake: a player of the table and a new idempotency key. */
  stakeBody(index: number): string;
  stop(): Promise<void>;
}

/** Where the peer's table lives: the embedded engine, or the server's Postgres schema. */
export type PeerDatabase = { engine: 'pglite' } | { engine: 'postgres'; url: string; schema: string };

const SELF = fileURLToPath(import.meta.url);
const TABLE = 'bench_peer';
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** Starts the peer in its own process on 127.0.0.1 and a free port. */
export async function startPeer(database: PeerDatabase): Promise<PeerServer> {
  const child: ChildProcess = spawn(process.execPath, [SELF], {
    env: {
      ...process.env,
      PEER_DATABASE_URL: database.engine === 'postgres' ? database.url : '',
      PEER_SCHEMA: database.engine === 'postgres' ? database.schema : '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`peer did not start: ${output.slice(-1000)}`)), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /peer listening on (\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    });
    child.once('exit', (code) => reject(new Error(`peer exited (${code}): ${output.slice(-1000)}`)));
  });
  return {
    url,
    body: (index) => `{"id":${(index % PEER_ROWS) + 1}}`,
    stakeBody: (index) => `{"id":${(index % PEER_ROWS) + 1},"key":"${randomUUID()}"}`,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** One query function over either engine: text with $n parameters, the rows back. */
type Query = (text: string, params?: unknown[]) => Promise<{ rows: unknown[] }>;

interface PeerDatabaseHandle {
  query: Query;
  /** `work` in one transaction (committed when it resolves, rolled back when it throws). */
  transaction<T>(work: (query: Query) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

async function openPeerDatabase(): Promise<PeerDatabaseHandle> {
  const url = process.env.PEER_DATABASE_URL;
  if (!url) {
    const pglite = new PGlite();
    await pglite.waitReady;
    return {
      query: (text, params) => pglite.query(text, params),
      transaction: (work) => pglite.transaction((tx) => work((text, params) => tx.query(text, params))),
      close: () => pglite.close(),
    };
  }
  const schema = process.env.PEER_SCHEMA ?? '';
  if (schema && !SCHEMA_NAME.test(schema)) throw new Error(`Unsafe schema name: ${schema}`);
  const pool = new pg.Pool({ connectionString: url, max: 10, ...(schema ? { options: `-c search_path="${schema}"` } : {}) });
  return {
    query: (text, params) => pool.query(text, params),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work((text, params) => client.query(text, params));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

async function servePeer(): Promise<void> {
  const database = await openPeerDatabase();
  await database.query(
    `create table if not exists ${TABLE} (id integer primary key, email text not null, currency text not null, created_at timestamptz not null default now())`,
  );
  await database.query(
    `insert into ${TABLE} (id, email, currency) select n, 'peer.' || n || '@example.com', 'USD' from generate_series(1, ${PEER_ROWS}) as n on conflict (id) do nothing`,
  );
  await database.query(`create table if not exists ${TABLE}_balances (id integer primary key, cash bigint not null check (cash >= 0))`);
  await database.query(
    `insert into ${TABLE}_balances (id, cash) select n, 1000000000 from generate_series(1, ${PEER_ROWS}) as n on conflict (id) do nothing`,
  );
  await database.query(`create table if not exists ${TABLE}_keys (key uuid primary key, created_at timestamptz not null default now())`);
  await database.query(
    `create table if not exists ${TABLE}_transfers (id bigint generated always as identity primary key, player integer not null, amount bigint not null)`,
  );
  await database.query(
    `create table if not exists ${TABLE}_entries (transfer_id bigint not null, account text not null, amount bigint not null)`,
  );
  await database.query(
    `create table if not exists ${TABLE}_bets (id bigint generated always as identity primary key, player integer not null, transfer_id bigint not null, amount bigint not null)`,
  );
  await database.query(`analyze ${TABLE}`);
  await database.query(`analyze ${TABLE}_balances`);

  const app = Fastify({ logger: false });
  app.post<{ Body: { id?: unknown } }>(PEER_PATH, async (request, reply) => {
    const id = Number(request.body?.id);
    const { rows } = await database.query(`select id, email, currency, created_at from ${TABLE} where id = $1`, [id]);
    if (rows.length === 0) return reply.code(404).send({ reason: 'NOT_FOUND' });
    return { row: rows[0] };
  });
  app.post<{ Body: { id?: unknown; key?: unknown } }>(PEER_STAKE_PATH, async (request, reply) => {
    const id = Number(request.body?.id);
    const key = String(request.body?.key);
    const outcome = await database.transaction(async (query) => {
      const kept = await query(`insert into ${TABLE}_keys (key) values ($1) on conflict do nothing returning key`, [key]);
      if (kept.rows.length === 0) return 'replay' as const;
      const taken = await query(`update ${TABLE}_balances set cash = cash - 1 where id = $1 and cash >= 1 returning cash`, [id]);
      if (taken.rows.length === 0) return 'short' as const;
      const transfer = await query(
        `with t as (insert into ${TABLE}_transfers (player, amount) values ($1, 1) returning id),
              e as (insert into ${TABLE}_entries (transfer_id, account, amount)
                    select t.id, v.account, v.amount from t cross join (values ('player', -1), ('house', 1)) as v(account, amount))
         select id from t`,
        [id],
      );
      const transferId = (transfer.rows[0] as { id: string }).id;
      await query(`insert into ${TABLE}_bets (player, transfer_id, amount) values ($1, $2, 1)`, [id, transferId]);
      return { cash: (taken.rows[0] as { cash: string }).cash, transferId };
    });
    if (outcome === 'replay') return reply.code(409).send({ reason: 'REPLAY' });
    if (outcome === 'short') return reply.code(422).send({ reason: 'INSUFFICIENT_FUNDS' });
    return outcome;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  console.log(`peer listening on ${typeof address === 'object' && address ? address.port : 0}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app
        .close()
        .then(() => database.close())
        .finally(() => process.exit(0));
    });
  }
}

if (import.meta.main) await servePeer();
