import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { sql } from 'kysely';
import { endpoints, ENDPOINT_PATHS, errorResponseSchema } from '@app/contract';
import { register, startServer, type TestServer } from './helpers.ts';

const TABLES = [
  'users',
  'password_history',
  'login_attempts',
  'sessions',
  'refresh_tokens',
  'verification_codes',
  'mail_outbox',
  'currencies',
  'exchange_rates',
  'operator_settings',
  'platform_secrets',
  'wallet_balances',
  'ledger_transfers',
  'ledger_entries',
  'idempotency_keys',
  'payment_transactions',
  'payment_steps',
  'demopay_payments',
] as const;

/** A digest of every row of every table. */
async function databaseDigest(server: TestServer): Promise<string> {
  const parts: string[] = [];
  for (const table of TABLES) {
    const result = await sql<{
      digest: string | null;
    }>`select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as digest from ${sql.table(table)} t`.execute(
      server.platform.database.db,
    );
    parts.push(`${table}:${result.rows[0]?.digest ?? ''}`);
  }
  return parts.join('\n');
}

async function send(server: TestServer, path: string, body: string, contentType: string, token: string | undefined) {
  const response = await fetch(`${server.url}/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': contentType, ...(token ? { authorization: token } : {}) },
    body,
  });
  const text = await response.text();
  return { status: response.status, text };
}

function assertClientError(answer: { status: number; text: string }, label: string) {
  assert.ok(answer.status >= 400 && answer.status < 500, `${label}: answered ${answer.status} ${answer.text.slice(0, 200)}`);
  const parsed = errorResponseSchema.safeParse(JSON.parse(answer.text));
  assert.ok(
    parsed.success && typeof parsed.data.reason === 'string' && typeof parsed.data.message === 'string',
    `${label}: not the error shape: ${answer.text.slice(0, 200)}`,
  );
}

describe('malformed bodies to every /v1 endpoint', () => {
  let server: TestServer;
  let token: string;
  before(async () => {
    server = await startServer();
    token = (await register(server)).accessToken;
  });
  after(() => server.close());

  it('answer a 4xx in the error shape, never a 5xx, and change nothing in the database', async () => {
    const before = await databaseDigest(server);
    for (const path of ENDPOINT_PATHS) {
      const schema = endpoints[path].request;
      const invalidJson = fc.jsonValue({ maxDepth: 3 }).filter((value) => !schema.safeParse(value ?? {}).success);
      await fc.assert(
        fc.asyncProperty(invalidJson, fc.boolean(), async (value, withToken) => {
          assertClientError(
            await send(server, path, JSON.stringify(value), 'application/json', withToken ? token : undefined),
            `${path} ${JSON.stringify(value)}`,
          );
        }),
        { numRuns: 25 },
      );
      await fc.assert(
        fc.asyncProperty(
          fc.string({ maxLength: 40 }).filter((text) => {
            try {
              JSON.parse(text);
              return false;
            } catch {
              return true;
            }
          }),
          fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
          fc.boolean(),
          async (text, contentType, withToken) => {
            assertClientError(
              await send(server, path, text, contentType, withToken ? token : undefined),
              `${path} raw ${JSON.stringify(text)} as ${contentType}`,
            );
          },
        ),
        { numRuns: 8 },
      );
    }
    // A body over the size limit.
    assertClientError(
      await send(
        server,
        '/user/auth/login',
        JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(70_000) }),
        'application/json',
        undefined,
      ),
      'oversized',
    );
    assert.equal(await databaseDigest(server), before, 'the database did not change');
  });
});
