/**
 * The peer every API figure is read beside: a bare Fastify route doing one indexed SELECT by primary
 * key on the same database as the server under test, in a process of its own. No authentication, no
 * settings, no schema checks: what a call costs when it is nothing but a round trip to the database.
 *
 *   - PGlite: the peer's own embedded PGlite in memory (an embedded database belongs to one process),
 *     so the same engine in the same setup as the server's.
 *   - Postgres: the server's database and schema, through a pg pool of 10 (the server's size).
 *
 * Run as a script, this file is the peer server itself (PEER_DATABASE_URL, PEER_SCHEMA); import
 * startPeer to have one started.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';

/** POST this path with { "id": n } (1 to PEER_ROWS): the row answers as JSON. */
export const PEER_PATH = '/peer';
export const PEER_ROUTE = `POST ${PEER_PATH} (bare Fastify, one SELECT by primary key)`;
/** Rows in the peer's table. */
export const PEER_ROWS = 10_000;

export interface PeerServer {
  url: string;
  /** What to send for one request: ids spread over the table. */
  body(index: number): string;
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

async function openPeerDatabase(): Promise<{ query: Query; close(): Promise<void> }> {
  const url = process.env.PEER_DATABASE_URL;
  if (!url) {
    const pglite = new PGlite();
    await pglite.waitReady;
    return { query: (text, params) => pglite.query(text, params), close: () => pglite.close() };
  }
  const schema = process.env.PEER_SCHEMA ?? '';
  if (schema && !SCHEMA_NAME.test(schema)) throw new Error(`Unsafe schema name: ${schema}`);
  const pool = new pg.Pool({ connectionString: url, max: 10, ...(schema ? { options: `-c search_path="${schema}"` } : {}) });
  return { query: (text, params) => pool.query(text, params), close: () => pool.end() };
}

async function servePeer(): Promise<void> {
  const database = await openPeerDatabase();
  await database.query(
    `create table if not exists ${TABLE} (id integer primary key, email text not null, currency text not null, created_at timestamptz not null default now())`,
  );
  await database.query(
    `insert into ${TABLE} (id, email, currency) select n, 'peer.' || n || '@example.com', 'USD' from generate_series(1, ${PEER_ROWS}) as n on conflict (id) do nothing`,
  );
  await database.query(`analyze ${TABLE}`);

  const app = Fastify({ logger: false });
  app.post<{ Body: { id?: unknown } }>(PEER_PATH, async (request, reply) => {
    const id = Number(request.body?.id);
    const { rows } = await database.query(`select id, email, currency, created_at from ${TABLE} where id = $1`, [id]);
    if (rows.length === 0) return reply.code(404).send({ reason: 'NOT_FOUND' });
    return { row: rows[0] };
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
