import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { API_PREFIX, ENDPOINT_PATHS, NOT_YET_SERVED, operatorEndpoints } from '@app/contract';
import { startServer, type TestServer } from '../helpers.ts';

describe('the endpoints not served yet', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  it('are exactly the contract paths with no route (NOT_YET_SERVED)', () => {
    const unrouted = ENDPOINT_PATHS.filter((path) => !server.app.hasRoute({ method: 'POST', url: `${API_PREFIX}${path}` }));
    assert.deepEqual([...unrouted].sort(), [...NOT_YET_SERVED].sort());
  });

  it('leave every operator endpoint served', () => {
    for (const path of Object.keys(operatorEndpoints)) assert.ok(server.app.hasRoute({ method: 'POST', url: path }), path);
  });

  it('answer NOT_FOUND until they are served, as any path without a route does', async () => {
    // With every endpoint of the contract served, a path of the API's shape that has no route stands in.
    const path = NOT_YET_SERVED[0] ?? '/game/no-such-call';
    const answer = await server.post(path, {});
    assert.equal(answer.status, 404);
    assert.equal(answer.body.reason, 'NOT_FOUND');
  });
});
