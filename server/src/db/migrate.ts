import { readdirSync } from 'node:fs';
import { sql } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { Db } from './schema.ts';

export const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
/** NNNN_<domain>_<what>.ts */
const MIGRATION_FILE = /^(\d{4}_[a-z0-9]+_[a-z0-9_]+)\.ts$/;

/**
 * The migrations, one file per step in db/migrations, applied in name order. Never edit one that
 * has shipped: add the next.
 */
export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    const migrations: Record<string, Migration> = {};
    for (const file of readdirSync(MIGRATIONS_DIR).sort()) {
      const name = MIGRATION_FILE.exec(file)?.[1];
      if (name) migrations[name] = (await import(new URL(file, MIGRATIONS_DIR).href)) as Migration;
    }
    return migrations;
  },
};

/**
 * The steps of the earlier layout (one migrations.ts of two steps) and the files that now hold the
 * same tables. A database it created has its records renamed once, so that none of it runs again.
 */
export const LEGACY_MIGRATIONS: Record<string, readonly string[]> = {
  '0001_accounts': ['0001_users_accounts', '0002_auth_sessions', '0003_platform_mail_secrets_settings'],
  '0002_wallet': ['0004_currencies_rates', '0005_ledger_balances'],
};

const MIGRATION_TABLE = 'kysely_migration';

async function upgradeLegacyRecords(db: Db, schema: string): Promise<void> {
  const exists = await sql<{ found: boolean }>`
    select exists (select 1 from information_schema.tables where table_schema = ${schema} and table_name = ${MIGRATION_TABLE}) as found`.execute(
    db,
  );
  if (!exists.rows[0]?.found) return;
  const table = sql.table(`${schema}.${MIGRATION_TABLE}`);
  await db.transaction().execute(async (tx) => {
    const rows = await sql<{ name: string; timestamp: string }>`select name, timestamp from ${table}`.execute(tx);
    for (const row of rows.rows) {
      const replacements = LEGACY_MIGRATIONS[row.name];
      if (!replacements) continue;
      for (const name of replacements) {
        await sql`insert into ${table} (name, timestamp) values (${name}, ${row.timestamp}) on conflict do nothing`.execute(tx);
      }
      await sql`delete from ${table} where name = ${row.name}`.execute(tx);
    }
  });
}

/** Brings the database to the latest migration (recognising one made by the earlier layout). */
export async function migrate(db: Db, schema: string): Promise<void> {
  await upgradeLegacyRecords(db, schema);
  // Numbers are reserved per domain (ledger and payments 0007-0014, providers 0015-0024, ...), so a
  // database may have run a later number before an earlier one lands: each runs once, in name order.
  const migrator = new Migrator({ db, provider: migrationProvider, migrationTableSchema: schema, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
}
