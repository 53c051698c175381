// The server's tests, on the embedded database unless DATABASE_URL names a PostgreSQL server.
//
// On the embedded database two test files run at a time: each suite has a PGlite folder of its
// own. On PostgreSQL they run one at a time: each suite has a schema of its own in one database,
// and the migrator's check for its table (Kysely's introspection) reads every schema's tables, so a
// schema another suite drops meanwhile fails it ("schema … does not exist").
import { spawnSync } from 'node:child_process';

const concurrency = process.env.DATABASE_URL ? 1 : 2;
const run = spawnSync(
  process.execPath,
  ['--test', `--test-concurrency=${concurrency}`, ...process.argv.slice(2), 'test/**/*.test.ts', 'simulators/*/test/**/*.test.ts'],
  { stdio: 'inherit' },
);
process.exit(run.status ?? 1);
