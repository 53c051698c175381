import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { contentSecurityPolicy, remoteOrigins } from '../../src/http/security.ts';
import { latestCode, register, startServer, type TestServer } from '../helpers.ts';
import { spawnServer } from '../support/server-process.ts';

describe('security headers, CORS and body limits', () => {
  let server: TestServer;
  let dir: string;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'security-test-'));
    mkdirSync(join(dir, 'host'));
    writeFileSync(join(dir, 'host', 'index.html'), '<!doctype html><title>app</title>');
    const remotes = join(dir, 'remotes.json');
    writeFileSync(
      remotes,
      JSON.stringify({ casino: 'https://cdn.example.com/casino/mf-manifest.json', sports: '/remotes/sports/mf-manifest.json' }),
    );
    server = await startServer({
      env: { SERVE_STATIC: 'true', HOST_DIST: join(dir, 'host'), REMOTES_CONFIG: remotes, CORS_ORIGINS: 'https://partner.example.com' },
    });
  });
  after(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends a CSP on the page that allows only this origin and the remotes’ origins', async () => {
    const response = await fetch(`${server.url}/casino`);
    assert.equal(response.status, 200);
    const csp = response.headers.get('content-security-policy') ?? '';
    const directive = (name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';
    assert.equal(directive('script-src'), "script-src 'self' https://cdn.example.com");
    assert.equal(directive('connect-src'), "connect-src 'self' https://cdn.example.com");
    assert.match(directive('style-src'), /'unsafe-inline'/);
    assert.equal(directive('object-src'), "object-src 'none'");
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
    assert.ok(response.headers.get('strict-transport-security'));
    assert.equal(response.headers.get('cross-origin-resource-policy'), 'same-origin');
  });

  it('derives the CSP origins from absolute remote URLs only', () => {
    assert.deepEqual(
      remoteOrigins({
        a: 'https://x.example.com/a/mf-manifest.json',
        b: '/remotes/b/mf-manifest.json',
        c: 'https://x.example.com/c.json',
        d: 'http://localhost:3001/m.json',
      }),
      ['http://localhost:3001', 'https://x.example.com'],
    );
    assert.doesNotMatch(contentSecurityPolicy([]), /script-src 'self' /);
  });

  it('answers CORS only for the configured origins', async () => {
    const preflight = (origin: string) =>
      fetch(`${server.url}/v1/user/auth/login`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,authorization' },
      });
    const allowed = await preflight('https://partner.example.com');
    assert.equal(allowed.headers.get('access-control-allow-origin'), 'https://partner.example.com');
    const other = await preflight('https://evil.example.com');
    assert.equal(other.headers.get('access-control-allow-origin'), null);
  });

  it('refuses bodies over 64 KiB with 413 in the error shape', async () => {
    const answer = await server.post('/user/auth/login', { email: 'a@example.com', password: 'x'.repeat(70_000) });
    assert.equal(answer.status, 413);
    assert.equal(answer.body.reason, 'PAYLOAD_TOO_LARGE');
  });
});

describe('logs', () => {
  it('never carry tokens, passwords or codes', async () => {
    const spawned = spawnServer(
      {
        PGLITE_DIR: 'memory://',
        LOG_LEVEL: 'trace',
        // A test's own short secrets: allowed in development and tests only.
        NODE_ENV: 'test',
        OPERATOR_TOKEN: 'operator-secret-for-log-test',
      },
      { timeoutMs: 20_000 },
    );
    try {
      const url = await spawned.listening;
      assert.match(spawned.output(), /demo@example\.com/, 'the banner shows the demo player');
      const server = {
        post: async (path: string, body: unknown, token?: string) => {
          const response = await fetch(`${url}/v1${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
            body: JSON.stringify(body),
          });
          return { status: response.status, body: (await response.json()) as Record<string, unknown>, headers: response.headers };
        },
        operator: async (path: string, body: unknown) => {
          const response = await fetch(`${url}${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: 'operator-secret-for-log-test' },
            body: JSON.stringify(body),
          });
          return { status: response.status, body: (await response.json()) as Record<string, unknown>, headers: response.headers };
        },
      } as unknown as TestServer;
      const player = await register(server, { password: 'logsecret123' });
      const refreshed = await server.post<{ accessToken: string; refreshToken: string }>('/user/auth/refresh', {
        refreshToken: player.refreshToken,
      });
      await server.post('/user/get', {}, refreshed.body.accessToken);
      await server.post('/user/auth/password/reset-code/send', { email: player.user.email });
      const code = await latestCode(server, player.user.email);
      await server.post('/user/auth/password/reset', { email: player.user.email, code, newPassword: 'logsecret456' });
      await new Promise((resolve) => setTimeout(resolve, 200));
      const output = spawned.output();
      assert.match(output, /"url":"\/v1\/user\/get"/, 'requests are logged at trace level');
      for (const secret of [
        player.accessToken,
        player.refreshToken,
        refreshed.body.accessToken,
        refreshed.body.refreshToken,
        'logsecret123',
        'logsecret456',
        'operator-secret-for-log-test',
        code,
      ]) {
        assert.ok(!output.includes(secret), 'a secret appears in the logs');
      }
    } finally {
      await spawned.stop();
    }
  });
});
