import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import {
  Kysely,
  PGliteAdapter,
  PGliteDialect,
  PostgresDialect,
  sql,
  type DatabaseConnection,
  type DialectAdapter,
  type Driver,
} from 'kysely';
import pg from 'pg';
import { PGLITE_MEMORY, type ServerConfig } from '../config.ts';
import { ConnectionLossDriver } from './connection-loss.ts';
import { migrate } from './migrate.ts';
import { DelegatingDriver } from './delegating-driver.ts';
import { OneTransactionDriver } from './one-transaction.ts';
import { isNewDataDir, migratedTemplate, pgliteModules } from './pglite-start.ts';
import { CountingDriver } from './round-trips.ts';
import type { DB, Db } from './schema.ts';

export type { Db } from './schema.ts';

const INT8_OID = 20;

/**
 * int8 (bigint) is read as a JS number on both engines (pg hands strings, PGlite numbers): the one
 * place where that is decided. Every int8 the platform keeps (minor units, ids, counts) fits a safe
 * integer; anything beyond fails loudly rather than losing precision.
 */
export function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`int8 value out of the safe range: ${text}`);
  return value;
}

/**
 * An int8 or numeric value as a bigint, however the driver handed it (a number from parseInt8, a
 * string from a ::text cast or a numeric sum): money in minor units is a bigint in code.
 */
export function toBigInt(value: number | string | bigint): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new RangeError(`not a whole number: ${value}`);
    return BigInt(value);
  }
  if (!/^-?\d+$/.test(value)) throw new RangeError(`not a whole number: ${value}`);
  return BigInt(value);
}

/** Serialises use of PGlite's single connection: one transaction or query at a time. */
class SerialDriver extends DelegatingDriver {
  #queue: Promise<void> = Promise.resolve();

  override async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const previous = this.#queue;
    this.#queue = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    const connection = await this.inner.acquireConnection();
    releases.set(connection, release);
    return connection;
  }

  override async releaseConnection(connection: DatabaseConnection): Promise<void> {
    await this.inner.releaseConnection(connection);
    const release = releases.get(connection);
    releases.delete(connection);
    release?.();
  }
}
const releases = new WeakMap<DatabaseConnection, () => void>();

/**
 * PGlite's one connection, serialised by SerialDriver below OneTransactionDriver (Kysely's own lock
 * on a single connection would sit above it, where work inside inOneTransaction, which takes the
 * connection again while its transaction holds it, would wait on itself).
 */
class SerialPGliteAdapter extends PGliteAdapter {
  override get supportsMultipleConnections() {
    return true;
  }
}

class SerialPGliteDialect extends PGliteDialect {
  override createDriver(): Driver {
    return new OneTransactionDriver(new SerialDriver(new CountingDriver(super.createDriver())));
  }
  override createAdapter(): DialectAdapter {
    return new SerialPGliteAdapter();
  }
}

class CountingPostgresDialect extends PostgresDialect {
  override createDriver(): Driver {
    return new OneTransactionDriver(new ConnectionLossDriver(new CountingDriver(super.createDriver())));
  }
}

export interface DatabaseHandle {
  db: Db;
  engine: 'pglite' | 'postgres';
  /**
   * The embedded database's data folder as a gzipped tar (PGlite's dumpDataDir), taken between two
   * transactions: it waits for its turn on the one connection, checkpoints, and copies the folder
   * while nothing else runs, so the copy is one consistent moment. Only on PGlite.
   */
  dumpDataDir?(): Promise<Uint8Array<ArrayBuffer>>;
  close(): Promise<void>;
}

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`Unsafe schema name: ${name}`);
  return `"${name}"`;
}

type DatabaseConfig = Pick<ServerConfig, 'databaseUrl' | 'databaseSchema' | 'pgliteDir'>;

/** Opens the database the config names (Postgres with DATABASE_URL, else PGlite) and migrates it. */
export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  const dataDir = config.pgliteDir === PGLITE_MEMORY ? undefined : config.pgliteDir;
  const template = !config.databaseUrl && isNewDataDir(dataDir) ? await migratedTemplate(makeTemplate) : undefined;
  const handle = await connectDatabase(config, template);
  try {
    await migrate(handle.db, config.databaseSchema ?? 'public');
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/** A new embedded database, migrated, as PGlite dumps its data folder (see pglite-start.ts). */
async function makeTemplate(): Promise<Uint8Array<ArrayBuffer>> {
  const handle = await connectDatabase({ databaseUrl: undefined, databaseSchema: undefined, pgliteDir: PGLITE_MEMORY });
  try {
    await migrate(handle.db, 'public');
    return await handle.dumpDataDir!();
  } finally {
    await handle.close();
  }
}

/**
 * Opens the database the config names, as it is (no migration); a new embedded one from
 * `loadDataDir` when given (a data folder PGlite dumped).
 */
export async function connectDatabase(config: DatabaseConfig, loadDataDir?: Blob): Promise<DatabaseHandle> {
  let handle: DatabaseHandle;
  if (config.databaseUrl) {
    const schema = config.databaseSchema;
    if (schema) {
      const client = new pg.Client({ connectionString: config.databaseUrl });
      await client.connect();
      try {
        await client.query(`create schema if not exists ${quoteIdent(schema)}`);
      } finally {
        await client.end();
      }
    }
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: 10,
      ...(schema ? { options: `-c search_path=${quoteIdent(schema)}` } : {}),
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === INT8_OID ? parseInt8 : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
      },
    });
    // An idle connection the database ends (a restart, a failover, pg_terminate_backend) is reported
    // here and dropped by the pool; the next query opens a new one. Unheard, the error would end the process.
    // A connection in use when it ends (between two queries of a transaction) fails that work, and
    // is dropped when it is given back.
    const lost = (error: Error) =>
      process.emitWarning(`A pooled PostgreSQL connection was lost (a new one is opened when needed): ${error.message}`);
    pool.on('error', lost);
    pool.on('connect', (client) => client.on('error', lost));
    const db = new Kysely<DB>({ dialect: new CountingPostgresDialect({ pool }) });
    handle = { db, engine: 'postgres', close: () => db.destroy() };
  } else {
    if (config.pgliteDir !== PGLITE_MEMORY) mkdirSync(config.pgliteDir, { recursive: true });
    const pglite = new PGlite({
      ...(await pgliteModules()),
      ...(config.pgliteDir === PGLITE_MEMORY ? {} : { dataDir: config.pgliteDir }),
      ...(loadDataDir ? { loadDataDir } : {}),
      parsers: { [INT8_OID]: parseInt8 },
    });
    await pglite.waitReady;
    const db = new Kysely<DB>({ dialect: new SerialPGliteDialect({ pglite }) });
    handle = {
      db,
      engine: 'pglite',
      dumpDataDir: () =>
        db.connection().execute(async (connection) => {
          await sql`checkpoint`.execute(connection);
          return new Uint8Array(await (await pglite.dumpDataDir('gzip')).arrayBuffer());
        }),
      close: () => db.destroy(),
    };
  }
  return handle;
}

/** Drops a Postgres schema (the end of a test run). */
export async function dropSchema(databaseUrl: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${quoteIdent(schema)} cascade`);
  } finally {
    await client.end();
  }
}
