import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { register, startServer, type TestServer } from '../helpers.ts';

/** A raw POST, so that a body or content type the server refuses can be sent. */
async function rawPost(server: TestServer, path: string, body: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  await response.arrayBuffer();
  return response;
}

describe('API answers are never cached', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  it('sends Cache-Control: no-store on every /v1 answer, failures included', async () => {
    const player = await register(server);
    const answers = {
      'user info': await server.post('/user/get', {}, player.accessToken),
      balances: await server.post('/wallet/balances/list', { userId: player.user.userId }, player.accessToken),
      'public config': await server.post('/wallet/currencies/get', {}),
      'sign-in answer': await server.post('/user/auth/login', { email: player.user.email, password: player.password }),
      'not signed in (401)': await server.post('/user/get', {}),
      'invalid body (400)': await server.post('/user/update', { nickname: 42 }, player.accessToken),
      'unknown call (404)': await server.post('/no/such/call', {}),
      'body too large (413)': await rawPost(server, '/v1/user/auth/login', JSON.stringify({ password: 'x'.repeat(70_000) })),
      'wrong content type (415)': await rawPost(server, '/v1/user/auth/login', 'email=a', {
        'content-type': 'application/x-www-form-urlencoded',
      }),
      'operator answer': await server.operator('/operator/mail/outbox', { limit: 1 }),
    };
    const statuses = Object.fromEntries(Object.entries(answers).map(([name, answer]) => [name, answer.status]));
    assert.deepEqual(statuses, {
      'user info': 200,
      balances: 200,
      'public config': 200,
      'sign-in answer': 200,
      'not signed in (401)': 401,
      'invalid body (400)': 400,
      'unknown call (404)': 404,
      'body too large (413)': 413,
      'wrong content type (415)': 415,
      'operator answer': 200,
    });
    for (const [name, answer] of Object.entries(answers)) {
      assert.equal(answer.headers.get('cache-control'), 'no-store', `${name}: Cache-Control`);
    }
  });

  it('sends it while the platform is under maintenance (503)', async () => {
    const endTime = new Date(Date.now() + 60_000).toISOString();
    assert.equal((await server.operator('/operator/maintenance/set', { enabled: true, endTime })).status, 200);
    try {
      const answer = await server.post('/wallet/currencies/get', {});
      assert.equal(answer.status, 503);
      assert.equal(answer.headers.get('cache-control'), 'no-store');
    } finally {
      assert.equal((await server.operator('/operator/maintenance/set', { enabled: false })).status, 200);
    }
  });

  it('leaves the site config revalidated as before (no-cache)', async () => {
    const config = await fetch(`${server.url}/site/config.json`);
    await config.arrayBuffer();
    assert.equal(config.headers.get('cache-control'), 'no-cache');
  });
});
