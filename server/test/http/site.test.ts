import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startServer, type TestServer } from '../helpers.ts';

describe('site config and the API root', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  it('answers /site/config.json with cmsConfig and default_theme, never cached', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/site/config.json' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'no-cache');
    const body = response.json();
    for (const field of [
      'support_email',
      'brand_name',
      'loading_type',
      'license_enable',
      'license_image',
      'license_url',
      'default_theme',
    ]) {
      assert.ok(field in body, `missing ${field}`);
    }
    assert.equal(body.loading_type, 'loading1');
    assert.equal(body.default_theme, 'light');
  });

  it('answers an unknown /v1 call with a JSON 404 in the error shape', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/v1/no/such/call', payload: {} });
    assert.equal(response.statusCode, 404);
    assert.match(response.headers['content-type'] ?? '', /application\/json/);
    const body = response.json();
    assert.equal(body.reason, 'NOT_FOUND');
    assert.equal(typeof body.message, 'string');
  });
});
