import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { OFF_SITE_PATHS } from '@app/contract/site-path';
import { moneyCall, register, startServer, type TestServer } from '../helpers.ts';

const SITE = 'https://casino.example';

/** Where the provider's payment page sends the player back: only ever a page of this site. */
describe("the deposit's return path", () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(async () => {
    await server.close();
  });

  const start = async (returnPath: string) => {
    const player = await register(server);
    return moneyCall<{ transaction: { transactionId: string }; redirectUrl: string }>(server, player, '/payment/deposit/initiate', {
      channelId: 'usd-fiat-deposit',
      currency: 'USD',
      amount: '10.00',
      returnPath,
    });
  };
  /** Where the browser goes after answering the provider's page: the Location resolved against the site. */
  const answeredTo = async (redirectUrl: string) => {
    const answered = await fetch(`${server.url}${redirectUrl}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=decline',
      redirect: 'manual',
    });
    assert.equal(answered.status, 303);
    const location = answered.headers.get('location') ?? '';
    return { location, resolved: new URL(location, SITE) };
  };

  it('refuses a return path that a browser reads as another site', async () => {
    for (const returnPath of OFF_SITE_PATHS) {
      const started = await start(returnPath);
      assert.equal(started.status, 400, `${JSON.stringify(returnPath)}: ${JSON.stringify(started.body)}`);
      assert.equal(started.body.reason, 'VALIDATION_FAILED');
    }
  });

  it('sends the player back to a path of this site, with its query', async () => {
    const started = await start('/deposit?x=1');
    assert.equal(started.status, 200, JSON.stringify(started.body));
    const { location, resolved } = await answeredTo(started.body.redirectUrl);
    assert.equal(resolved.origin, SITE);
    assert.equal(location, `/deposit?x=1&transactionId=${started.body.transaction.transactionId}`);
  });

  it('never redirects off the site, even for a payment recorded with such a path', async () => {
    const started = await start('/deposit');
    assert.equal(started.status, 200, JSON.stringify(started.body));
    const paymentId = /\/demopay\/pay\/(dp_[0-9a-f]+)$/.exec(started.body.redirectUrl)?.[1] ?? '';
    // A payment opened before return paths were checked (or by another merchant of the provider).
    await server.platform.database.db
      .withTables<{ demopay_payments: { id: string; return_url: string } }>()
      .updateTable('demopay_payments')
      .set({ return_url: '/\\evil.example/x' })
      .where('id', '=', paymentId)
      .execute();
    const { resolved } = await answeredTo(started.body.redirectUrl);
    assert.equal(resolved.origin, SITE);
    const page = await (await fetch(`${server.url}${started.body.redirectUrl}`)).text();
    assert.doesNotMatch(page, /evil\.example/);
  });
});
