import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { operatorEndpoints, operatorPermissions, operatorRoles, ROLE_PERMISSIONS, type OperatorPath } from '@app/contract';
import { loadConfig } from '../../src/config.ts';
import { startServer, type TestServer } from '../helpers.ts';

const PATHS = Object.keys(operatorEndpoints) as OperatorPath[];

/** An operator call's answer with a token: its status and reason. */
async function call(server: TestServer, path: string, token: string): Promise<{ status: number; reason?: string }> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: '{}',
  });
  const body = (await response.json().catch(() => ({}))) as { reason?: string };
  return { status: response.status, reason: body.reason };
}

describe('the permission table', () => {
  it('names a known permission on every operator endpoint, and gives the owner every permission', () => {
    for (const path of PATHS) {
      const definition = operatorEndpoints[path];
      assert.equal(definition.access, 'operator', path);
      assert.ok((operatorPermissions as readonly string[]).includes(definition.permission), `${path}: ${definition.permission}`);
    }
    assert.deepEqual([...ROLE_PERMISSIONS.owner].sort(), [...operatorPermissions].sort());
    for (const role of operatorRoles) {
      for (const permission of ROLE_PERMISSIONS[role]) assert.ok(operatorPermissions.includes(permission), `${role}: ${permission}`);
      // Every role may see that the platform answers (the CLI's first call).
      assert.ok(ROLE_PERMISSIONS[role].includes('status.read'), role);
    }
  });

  it('reads OPERATOR_TOKEN_PERMISSIONS: all by default, a list, and refuses an unknown permission', () => {
    assert.deepEqual(loadConfig({}).operatorTokenPermissions, operatorPermissions);
    assert.deepEqual(loadConfig({ OPERATOR_TOKEN_PERMISSIONS: 'all' }).operatorTokenPermissions, operatorPermissions);
    assert.deepEqual(loadConfig({ OPERATOR_TOKEN_PERMISSIONS: ' status.read, system ' }).operatorTokenPermissions, [
      'status.read',
      'system',
    ]);
    assert.throws(() => loadConfig({ OPERATOR_TOKEN_PERMISSIONS: 'status.read,everything' }), /everything/);
  });
});

describe('the service token with the permissions it is given', () => {
  const TOKEN = 'a-service-token-with-few-permissions';
  const GIVEN = ['status.read', 'players.read', 'kyc.decide'] as const;
  let server: TestServer;
  before(async () => {
    server = await startServer({ env: { OPERATOR_TOKEN: TOKEN, OPERATOR_TOKEN_PERMISSIONS: GIVEN.join(',') } });
  });
  after(() => server.close());

  it('is refused OPERATOR_FORBIDDEN on every endpoint whose permission it lacks, and served on the others', async () => {
    let refused = 0;
    for (const path of PATHS) {
      const answer = await call(server, path, TOKEN);
      const allowed = (GIVEN as readonly string[]).includes(operatorEndpoints[path].permission);
      if (allowed) {
        assert.notEqual(answer.status, 401, path);
        assert.notEqual(answer.reason, 'OPERATOR_FORBIDDEN', path);
      } else {
        assert.equal(answer.status, 403, path);
        assert.equal(answer.reason, 'OPERATOR_FORBIDDEN', path);
        refused += 1;
      }
    }
    assert.ok(refused > 0 && refused < PATHS.length);
  });

  it('answers OPERATOR_UNAUTHORIZED (401) to a wrong or missing token, before any permission', async () => {
    assert.deepEqual(await call(server, '/operator/backup', 'not-the-token'), { status: 401, reason: 'OPERATOR_UNAUTHORIZED' });
    assert.deepEqual(await call(server, '/operator/health', ''), { status: 401, reason: 'OPERATOR_UNAUTHORIZED' });
  });
});
