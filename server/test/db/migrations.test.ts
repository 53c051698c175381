import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import { hashPassword } from '../../src/auth/passwords.ts';
import { connectDatabase, dropSchema, openDatabase, type Db } from '../../src/db/database.ts';
import { LEGACY_MIGRATIONS } from '../../src/db/migrate.ts';
import { startServer, type SignedIn } from '../helpers.ts';

const MIGRATIONS_DIR = new URL('../../src/db/migrations/', import.meta.url);
const FILES = readdirSync(MIGRATIONS_DIR)
  .filter((file) => file.endsWith('.ts'))
  .sort()
  .map((file) => file.replace(/\.ts$/, ''));

async function step(name: string): Promise<Migration> {
  return (await import(new URL(`${name}.ts`, MIGRATIONS_DIR).href)) as Migration;
}

/** The earlier layout: one migrations file whose two steps created what the files now create. */
async function createWithEarlierLayout(db: Db, schema: string): Promise<void> {
  const legacy: Record<string, Migration> = {};
  for (const [name, replacements] of Object.entries(LEGACY_MIGRATIONS)) {
    legacy[name] = {
      async up(target: Kysely<unknown>) {
        for (const replacement of replacements) await (await step(replacement)).up(target);
      },
    };
  }
  const migrator = new Migrator({ db, provider: { getMigrations: async () => legacy }, migrationTableSchema: schema });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}

async function appliedMigrations(db: Db, schema: string): Promise<string[]> {
  const rows = await sql<{ name: string }>`select name from ${sql.table(`${schema}.kysely_migration`)} order by name`.execute(db);
  return rows.rows.map((row) => row.name);
}

describe('a database created by the earlier migrations layout', () => {
  const databaseUrl = process.env.DATABASE_URL;
  const schema = databaseUrl ? `test_${randomBytes(6).toString('hex')}` : 'public';
  const pgliteDir = mkdtempSync(join(tmpdir(), 'platform-migrations-'));
  const config = { databaseUrl, databaseSchema: databaseUrl ? schema : undefined, pgliteDir };
  const player = { email: 'early.player@example.com', password: 'early1234' };

  before(async () => {
    const handle = await connectDatabase(config);
    try {
      await createWithEarlierLayout(handle.db, schema);
      const { db } = handle;
      await db
        .insertInto('currencies')
        .values({ code: 'USD', name: 'US Dollar', decimals: 2, aggregated_enabled: true, aggregated_hidden: false, sort_order: 1 })
        .execute();
      const passwordHash = await hashPassword(player.password);
      const user = await db
        .insertInto('users')
        .values({
          email: player.email,
          password_hash: passwordHash,
          password_changed_at: new Date(),
          currency: 'USD',
          updated_at: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('wallet_balances')
        .values({ user_id: user.id, currency: 'USD', cash: 1234, operator_bonus: 0, updated_at: new Date() })
        .execute();
    } finally {
      await handle.close();
    }
  });
  after(async () => {
    rmSync(pgliteDir, { recursive: true, force: true });
    if (databaseUrl) await dropSchema(databaseUrl, schema);
  });

  it("starts with the earlier layout's two migration records", async () => {
    const handle = await connectDatabase(config);
    try {
      assert.deepEqual(await appliedMigrations(handle.db, schema), Object.keys(LEGACY_MIGRATIONS).sort());
    } finally {
      await handle.close();
    }
  });

  it('upgrades in place: the earlier steps are recognised as applied, the new ones run, the data stays', async () => {
    for (let open = 0; open < 2; open += 1) {
      const handle = await openDatabase(config);
      try {
        assert.deepEqual(await appliedMigrations(handle.db, schema), FILES, `opened ${open + 1} time(s)`);
        const index = await sql<{ indexname: string }>`
          select indexname from pg_indexes where schemaname = ${schema} and indexname = 'ledger_transactions_user'`.execute(handle.db);
        assert.equal(index.rows.length, 1, 'the step added after the earlier layout ran');
        const kept = await handle.db.selectFrom('users').select('email').execute();
        assert.deepEqual(kept, [{ email: player.email }]);
      } finally {
        await handle.close();
      }
    }
  });

  it('lets the earlier player sign in and see the money they had', async () => {
    const env: Record<string, string> = databaseUrl ? { DATABASE_SCHEMA: schema } : { PGLITE_DIR: pgliteDir };
    const server = await startServer({ env: { ...env, SEED_DEMO: 'false' } });
    try {
      const login = await server.post<SignedIn>('/user/auth/login', player);
      assert.equal(login.status, 200);
      const balances = await server.post<{ balances: Array<{ currency: string; cash: string }> }>(
        '/wallet/balances/list',
        { userId: login.body.user.userId },
        login.body.accessToken,
      );
      assert.equal(balances.status, 200);
      assert.deepEqual(
        balances.body.balances.find((balance) => balance.currency === 'USD'),
        { currency: 'USD', cash: '12.34', operatorBonus: '0.00' },
      );
    } finally {
      await server.close();
    }
  });
});
