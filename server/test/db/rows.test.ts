import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import type { CardTables } from '../../src/cards/repository.ts';
import { rowWhere } from '../../src/db/rows.ts';

/** A database that answers no rows and keeps the statements it was sent. */
function recordingDb() {
  const sent: Array<{ sql: string; parameters: readonly unknown[] }> = [];
  const db = new Kysely<CardTables>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (kysely) => new PostgresIntrospector(kysely),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
    log: (event) => void sent.push({ sql: event.query.sql, parameters: event.query.parameters }),
  });
  return { db, sent };
}

describe('a lookup of one row by its columns', () => {
  it('asks for the row whose columns hold every value given, a null as `is null`', async () => {
    const { db, sent } = recordingDb();
    assert.equal(await rowWhere(db, 'bank_cards', { id: 'card-1', user_id: 'player-1', deleted_at: null }), undefined);
    assert.deepEqual(sent, [
      {
        sql: 'select * from "bank_cards" where ("id" = $1 and "user_id" = $2 and "deleted_at" is null)',
        parameters: ['card-1', 'player-1'],
      },
    ]);
  });

  it('refuses a value left undefined, or no value at all, rather than match some other row', async () => {
    const { db, sent } = recordingDb();
    const userId: string | undefined = undefined;
    assert.throws(() => rowWhere(db, 'bank_cards', { id: 'card-1', user_id: userId }), /needs a value for each of its columns/);
    assert.throws(() => rowWhere(db, 'bank_cards', {}), /needs a value/);
    assert.deepEqual(sent, []);
  });
});
