import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { sql } from 'kysely';
import { PGLITE_MEMORY } from '../../src/config.ts';
import { openDatabase } from '../../src/db/database.ts';
import { MIGRATIONS_DIR } from '../../src/db/migrate.ts';
import { startNewDatabasesFromTemplate } from '../../src/db/pglite-start.ts';

/** New embedded databases started from one migrated copy (how the test suites start their servers). */
describe('new embedded databases from the migrated template', () => {
  const folder = mkdtempSync(join(tmpdir(), 'pglite-template-'));
  after(() => rmSync(folder, { recursive: true, force: true }));
  const embedded = { databaseUrl: undefined, databaseSchema: undefined, pgliteDir: PGLITE_MEMORY };

  it('keeps one copy for every process, each database from it migrated in full and apart from the others', async () => {
    startNewDatabasesFromTemplate(folder);
    const first = await openDatabase(embedded);
    const [template] = readdirSync(folder);
    assert.match(template ?? '', /^pglite-migrated-[0-9a-f]{16}\.tar$/);
    const madeAt = statSync(join(folder, template!)).mtimeMs;
    const second = await openDatabase(embedded);
    try {
      assert.deepEqual(readdirSync(folder), [template], 'the copy is read again, not made again');
      assert.equal(statSync(join(folder, template!)).mtimeMs, madeAt);
      const migrations = readdirSync(MIGRATIONS_DIR).filter((file) => /^\d{4}_.+\.ts$/.test(file)).length;
      for (const handle of [first, second]) {
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from kysely_migration`.execute(handle.db);
        assert.equal(rows[0]!.n, migrations);
      }
      // Two copies, not one database: what one writes the other does not see.
      await sql`insert into platform_secrets (name, value) values ('template-test', 'one')`.execute(first.db);
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from platform_secrets where name = 'template-test'`.execute(
        second.db,
      );
      assert.equal(rows[0]!.n, 0);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
