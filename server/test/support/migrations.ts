import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after } from 'node:test';
import { sql } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import { connectDatabase, dropSchema, type Db } from '../../src/db/database.ts';

const MIGRATIONS_DIR = new URL('../../src/db/migrations/', import.meta.url);

/** The names of the migrations that come before the one named, in order. */
export function migrationsBefore(first: string): string[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((file) => file.endsWith('.ts'))
    .map((file) => file.replace(/\.ts$/, ''))
    .filter((name) => name < first)
    .sort();
}

/**
 * A database of the suite's own, dropped after it: a schema of its own on DATABASE_URL, else a
 * PGlite folder (label names the folder). Call it inside the describe.
 */
export function ownDatabase(label: string) {
  const databaseUrl = process.env.DATABASE_URL;
  const schema = databaseUrl ? `test_${randomBytes(6).toString('hex')}` : 'public';
  const pgliteDir = mkdtempSync(join(tmpdir(), `${label}-`));
  const config = { databaseUrl, databaseSchema: databaseUrl ? schema : undefined, pgliteDir };
  after(async () => {
    rmSync(pgliteDir, { recursive: true, force: true });
    if (databaseUrl) await dropSchema(databaseUrl, schema);
  });
  return { schema, config };
}

/**
 * The database as it was before a migration: only the named migrations run, then fill writes what
 * such a database held, and the connection is closed.
 */
export async function earlierDatabase(
  place: ReturnType<typeof ownDatabase>,
  names: string[],
  fill: (db: Db) => Promise<void>,
  options: { allowUnorderedMigrations?: boolean } = {},
): Promise<void> {
  const earlier = await connectDatabase(place.config);
  try {
    const migrations: Record<string, Migration> = {};
    for (const name of names) migrations[name] = (await import(new URL(`${name}.ts`, MIGRATIONS_DIR).href)) as Migration;
    const migrator = new Migrator({
      db: earlier.db,
      provider: { getMigrations: async () => migrations },
      migrationTableSchema: place.schema,
      ...options,
    });
    const { error } = await migrator.migrateToLatest();
    if (error) throw error;
    await fill(earlier.db);
  } finally {
    await earlier.close();
  }
}

/** The US dollar, as the earliest migrations keep a currency. */
export async function insertDollar(db: Db): Promise<void> {
  await sql`insert into currencies (code, name, decimals, aggregated_enabled, aggregated_hidden, sort_order) values ('USD', 'US Dollar', 2, true, false, 1)`.execute(
    db,
  );
}

/** A player row as the earliest migrations keep one; its id. */
export async function insertPlayer(db: Db, email: string): Promise<string> {
  const user = await sql<{ id: string }>`
    insert into users (email, password_hash, password_changed_at, currency, updated_at)
    values (${email}, 'x', now(), 'USD', now()) returning id`.execute(db);
  return user.rows[0]!.id;
}
