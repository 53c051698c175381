import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { fromMinor, operatorPermissions, toMinor } from '@app/contract';
import { endpointRegistrar } from '../../src/http/endpoint.ts';
import { errorsPlugin } from '../../src/http/errors.ts';
import { assertLedgerBalanced, register, startServer, type SignedIn, type TestServer } from '../helpers.ts';

/**
 * The Idempotency-Key machinery of every money-moving endpoint, on a stand-in handler that pays
 * the amount from the house into the caller's cash (so each effect is one ledger transfer).
 */
describe('Idempotency-Key on money-moving endpoints', () => {
  let server: TestServer;
  let app: FastifyInstance;
  let url: string;
  let handled = 0;
  let effectsAfterCommit = 0;
  let failNext = false;

  before(async () => {
    server = await startServer();
    const { platform } = server;
    app = Fastify();
    await app.register(errorsPlugin);
    const defineEndpoint = endpointRegistrar({
      authenticate: platform.auth.authenticate,
      operatorToken: 'unused',
      operatorTokenPermissions: operatorPermissions,
      db: platform.database.db,
    });
    defineEndpoint(app, '/wallet/bonus-transfer', async ({ body, auth, tx, afterCommit }) => {
      handled += 1;
      const { ledger } = platform;
      const decimals = await ledger.decimals(body.currency, tx);
      const { transferId } = await ledger.transfer(tx, {
        from: { type: 'house' },
        to: { type: 'player_cash', userId: auth.user.id },
        currency: body.currency,
        amount: toMinor(body.amount, decimals),
        kind: 'adjustment',
        reference: `idempotency-test:${randomUUID()}`,
      });
      // Long enough for duplicates to arrive while this one is still open.
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (failNext) {
        failNext = false;
        throw new Error('the handler failed');
      }
      afterCommit(() => void (effectsAfterCommit += 1));
      const [row] = await ledger.balances(auth.user.id, body.currency, tx);
      return {
        transactionId: transferId,
        balance: { currency: body.currency, cash: fromMinor(row!.cash, decimals), operatorBonus: fromMinor(row!.operatorBonus, decimals) },
      };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    url = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
  });
  after(async () => {
    await assertLedgerBalanced(server);
    await app.close();
    await server.close();
  });

  const call = async (player: SignedIn, body: unknown, key?: string) => {
    const response = await fetch(`${url}/wallet/bonus-transfer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: player.accessToken, ...(key ? { 'Idempotency-Key': key } : {}) },
      body: JSON.stringify(body),
    });
    return {
      status: response.status,
      replayed: response.headers.get('idempotent-replayed'),
      body: (await response.json()) as Record<string, unknown>,
    };
  };
  const cash = async (player: SignedIn) => (await server.platform.ledger.balances(player.user.userId, 'USD'))[0]?.cash;

  it('refuses a money-moving call without a key, or with a malformed one', async () => {
    const player = await register(server);
    for (const key of [undefined, 'short', 'has a space in it']) {
      const answer = await call(player, { currency: 'USD', amount: '1.00' }, key);
      assert.equal(answer.status, 400);
      assert.equal(answer.body.reason, 'IDEMPOTENCY_KEY_MISSING');
    }
    assert.equal(await cash(player), 0n);
  });

  it('answers a replay with the first answer and moves the money once; the same key with another body is refused', async () => {
    const player = await register(server);
    const key = randomUUID();
    const first = await call(player, { currency: 'USD', amount: '2.50' }, key);
    assert.equal(first.status, 200);
    assert.equal(first.replayed, null);
    const again = await call(player, { amount: '2.50', currency: 'USD' }, key);
    assert.equal(again.status, 200);
    assert.equal(again.replayed, 'true');
    assert.deepEqual(again.body, first.body);
    const other = await call(player, { currency: 'USD', amount: '3.00' }, key);
    assert.equal(other.status, 422);
    assert.equal(other.body.reason, 'IDEMPOTENCY_KEY_REUSED');
    assert.equal(await cash(player), 250n);
    // Keys are the player's own: another player's same key is another intent.
    const someoneElse = await register(server);
    assert.equal((await call(someoneElse, { currency: 'USD', amount: '1.00' }, key)).status, 200);
    assert.equal(await cash(someoneElse), 100n);
  });

  it('keeps nothing of a call that failed: its key is free, and a retry does the work once', async () => {
    const player = await register(server);
    const key = randomUUID();
    failNext = true;
    const failed = await call(player, { currency: 'USD', amount: '4.00' }, key);
    assert.equal(failed.status, 500);
    assert.equal(await cash(player), 0n, 'the transfer rolled back with the key');
    const effects = effectsAfterCommit;
    const retried = await call(player, { currency: 'USD', amount: '4.00' }, key);
    assert.equal(retried.status, 200);
    assert.equal(await cash(player), 400n);
    assert.equal(effectsAfterCommit, effects + 1, 'the effect ran after the commit, once');
  });

  it('makes one effect of 20 concurrent duplicates, and every one of them answers the same', async () => {
    const player = await register(server);
    const key = randomUUID();
    const before = handled;
    const answers = await Promise.all(Array.from({ length: 20 }, () => call(player, { currency: 'USD', amount: '1.25' }, key)));
    assert.deepEqual(
      answers.map((answer) => answer.status),
      Array.from({ length: 20 }, () => 200),
    );
    assert.equal(new Set(answers.map((answer) => answer.body.transactionId)).size, 1);
    assert.equal(answers.filter((answer) => answer.replayed === 'true').length, 19);
    assert.equal(handled - before, 1, 'the handler ran once');
    assert.equal(await cash(player), 125n);
  });
});
