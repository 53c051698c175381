import assert from 'node:assert/strict';
import { request } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { API_COMPRESS_THRESHOLD_BYTES } from '../../src/app.ts';
import { startServer, type TestServer } from '../helpers.ts';

interface RawAnswer {
  status: number;
  encoding: string | undefined;
  vary: string | undefined;
  bytes: Buffer;
}

/** A POST whose answer is read as sent (fetch would undo the compression before the test saw it). */
function rawPost(server: TestServer, path: string, body: unknown, acceptEncoding?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const call = request(
      `${server.url}/v1${path}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            encoding: response.headers['content-encoding'],
            vary: response.headers.vary,
            bytes: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      },
    );
    call.on('error', reject);
    call.end(JSON.stringify(body));
  });
}

const PAGE_OF_GAMES = { page: 1, pageSize: 48 };

describe('API answers are compressed for a client that takes it', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  it('sends a large answer as brotli or gzip, as the client asks, and as it is to a client that takes neither', async () => {
    const plain = await rawPost(server, '/game/list', PAGE_OF_GAMES);
    assert.equal(plain.status, 200);
    assert.equal(plain.encoding, undefined);
    assert.ok(plain.bytes.length > API_COMPRESS_THRESHOLD_BYTES * 4, `a page of games is ${plain.bytes.length} bytes`);

    const brotli = await rawPost(server, '/game/list', PAGE_OF_GAMES, 'gzip, deflate, br');
    assert.equal(brotli.encoding, 'br');
    assert.match(brotli.vary ?? '', /accept-encoding/i);
    assert.deepEqual(JSON.parse(brotliDecompressSync(brotli.bytes).toString('utf8')), JSON.parse(plain.bytes.toString('utf8')));
    assert.ok(brotli.bytes.length * 3 < plain.bytes.length, `${brotli.bytes.length} bytes as brotli, ${plain.bytes.length} as they are`);

    const gzip = await rawPost(server, '/game/list', PAGE_OF_GAMES, 'gzip');
    assert.equal(gzip.encoding, 'gzip');
    assert.deepEqual(JSON.parse(gunzipSync(gzip.bytes).toString('utf8')), JSON.parse(plain.bytes.toString('utf8')));

    const refused = await rawPost(server, '/game/list', PAGE_OF_GAMES, 'identity');
    assert.equal(refused.encoding, undefined);
    assert.equal(refused.bytes.toString('utf8'), plain.bytes.toString('utf8'));
  });

  it('sends a small answer and a failure below the threshold as they are', async () => {
    const small = await rawPost(server, '/game/categories/list', {}, 'br');
    assert.equal(small.status, 200);
    assert.ok(small.bytes.length < API_COMPRESS_THRESHOLD_BYTES, `the categories are ${small.bytes.length} bytes`);
    assert.equal(small.encoding, undefined);

    const failure = await rawPost(server, '/user/get', {}, 'br');
    assert.equal(failure.status, 401);
    assert.equal(failure.encoding, undefined);
    assert.equal((JSON.parse(failure.bytes.toString('utf8')) as { code: string }).code, 'UNAUTHORIZED');
  });
});
