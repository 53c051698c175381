import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { acceptedEncodings } from '../../src/http/static.ts';
import { startServer, type TestServer } from '../helpers.ts';

const PAGE = `<!doctype html><html><head><title>Shell</title></head><body>${'<div id="root"></div>'.repeat(50)}</body></html>`;

describe('the page shell', () => {
  let server: TestServer;
  let dist: string;
  before(async () => {
    dist = mkdtempSync(join(tmpdir(), 'shell-test-'));
    const host = join(dist, 'host');
    mkdirSync(host);
    writeFileSync(join(host, 'index.html'), PAGE);
    writeFileSync(join(host, 'index.html.br'), brotliCompressSync(PAGE));
    writeFileSync(join(host, 'index.html.gz'), gzipSync(PAGE));
    const env: Record<string, string> = { SERVE_STATIC: 'true', HOST_DIST: host };
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

  it('is sent brotli-compressed to a browser that takes brotli, for / and any client-side route', async () => {
    for (const url of ['/', '/game-detail/7']) {
      const response = await server.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['content-encoding'], 'br');
      assert.match(String(response.headers.vary), /accept-encoding/i);
      assert.equal(response.headers['cache-control'], 'no-cache');
      assert.equal(brotliDecompressSync(response.rawPayload).toString(), PAGE);
    }
  });

  it('is sent gzipped where brotli is not taken, and as it is where nothing is', async () => {
    const gzipped = await server.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, br;q=0' } });
    assert.equal(gzipped.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gzipped.rawPayload).toString(), PAGE);
    const plain = await server.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'identity' } });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.payload, PAGE);
  });

  it('reads Accept-Encoding as browsers send it', () => {
    assert.deepEqual(acceptedEncodings('gzip, deflate, br, zstd'), ['br', 'gzip']);
    assert.deepEqual(acceptedEncodings('br;q=0, gzip;q=0.5'), ['gzip']);
    assert.deepEqual(acceptedEncodings(['GZIP']), ['gzip']);
    assert.deepEqual(acceptedEncodings(undefined), []);
  });
});
