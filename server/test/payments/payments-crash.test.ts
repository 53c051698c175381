import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import type { Transaction } from '@app/contract';
import { dropSchema } from '../../src/db/database.ts';
import { spawnServer, type ServerProcess } from '../support/server-process.ts';

const TOKEN = 'operator-token-for-crash-tests';

/** The real server process on one data folder (or one Postgres schema), killed without warning and started again. */
describe('a server killed between the hold and the payout', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'platform-crash-'));
  const databaseUrl = process.env.DATABASE_URL;
  const schema = `crash_${randomBytes(6).toString('hex')}`;
  let server: ServerProcess | undefined;
  let url = '';

  const start = async () => {
    server = spawnServer({
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      // A test's own short secrets: allowed in development and tests only.
      NODE_ENV: 'test',
      OPERATOR_TOKEN: TOKEN,
      REDIS_URL: '',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema } : { DATABASE_URL: '' }),
    });
    url = await server.listening;
  };
  const kill = async () => {
    await server?.stop('SIGKILL');
  };
  const post = async <T = Record<string, unknown>>(path: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T & { reason?: string } };
  };
  const operator = <T = Record<string, unknown>>(path: string, body: unknown) => post<T>(path, body, { authorization: TOKEN });

  after(async () => {
    await kill();
    rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) await dropSchema(databaseUrl, schema);
  });

  it('keeps the request in review with the amount held, and pays it once after a payout cut short', async () => {
    await start();
    const player = await post<{ accessToken: string; user: { userId: string } }>('/v1/user/auth/register', {
      email: `crash.${Date.now()}@example.com`,
      password: 'secret123',
      currency: 'USD',
    });
    assert.equal(player.status, 200);
    const auth = { authorization: player.body.accessToken };
    assert.equal(
      (await operator('/operator/wallet/adjust', { user: player.body.user.userId, currency: 'USD', amount: '200.00' })).status,
      200,
    );
    const requested = await post<{ transaction: Transaction }>(
      '/v1/review/withdraw',
      { channelId: 'usd-fiat-withdraw', currency: 'USD', amount: '100.00' },
      { ...auth, 'Idempotency-Key': randomUUID() },
    );
    assert.equal(requested.status, 200);
    const { transactionId } = requested.body.transaction;
    const state = async () => {
      const details = await post<{ balance: { cash: string; pendingWithdrawal: string } }>(
        '/v1/wallet/balance/details',
        { currency: 'USD' },
        auth,
      );
      const listed = await post<{ list: Transaction[] }>('/v1/payment/transaction/page', { transactionId }, auth);
      return { cash: details.body.balance.cash, pending: details.body.balance.pendingWithdrawal, status: listed.body.list[0]?.status };
    };

    await kill();
    await start();
    assert.deepEqual(await state(), { cash: '100.00', pending: '100.00', status: 'reviewing' });
    assert.equal((await operator<{ ok: boolean }>('/operator/ledger/check', {})).body.ok, true);

    // The approval is sent and the process killed at once: it paid out whole or not at all.
    void fetch(`${url}/operator/withdrawals/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: TOKEN },
      body: JSON.stringify({ transactionId }),
    }).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await kill();
    await start();
    const afterCrash = await state();
    assert.ok(
      (afterCrash.status === 'reviewing' && afterCrash.pending === '100.00') ||
        (afterCrash.status === 'success' && afterCrash.pending === '0.00'),
      JSON.stringify(afterCrash),
    );
    assert.equal(afterCrash.cash, '100.00');
    if (afterCrash.status === 'reviewing') assert.equal((await operator('/operator/withdrawals/approve', { transactionId })).status, 200);
    assert.deepEqual(await state(), { cash: '100.00', pending: '0.00', status: 'success' });
    const again = await operator('/operator/withdrawals/approve', { transactionId });
    assert.equal(again.body.reason, 'WITHDRAWAL_ALREADY_DECIDED');
    assert.equal((await operator<{ ok: boolean }>('/operator/ledger/check', {})).body.ok, true);
  });
});
