import pg from 'pg';
import { sleep, type TestServer } from '../helpers.ts';

/**
 * A second connection to the test server's PostgreSQL schema, for making a money call the victim
 * of a deadlock: it opens a transaction that waits far longer than the call's before it looks for a
 * deadlock (so PostgreSQL ends the call's transaction, not this one), takes locks the call will want,
 * and sees when the call waits on one of them.
 */
export async function deadlockPartner(server: TestServer, databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => undefined);
  await client.connect();
  await client.query(`set search_path to "${server.config.databaseSchema!}"`);
  await client.query('begin');
  await client.query(`set local deadlock_timeout = '20s'`);
  return {
    query: (text: string, values?: unknown[]) => client.query(text, values),
    /** Whether another transaction of the database waits on a lock, polled for up to 5 s. */
    async seesAWait(): Promise<boolean> {
      for (let attempt = 0; attempt < 200; attempt += 1) {
        const rows = await client.query<{ n: string }>(
          `select count(*)::text as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
        );
        if (rows.rows[0]!.n !== '0') return true;
        await sleep(25);
      }
      return false;
    },
    end: () => client.end().catch(() => undefined),
  };
}
