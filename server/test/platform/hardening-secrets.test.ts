import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import { assertSafeSecrets } from '../../src/config.ts';
import { spawnServer } from '../support/server-process.ts';

const strong = () => randomBytes(32).toString('hex');

/** The server as an operator starts it: the exit code and what it printed, or 'running' once it listens. */
async function start(env: Record<string, string>): Promise<{ code: number | null | 'running'; output: string }> {
  const server = spawnServer({
    PGLITE_DIR: 'memory://',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    REDIS_URL: '',
    SPORTS_FEED_TICK_MS: '0',
    ...env,
  });
  try {
    const code = await server.listening.then(
      () => 'running' as const,
      (error: unknown) => {
        if (server.child.exitCode === null && server.child.signalCode === null) throw error;
        return server.child.exitCode;
      },
    );
    return { code, output: server.output() };
  } finally {
    await server.stop();
  }
}

/** The deployment's secrets: never a value published in this repository, never a short one, outside development. */
describe('secrets the server is started with', () => {
  it('refuses to start in production with the placeholders the compose file used to fall back to', async () => {
    const refused = await start({ NODE_ENV: 'production', OPERATOR_TOKEN: 'change-me-operator', TOKEN_SECRET: strong() });
    assert.notEqual(refused.code, 'running');
    assert.notEqual(refused.code, 0);
    assert.match(refused.output, /OPERATOR_TOKEN/);
    assert.doesNotMatch(refused.output, /The app is running/);
  });

  it('refuses placeholders, short secrets and a placeholder database password; names each, never its value', () => {
    const secret = strong();
    for (const [env, name] of [
      [{ OPERATOR_TOKEN: 'change-me-operator' }, 'OPERATOR_TOKEN'],
      [{ TOKEN_SECRET: 'change-me-secret' }, 'TOKEN_SECRET'],
      [{ TOKEN_SECRET: 'CHANGE-ME-SECRET-CHANGE-ME-SECRET-CHANGE-ME' }, 'TOKEN_SECRET'],
      [{ TOKEN_SECRET: 'a'.repeat(31) }, 'TOKEN_SECRET'],
      [{ OPERATOR_TOKEN: 'hunter2hunter2' }, 'OPERATOR_TOKEN'],
      [{ GAME_PROVIDER_SECRET: 'short' }, 'GAME_PROVIDER_SECRET'],
      [{ PAYMENT_WEBHOOK_SECRET: 'change-me' }, 'PAYMENT_WEBHOOK_SECRET'],
      [{ BANK_CARD_FINGERPRINT_KEY: '0123456789' }, 'BANK_CARD_FINGERPRINT_KEY'],
      [{ DATABASE_URL: 'postgres://platform:change-me@postgres:5432/platform' }, 'DATABASE_URL'],
      [{ OPERATOR_TOKEN: secret, TOKEN_SECRET: 'change-me-secret' }, 'TOKEN_SECRET'],
    ] as const) {
      for (const NODE_ENV of ['production', undefined]) {
        assert.throws(
          () => assertSafeSecrets({ ...env, ...(NODE_ENV ? { NODE_ENV } : {}) }),
          (error: Error) => error.message.includes(name) && !error.message.includes(secret) && !error.message.includes('hunter2'),
          `${JSON.stringify(env)} with NODE_ENV ${NODE_ENV ?? 'unset'}`,
        );
      }
    }
  });

  it('takes long random secrets, secrets left unset (generated and kept in the database), and anything in development', () => {
    assert.doesNotThrow(() =>
      assertSafeSecrets({
        NODE_ENV: 'production',
        OPERATOR_TOKEN: strong(),
        TOKEN_SECRET: strong(),
        GAME_PROVIDER_SECRET: randomBytes(24).toString('base64url'),
        DATABASE_URL: `postgres://platform:${strong()}@postgres:5432/platform`,
      }),
    );
    assert.doesNotThrow(() => assertSafeSecrets({ NODE_ENV: 'production' }));
    assert.doesNotThrow(() => assertSafeSecrets({ NODE_ENV: 'development', OPERATOR_TOKEN: 'change-me-operator', TOKEN_SECRET: 'x' }));
    assert.doesNotThrow(() => assertSafeSecrets({ NODE_ENV: 'test', TOKEN_SECRET: 'change-me-secret' }));
  });
});
