import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEFAULT_ACCOUNT_SETTINGS } from '@app/contract';
import { register, startServer, type TestServer } from '../helpers.ts';

/**
 * The sign-in lock counts failures per account and client address: someone failing from their own
 * addresses locks those addresses out of the account, never its owner signing in from theirs.
 */
describe('sign-in lock by account and address', () => {
  let server: TestServer;
  before(async () => {
    // Behind a proxy the client address is the forwarded one: each test picks the addresses it signs in from.
    server = await startServer({ env: { TRUST_PROXY: 'true', LOCKOUT_MINUTES: '15' } });
    await server.operator('/operator/account-settings/update', { securitySettings: { maxPasswordRetries: 3 } });
  });
  after(async () => {
    await server.operator('/operator/account-settings/update', DEFAULT_ACCOUNT_SETTINGS);
    await server.close();
  });

  const login = async (email: string, password: string, address: string) => {
    const response = await fetch(`${server.url}/v1/user/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ email, password }),
    });
    return { status: response.status, body: (await response.json()) as { reason?: string; meta?: { unlockAt?: string } } };
  };

  it('ten wrong passwords from other addresses do not lock the owner out of their own', async () => {
    const owner = await register(server);
    const attempts = [];
    for (let index = 1; index <= 10; index += 1) attempts.push(await login(owner.user.email, 'wrong1234', `203.0.113.${index}`));
    assert.ok(attempts.every((attempt) => attempt.body.reason === 'INVALID_CREDENTIALS'));
    const own = await login(owner.user.email, owner.password, '198.51.100.7');
    assert.equal(own.status, 200, JSON.stringify(own.body));
  });

  it('locks the address that keeps failing, even to the right password, and only that one', async () => {
    const owner = await register(server);
    const attacker = '203.0.113.99';
    assert.equal((await login(owner.user.email, 'wrong1234', attacker)).body.reason, 'INVALID_CREDENTIALS');
    assert.equal((await login(owner.user.email, 'wrong1234', attacker)).body.reason, 'INVALID_CREDENTIALS');
    const locking = await login(owner.user.email, 'wrong1234', attacker);
    assert.equal(locking.status, 423);
    assert.equal(locking.body.reason, 'USER_LOCKED');
    assert.ok(Date.parse(locking.body.meta?.unlockAt ?? '') > Date.now() + 14 * 60_000);
    const rightFromThere = await login(owner.user.email, owner.password, attacker);
    assert.equal(rightFromThere.body.reason, 'USER_LOCKED');

    // The owner, from their own address, signs in; the lock shows to the operator.
    assert.equal((await login(owner.user.email, owner.password, '198.51.100.8')).status, 200);
    const listed = await server.operator<{ users: Array<{ lockedUntil: string | null }> }>('/operator/users/list', {
      search: owner.user.email,
    });
    assert.ok(listed.body.users[0]?.lockedUntil, 'the operator sees a lock on the account');
    // The operator's unlock lifts it for every address.
    assert.equal((await server.operator('/operator/users/unlock', { user: owner.user.email })).status, 200);
    assert.equal((await login(owner.user.email, owner.password, attacker)).status, 200);
  });

  it('the owner failing from their own address locks that address as before', async () => {
    const owner = await register(server);
    const home = '198.51.100.9';
    await login(owner.user.email, 'wrong1234', home);
    await login(owner.user.email, 'wrong1234', home);
    assert.equal((await login(owner.user.email, 'wrong1234', home)).body.reason, 'USER_LOCKED');
    assert.equal((await login(owner.user.email, owner.password, home)).body.reason, 'USER_LOCKED');
  });
});
