import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { dropSchema } from '../../src/db/database.ts';
import { runCli } from '../support/cli.ts';
import { depositThroughProvider } from '../support/provider-deposit.ts';
import { spawnServer, type ServerProcess } from '../support/server-process.ts';

const TOKEN = 'operator-token-for-backup-tests';
const WEBHOOK_SECRET = 'webhook-secret-for-backup-tests';
const databaseUrl = process.env.DATABASE_URL;

/** The real server process on a data folder of its own (the embedded PGlite there, or a Postgres schema). */
async function start(dataDir: string, schema?: string) {
  const server: ServerProcess = spawnServer({
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    // A test's own short secrets: allowed in development and tests only.
    NODE_ENV: 'test',
    OPERATOR_TOKEN: TOKEN,
    PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET,
    REDIS_URL: '',
    SPORTS_FEED_TICK_MS: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema ?? '' } : { DATABASE_URL: '' }),
  });
  const url = await server.listening;
  const post = async <T = Record<string, unknown>>(path: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  };
  return { ...server, url, post };
}
type Server = Awaited<ReturnType<typeof start>>;

/** The operator CLI, for the server on `dataDir` (or, with none running, that folder's database). */
const cli = (args: string[], dataDir: string) =>
  runCli(args, { DATA_DIR: dataDir, OPERATOR_TOKEN: TOKEN, DATABASE_URL: databaseUrl ?? '', NODE_ENV: 'test' });

interface Player {
  email: string;
  token: string;
}

async function cash(server: Server, player: Player): Promise<string> {
  const answer = await server.post<{ balance: { cash: string } }>(
    '/v1/wallet/balance/details',
    { currency: 'USD' },
    { authorization: player.token },
  );
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body.balance.cash;
}

/** A deposit started by the player and settled by the provider's signed callback. */
const deposit = (server: Server, player: Player, amount: string) =>
  depositThroughProvider(server.url, player.token, amount, WEBHOOK_SECRET);

async function bet(server: Server, player: Player): Promise<void> {
  const answer = await server.post(
    '/v1/originals/dice/bet',
    { currency: 'USD', amount: '1.00', target: '49.50', condition: 'under' },
    { authorization: player.token, 'Idempotency-Key': randomUUID() },
  );
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
}

describe('backups of the embedded database', { skip: databaseUrl ? 'PGlite only (PostgreSQL: pg_dump)' : false }, () => {
  const dirs: string[] = [];
  const servers: Server[] = [];
  const folder = (label: string) => {
    const dir = mkdtempSync(join(tmpdir(), `platform-${label}-`));
    dirs.push(dir);
    return dir;
  };
  after(async () => {
    for (const server of servers) await server.stop('SIGKILL');
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('takes a consistent backup while bets and deposits flow, which restores into a new folder that a server starts on and the ledger check passes', async () => {
    const dataDir = folder('backup-live');
    const server = await start(dataDir);
    servers.push(server);
    const players: Player[] = [];
    for (let index = 0; index < 3; index += 1) {
      const email = `backup.${index}.${Date.now()}@example.com`;
      const registered = await server.post<{ accessToken: string }>('/v1/user/auth/register', {
        email,
        password: 'secret123',
        currency: 'USD',
      });
      assert.equal(registered.status, 200, JSON.stringify(registered.body));
      players.push({ email, token: registered.body.accessToken });
    }
    // Every balance each player goes through, in order (each player's calls one after another).
    const history = new Map<string, string[]>(players.map((player) => [player.email, []]));
    for (const player of players) history.get(player.email)!.push(await cash(server, player));

    // A bounded flow per player (a deposit, then two bets, again and again) that goes on until the
    // backup, taken midway, is done, and a round past it.
    const MAX_ROUNDS = 40;
    let backupDone = false;
    let rounds = 0;
    const flows = players.map(async (player) => {
      let after = 0;
      for (let step = 0; step < MAX_ROUNDS && after < 2; step += 1) {
        if (backupDone) after += 1;
        await deposit(server, player, '10.00');
        history.get(player.email)!.push(await cash(server, player));
        for (let count = 0; count < 2; count += 1) {
          await bet(server, player);
          history.get(player.email)!.push(await cash(server, player));
        }
        rounds = Math.max(rounds, step + 1);
      }
    });
    while (rounds < 2) await new Promise((resolve) => setTimeout(resolve, 50));
    const file = join(folder('backup-file'), 'platform.tar.gz');
    const roundsBefore = rounds;
    const backup = await cli(['backup', file], dataDir);
    backupDone = true;
    const roundsDuring = rounds - roundsBefore;
    assert.equal(backup.code, 0, backup.stderr);
    assert.doesNotMatch(backup.stderr, /no server running/, 'the running server took it');
    await Promise.all(flows);
    assert.ok(rounds < MAX_ROUNDS, 'the flow went on past the backup');
    // A second backup into the same file is refused without --force.
    assert.equal((await cli(['backup', file], dataDir)).code, 1);

    // Never into the running server's own folder, not even with --force.
    const intoRunning = await cli(['restore', file, '--force'], dataDir);
    assert.equal(intoRunning.code, 1);
    assert.match(intoRunning.stderr, /runs on/);
    const stopped = new Promise<number | null>((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    assert.equal(await stopped, 0);

    // Into a used folder only with --force (the old one moved aside); into a new one at once.
    const restoredDir = folder('backup-restored');
    const restored = await cli(['restore', file, '--to', join(restoredDir, 'pglite')], restoredDir);
    assert.equal(restored.code, 0, restored.stderr);
    assert.ok((JSON.parse(restored.stdout) as { migrations: number }).migrations > 0);
    const again = await cli(['restore', file, '--to', join(restoredDir, 'pglite')], restoredDir);
    assert.equal(again.code, 1);
    assert.match(again.stderr, /not empty/);

    const onBackup = await start(restoredDir);
    servers.push(onBackup);
    const check = await cli(['ledger', 'check'], restoredDir);
    assert.equal(check.code, 0, check.stdout + check.stderr);
    assert.equal((JSON.parse(check.stdout) as { ok: boolean }).ok, true);
    // Each player's balance is one it had at some moment of its flow: one point in time, whole.
    const points: number[] = [];
    for (const player of players) {
      const signedIn = await onBackup.post<{ accessToken: string }>('/v1/user/auth/login', { email: player.email, password: 'secret123' });
      assert.equal(signedIn.status, 200, 'the player exists in the backup');
      const balance = await cash(onBackup, { ...player, token: signedIn.body.accessToken });
      const seen = history.get(player.email)!;
      assert.ok(seen.includes(balance), `${balance} is one of ${seen.join(', ')}`);
      points.push(seen.lastIndexOf(balance));
    }
    console.log(
      `backup begun after ${roundsBefore} rounds, ${roundsDuring} more during it, ${rounds} in all; restored balances at steps ${points.join(', ')}`,
    );
    assert.ok(existsSync(join(restoredDir, 'pglite')));
  });
});

describe('a backup asked of a server on PostgreSQL', { skip: databaseUrl ? false : 'PostgreSQL only' }, () => {
  const schema = `backup_${randomBytes(6).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'platform-backup-pg-'));
  let server: Server | undefined;
  after(async () => {
    await server?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) await dropSchema(databaseUrl, schema);
  });

  it('is refused with the way to back PostgreSQL up', async () => {
    server = await start(dataDir, schema);
    const answer = await cli(['backup', join(dataDir, 'platform.tar.gz')], dataDir);
    assert.equal(answer.code, 1);
    assert.match(answer.stderr, /pg_dump/);
  });
});
