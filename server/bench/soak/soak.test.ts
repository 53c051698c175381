// The short soak `npm test` runs (its "soak" suite): a minute of the whole mix on one instance with
// the embedded database, which must end with every check passed; and a backup taken by the operator
// command line while the players play, restored into a new folder, must start a server whose ledger
// check passes.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { runCli } from '../../test/support/cli.ts';
import { spawnServer } from '../../test/support/server-process.ts';
import { runSoak, type SoakReport } from '../soak.ts';

const folder = mkdtempSync(join(tmpdir(), 'soak-test-'));
const backupFile = join(folder, 'mid-soak.tar.gz');
let backup: { code: number; stdout: string; stderr: string } | undefined;
let report: SoakReport | undefined;

test.after(() => rmSync(folder, { recursive: true, force: true }));

test('a minute of the mix ends with the ledger and the accounting checks passed and no call failed', { timeout: 15 * 60_000 }, async () => {
  report = await runSoak({
    minutes: 1,
    players: 8,
    sockets: 300,
    instances: 1,
    faults: false,
    log: () => undefined,
    during: async (deployment) => {
      backup = await runCli(['backup', backupFile], {
        DATA_DIR: deployment.dataDirs[0]!,
        OPERATOR_TOKEN: deployment.operatorToken,
        DATABASE_URL: '',
      });
    },
  });
  const { latency: _latency, ...summary } = report;
  console.log(JSON.stringify(summary, null, 2));
  assert.deepEqual(report.problems, []);
  assert.equal(report.ok, true);
  assert.ok((report.calls as number) > 100, 'the players made calls');
});

test('a backup taken mid-soak restores into a new folder and passes the ledger check there', { timeout: 5 * 60_000 }, async () => {
  assert.ok(backup, 'the soak took its backup');
  assert.equal(backup.code, 0, backup.stderr);
  const dataDir = join(folder, 'restored');
  mkdirSync(dataDir);
  const restored = await runCli(['restore', backupFile, '--to', join(dataDir, 'pglite')], { DATA_DIR: dataDir, DATABASE_URL: '' });
  assert.equal(restored.code, 0, restored.stderr);
  const token = randomUUID();
  const server = spawnServer({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    OPERATOR_TOKEN: token,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  });
  try {
    const url = await server.listening;
    const check = await fetch(`${url}/operator/ledger/check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: '{}',
    });
    const body = (await check.json()) as { ok: boolean; transfers: number; breaches: unknown[] };
    assert.equal(check.status, 200);
    assert.deepEqual(body.breaches, []);
    assert.equal(body.ok, true);
    // Taken while the players played: their deposits and bets are in it.
    assert.ok(body.transfers > 10, `the backup holds the soak's money (${body.transfers} transfers)`);
  } finally {
    await server.stop();
  }
});
