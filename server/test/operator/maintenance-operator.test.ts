import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ENDPOINT_PATHS, REALTIME_CLOSE_CODES, type OperatorResponse } from '@app/contract';
import { runCommand, type OperatorCall } from '../../src/cli.ts';
import { codesMailed, OPERATOR_TOKEN, openSocket, register, sleep, startServer, type TestServer } from '../helpers.ts';
import { runCli } from '../support/cli.ts';

describe('maintenance', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  it('answers every /v1 call with 503 meta { status: maintain, endtime } while on, and serves again at once when off', async () => {
    const player = await register(server);
    const endTime = new Date(Date.now() + 3_600_000).toISOString();
    const on = await server.operator('/operator/maintenance/set', { enabled: true, endTime });
    assert.equal(on.status, 200);
    try {
      for (const path of [...ENDPOINT_PATHS, '/no/such/call']) {
        const answer = await server.post<{ reason: string; meta: { status: string; endtime: string } }>(path, {}, player.accessToken);
        assert.equal(answer.status, 503, path);
        assert.equal(answer.body.reason, 'MAINTENANCE');
        assert.deepEqual(answer.body.meta, { status: 'maintain', endtime: endTime });
      }
      // The operator API and the site config keep working.
      assert.equal((await server.operator('/operator/maintenance/get', {})).status, 200);
      assert.equal((await fetch(`${server.url}/site/config.json`)).status, 200);
    } finally {
      const off = await server.operator('/operator/maintenance/set', { enabled: false });
      assert.equal(off.status, 200);
    }
    assert.equal((await server.post('/user/get', {}, player.accessToken)).status, 200);
    assert.equal((await server.post('/wallet/currencies/get', {})).status, 200);
  });

  it('closes the open realtime sockets with MAINTENANCE when the operator CLI turns it on', async () => {
    const player = await register(server);
    const ws = await openSocket(server);
    ws.send(JSON.stringify({ m: 'user.auth', p: { token: player.accessToken } }));
    assert.equal(JSON.parse(await ws.next()).m, 'user.auth');
    const on = await runCli(['maintenance', 'on', '--until', '2099-01-01T00:00:00Z'], { OPERATOR_URL: server.url, OPERATOR_TOKEN });
    try {
      assert.equal(on.code, 0, on.stderr);
      assert.deepEqual(await ws.closed, { code: REALTIME_CLOSE_CODES.MAINTENANCE, reason: '2099-01-01T00:00:00.000Z' });
    } finally {
      await server.operator('/operator/maintenance/set', { enabled: false });
    }
  });

  it('scheduled for later: players are served until its start, then refused and their sockets closed, without a further call', async () => {
    const player = await register(server);
    const ws = await openSocket(server);
    ws.send(JSON.stringify({ m: 'user.auth', p: { token: player.accessToken } }));
    assert.equal(JSON.parse(await ws.next()).m, 'user.auth');
    const startTime = new Date(Date.now() + 1_500).toISOString();
    const endTime = new Date(Date.now() + 3_600_000).toISOString();
    const set = await server.operator<OperatorResponse<'/operator/maintenance/set'>>('/operator/maintenance/set', {
      enabled: true,
      startTime,
      endTime,
    });
    try {
      assert.equal(set.status, 200);
      assert.deepEqual(set.body.maintenance, { enabled: true, startTime, endTime });
      // Before its start the platform serves as usual and the socket stays open.
      assert.equal((await server.post('/user/get', {}, player.accessToken)).status, 200);
      const early = await Promise.race([ws.closed, sleep(300).then(() => 'open')]);
      assert.equal(early, 'open');
      // At its start the socket is closed with MAINTENANCE: nothing but the clock started it.
      assert.deepEqual(await ws.closed, { code: REALTIME_CLOSE_CODES.MAINTENANCE, reason: endTime });
      assert.ok(Date.now() >= Date.parse(startTime) - 50, 'not closed before the start');
      const refused = await server.post<{ meta: { endtime: string } }>('/user/get', {}, player.accessToken);
      assert.equal(refused.status, 503);
      assert.equal(refused.body.meta.endtime, endTime);
    } finally {
      await server.operator('/operator/maintenance/set', { enabled: false });
    }
  });

  it('refuses a start at or after the end, and a start given with maintenance off', async () => {
    const endTime = new Date(Date.now() + 60_000).toISOString();
    const late = await server.operator<{ reason: string; meta: { issues: Array<{ path: string }> } }>('/operator/maintenance/set', {
      enabled: true,
      startTime: endTime,
      endTime,
    });
    assert.equal(late.status, 400);
    assert.equal(late.body.reason, 'VALIDATION_FAILED');
    assert.equal(late.body.meta.issues[0]?.path, 'startTime');
    const off = await server.operator('/operator/maintenance/set', { enabled: false, startTime: endTime });
    assert.equal(off.status, 400);
    assert.deepEqual(
      (await server.operator<OperatorResponse<'/operator/maintenance/get'>>('/operator/maintenance/get', {})).body.maintenance,
      {
        enabled: false,
        startTime: null,
        endTime: null,
      },
    );
  });

  it('the CLI schedules it with --from, and status says when it starts', async () => {
    const on = await runCli(['maintenance', 'on', '--from', '2098-06-01T10:00:00Z', '--until', '2098-06-01T12:00:00Z'], {
      OPERATOR_URL: server.url,
      OPERATOR_TOKEN,
    });
    try {
      assert.equal(on.code, 0, on.stderr);
      assert.deepEqual(JSON.parse(on.stdout).maintenance, {
        enabled: true,
        startTime: '2098-06-01T10:00:00.000Z',
        endTime: '2098-06-01T12:00:00.000Z',
      });
      // Scheduled, not yet in force.
      assert.equal((await server.post('/wallet/currencies/get', {})).status, 200);
    } finally {
      await server.operator('/operator/maintenance/set', { enabled: false });
    }
  });

  it('ends by itself at its end time', async () => {
    await server.operator('/operator/maintenance/set', { enabled: true, endTime: new Date(Date.now() + 800).toISOString() });
    assert.equal((await server.post('/wallet/currencies/get', {})).status, 503);
    await sleep(900);
    assert.equal((await server.post('/wallet/currencies/get', {})).status, 200);
  });
});

describe('operator API and CLI', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  it('refuses calls without the operator token or with a wrong one', async () => {
    for (const authorization of [undefined, 'wrong-token', `Bearer ${OPERATOR_TOKEN}x`]) {
      const response = await fetch(`${server.url}/operator/users/list`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
        body: '{}',
      });
      assert.equal(response.status, 401);
      assert.equal(((await response.json()) as { reason: string }).reason, 'OPERATOR_UNAUTHORIZED');
    }
    const bearer = await fetch(`${server.url}/operator/health`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${OPERATOR_TOKEN}` },
      body: '{}',
    });
    assert.equal(bearer.status, 200);
  });

  it('lists users and reads the mail outbox', async () => {
    const player = await register(server);
    const users = await server.operator<{ users: Array<{ email: string }> }>('/operator/users/list', { search: player.user.email });
    assert.deepEqual(
      users.body.users.map((u) => u.email),
      [player.user.email],
    );
    await server.post('/user/auth/password/reset-code/send', { email: player.user.email });
    await codesMailed(server, player.user.email);
    const outbox = await server.operator<{ mails: Array<{ to: string; subject: string }> }>('/operator/mail/outbox', {
      to: player.user.email,
    });
    assert.equal(outbox.body.mails[0]?.to, player.user.email);
    assert.match(outbox.body.mails[0]?.subject ?? '', /reset/i);
  });

  it('runs CLI commands through the running server', async () => {
    const call: OperatorCall = async (path, body) => (await server.operator<OperatorResponse<typeof path>>(path, body)).body;
    const on = (await runCommand(['maintenance', 'on', '--minutes', '10'], call)) as { maintenance: { enabled: boolean } };
    assert.equal(on.maintenance.enabled, true);
    assert.equal((await server.post('/wallet/currencies/get', {})).status, 503);
    await runCommand(['maintenance', 'off'], call);
    assert.equal((await server.post('/wallet/currencies/get', {})).status, 200);

    const settings = (await runCommand(
      ['settings', 'set', 'securitySettings.maxPasswordRetries=4', 'gameSettings.noGameWithoutDeposit=false'],
      call,
    )) as {
      accountSettings: { securitySettings: { maxPasswordRetries: number }; gameSettings: { noGameWithoutDeposit: boolean } };
    };
    assert.equal(settings.accountSettings.securitySettings.maxPasswordRetries, 4);
    assert.equal(settings.accountSettings.gameSettings.noGameWithoutDeposit, false);
    await assert.rejects(runCommand(['settings', 'set', 'securitySettings.maxPasswordRetries=many'], call));

    const rates = (await runCommand(['rates', 'set', 'brl=5.6'], call)) as { exchangeRates: Record<string, string> };
    assert.equal(rates.exchangeRates.BRL, '5.6');
  });

  it('is a program: talks to the server named by OPERATOR_URL with OPERATOR_TOKEN', async () => {
    const player = await register(server);
    const result = await runCli(['wallet', 'adjust', player.user.email, 'usd', '7.25'], { OPERATOR_URL: server.url, OPERATOR_TOKEN });
    assert.equal(result.code, 0, result.stderr);
    assert.equal(JSON.parse(result.stdout).afterCash, '7.25');
    const refused = await runCli(['users', 'list'], { OPERATOR_URL: server.url, OPERATOR_TOKEN: 'wrong' });
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /OPERATOR_UNAUTHORIZED/);
    const usage = await runCli(['no-such-command'], { OPERATOR_URL: server.url, OPERATOR_TOKEN });
    assert.equal(usage.code, 2);
  });

  it('opens the database itself when no server is running', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'operator-cli-'));
    try {
      const env = {
        DATA_DIR: dataDir,
        OPERATOR_URL: 'http://127.0.0.1:9',
        OPERATOR_TOKEN: 'unused',
        DATABASE_SCHEMA: server.config.databaseSchema ?? '',
      };
      const on = await runCli(['maintenance', 'on', '--until', '2099-01-01T00:00:00Z'], env);
      assert.equal(on.code, 0, on.stderr);
      assert.match(on.stderr, /database directly/);
      const status = await runCli(['maintenance', 'status'], env);
      assert.equal(JSON.parse(status.stdout).maintenance.endTime, '2099-01-01T00:00:00.000Z');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    if (server.config.databaseSchema) {
      // On Postgres the CLI wrote to this server's own schema: the server sees it on the next call.
      assert.equal((await server.post('/wallet/currencies/get', {})).status, 503);
      await server.operator('/operator/maintenance/set', { enabled: false });
    }
  });
});
