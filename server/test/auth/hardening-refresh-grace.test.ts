import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { refreshResponseSchema } from '@app/contract';
import { register, startServer, type TestServer } from '../helpers.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

describe('a refresh token presented again within the grace period', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  const refresh = (refreshToken: string) => server.post('/user/auth/refresh', { refreshToken });

  /** The refresh tokens of the session still waiting to be used: the live chain's head(s). */
  async function liveTokens(sessionOf: string): Promise<string[]> {
    const session = await server.platform.database.db
      .selectFrom('refresh_tokens')
      .select('session_id')
      .where('token_hash', '=', sha256(sessionOf))
      .executeTakeFirstOrThrow();
    const rows = await server.platform.database.db
      .selectFrom('refresh_tokens')
      .select('token_hash')
      .where('session_id', '=', session.session_id)
      .where('used_at', 'is', null)
      .execute();
    return rows.map((row) => row.token_hash);
  }

  it('gets new tokens and sets the earlier successor aside: presenting that one ends the session', async () => {
    const player = await register(server);
    const a = player.refreshToken;
    const b = refreshResponseSchema.parse((await refresh(a)).body);
    // The answer with B was lost: A again, within the grace.
    const again = await refresh(a);
    assert.equal(again.status, 200);
    const c = refreshResponseSchema.parse(again.body);
    assert.notEqual(c.refreshToken, b.refreshToken);
    assert.deepEqual(await liveTokens(a), [sha256(c.refreshToken)], 'one live chain, from C');

    // B shows up afterwards (it was not lost after all, or someone else holds it): reuse, the session ends.
    const late = await refresh(b.refreshToken);
    assert.equal(late.status, 401);
    assert.equal(late.body.reason, 'REFRESH_TOKEN_REUSED');
    const afterwards = await refresh(c.refreshToken);
    assert.equal(afterwards.status, 401);
    assert.equal(afterwards.body.reason, 'SESSION_REVOKED');
    for (const accessToken of [b.accessToken, c.accessToken]) {
      assert.equal((await server.post('/user/get', {}, accessToken)).body.reason, 'SESSION_REVOKED');
    }
  });

  it('lets the new chain go on as any session does', async () => {
    const player = await register(server);
    const a = player.refreshToken;
    await refresh(a);
    const c = refreshResponseSchema.parse((await refresh(a)).body);
    const d = await refresh(c.refreshToken);
    assert.equal(d.status, 200);
    const e = await refresh(refreshResponseSchema.parse(d.body).refreshToken);
    assert.equal(e.status, 200);
    assert.equal((await server.post('/user/get', {}, refreshResponseSchema.parse(e.body).accessToken)).status, 200);
  });
});
