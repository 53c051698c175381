import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import { AREAS } from '@app/contract/areas';
import { startServer, type TestServer } from '../helpers.ts';

const SCRIPT = 'console.log("ready");\n';
const MAP = JSON.stringify({
  version: 3,
  file: 'main.0123456789.js',
  sources: ['src/index.ts'],
  sourcesContent: ['secret'],
  mappings: 'AAAA',
});

/** A build folder with a script, its source map (and the map compressed beside it, as a careless build could leave it). */
function build(folder: string, script: string): void {
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, script), SCRIPT);
  writeFileSync(join(folder, `${script}.map`), MAP);
  writeFileSync(join(folder, `${script}.map.gz`), gzipSync(MAP));
}

describe('source maps', () => {
  let server: TestServer;
  let dist: string;
  before(async () => {
    dist = mkdtempSync(join(tmpdir(), 'source-maps-test-'));
    const env: Record<string, string> = { SERVE_STATIC: 'true', HOST_DIST: join(dist, 'host'), RELEASES_DIR: join(dist, 'releases') };
    build(join(dist, 'host'), 'main.0123456789.js');
    writeFileSync(join(dist, 'host', 'index.html'), '<!doctype html><title>Shell</title>');
    for (const area of AREAS) {
      build(join(dist, area), 'remoteEntry.js');
      build(join(dist, 'releases', area, '1.0.0-20260101.000000'), 'remoteEntry.js');
      env[`REMOTE_${area.toUpperCase()}_DIST`] = join(dist, area);
    }
    server = await startServer({ env });
  });
  after(async () => {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.url}${path}`, { headers });
    return { status: response.status, text: await response.text() };
  };

  it('serves the scripts of the host, every area and every release', async () => {
    const scripts = [
      '/main.0123456789.js',
      ...AREAS.flatMap((area) => [`/remotes/${area}/remoteEntry.js`, `/remotes/${area}/1.0.0-20260101.000000/remoteEntry.js`]),
    ];
    for (const path of scripts) {
      const answer = await get(path);
      assert.equal(answer.status, 200, path);
      assert.equal(answer.text, SCRIPT, path);
    }
  });

  it('never serves their source maps (404), however they are asked for', async () => {
    const maps = [
      '/main.0123456789.js.map',
      '/main.0123456789.JS.MAP',
      '/main.0123456789.js%2Emap',
      '/./main.0123456789.js.map',
      ...AREAS.flatMap((area) => [
        `/remotes/${area}/remoteEntry.js.map`,
        `/remotes/${area}/1.0.0-20260101.000000/remoteEntry.js.map`,
        `/remotes/${area}/remoteEntry.js.map.gz`,
      ]),
    ];
    for (const path of maps) {
      for (const headers of [{}, { 'accept-encoding': 'gzip, br' }] as Record<string, string>[]) {
        const answer = await get(path, headers);
        assert.equal(answer.status, 404, `${path} answered ${answer.status}`);
        assert.doesNotMatch(answer.text, /sourcesContent|secret/, path);
      }
    }
  });
});
