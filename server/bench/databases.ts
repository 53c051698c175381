import pg from 'pg';

/** The Postgres the benchmarks measure beside the embedded PGlite (BENCH_DATABASE_URL, else DATABASE_URL, else the local one). */
export function benchDatabaseUrl(): string {
  return process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

/** Whether a Postgres answers at the URL (the Postgres half of a benchmark is skipped otherwise). */
export async function postgresReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** The URL as it may be printed (no credentials). */
export function printableUrl(url: string): string {
  return url.replace(/\/\/[^@]*@/, '//');
}
