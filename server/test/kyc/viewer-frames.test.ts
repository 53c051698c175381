import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startServer, type TestServer } from '../helpers.ts';

describe("the back office's document viewer and the page's CSP", () => {
  let server: TestServer;
  let dir: string;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'viewer-frames-test-'));
    for (const page of ['host', 'backoffice']) {
      mkdirSync(join(dir, page));
      writeFileSync(join(dir, page, 'index.html'), `<!doctype html><title>${page}</title>`);
    }
    server = await startServer({
      env: { SERVE_STATIC: 'true', HOST_DIST: join(dir, 'host'), BACKOFFICE_DIST: join(dir, 'backoffice') },
    });
  });
  after(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const directive = async (path: string, name: string) => {
    const response = await fetch(`${server.url}${path}`);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^text\/html/);
    const csp = response.headers.get('content-security-policy') ?? '';
    return csp.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';
  };

  it('lets the back office frame the blob: URL of a PDF it fetched, and still no plugin', async () => {
    for (const path of ['/backoffice', '/backoffice/', '/backoffice/documents']) {
      assert.equal(await directive(path, 'frame-src'), "frame-src 'self' blob: https:", path);
      assert.equal(await directive(path, 'object-src'), "object-src 'none'", path);
    }
  });

  it("keeps the player's pages from framing blob: URLs", async () => {
    for (const path of ['/', '/casino', '/backoffice-like']) {
      assert.equal(await directive(path, 'frame-src'), "frame-src 'self' https:", path);
    }
  });
});
