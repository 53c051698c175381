import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startServer, type TestServer } from '../helpers.ts';

const HOST_PAGE = '<!doctype html><title>Player</title>';
const BACKOFFICE_PAGE = '<!doctype html><title>Back office</title>';
const SCRIPT = 'console.log("back office");';

describe('the back office build', () => {
  let server: TestServer;
  let dist: string;
  before(async () => {
    dist = mkdtempSync(join(tmpdir(), 'backoffice-test-'));
    const host = join(dist, 'host');
    const backoffice = join(dist, 'backoffice');
    mkdirSync(host);
    mkdirSync(backoffice);
    writeFileSync(join(host, 'index.html'), HOST_PAGE);
    writeFileSync(join(backoffice, 'index.html'), BACKOFFICE_PAGE);
    writeFileSync(join(backoffice, 'main.0123456789.js'), SCRIPT);
    writeFileSync(join(backoffice, 'main.0123456789.js.map'), '{}');
    const env: Record<string, string> = { SERVE_STATIC: 'true', HOST_DIST: host, BACKOFFICE_DIST: backoffice };
    for (const area of ['casino', 'sports', 'wallet', 'account', 'vip']) {
      mkdirSync(join(dist, area));
      env[`REMOTE_${area.toUpperCase()}_DIST`] = join(dist, area);
    }
    server = await startServer({ env });
  });
  after(async () => {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers its page at /backoffice and at any of its client-side routes, never cached', async () => {
    for (const url of ['/backoffice', '/backoffice/', '/backoffice/players/42', '/backoffice/audit?staff=a']) {
      const response = await server.app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 200, url);
      assert.equal(response.payload, BACKOFFICE_PAGE, url);
      assert.equal(response.headers['cache-control'], 'no-cache', url);
      assert.match(String(response.headers['content-type']), /text\/html/);
    }
  });

  it('serves its hashed files for a year, and no source map', async () => {
    const script = await server.app.inject({ method: 'GET', url: '/backoffice/main.0123456789.js' });
    assert.equal(script.statusCode, 200);
    assert.equal(script.payload, SCRIPT);
    assert.match(String(script.headers['cache-control']), /immutable/);
    assert.equal((await server.app.inject({ method: 'GET', url: '/backoffice/main.0123456789.js.map' })).statusCode, 404);
    assert.equal((await server.app.inject({ method: 'GET', url: '/backoffice/missing.0123456789.js' })).statusCode, 404);
  });

  it('leaves the player page where it was', async () => {
    for (const url of ['/', '/backoffices', '/wallet']) {
      const response = await server.app.inject({ method: 'GET', url });
      assert.equal(response.payload, HOST_PAGE, url);
    }
  });
});
