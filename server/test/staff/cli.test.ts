import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { StaffEnrolment } from '@app/contract';
import { OPERATOR_TOKEN, startServer, uniqueEmail, type TestServer } from '../helpers.ts';
import { runCli } from '../support/cli.ts';
import { codeAt, createMember, postOperator } from '../support/staff.ts';

describe('the operator CLI signed in as a member of staff', () => {
  let server: TestServer;
  let dir: string;
  before(async () => {
    server = await startServer();
    dir = mkdtempSync(join(tmpdir(), 'operator-session-'));
  });
  after(async () => {
    rmSync(dir, { recursive: true, force: true });
    await server.close();
  });

  const cli = (args: string[], env: Record<string, string>) => runCli(args, { OPERATOR_URL: server.url, ...env });

  it('creates the first owner, signs in, acts as that member (not the token), and signs out', async () => {
    const sessionFile = join(dir, 'owner', 'operator-session.json');
    const email = uniqueEmail('owner');
    const password = 'the owner’s long password';
    const created = await cli(['staff', 'create', '--owner', '--email', email], { OPERATOR_TOKEN, STAFF_PASSWORD: password });
    assert.equal(created.code, 0, created.stderr);
    const { member, enrolment } = JSON.parse(created.stdout) as { member: { role: string; enrolled: boolean }; enrolment: StaffEnrolment };
    assert.deepEqual([member.role, member.enrolled], ['owner', false]);
    assert.match(enrolment.otpauthUri, new RegExp(`^otpauth://totp/.*secret=${enrolment.secret}`));
    assert.equal(enrolment.recoveryCodes.length, 10);

    const session = { OPERATOR_SESSION_FILE: sessionFile };
    const wrongCode = await cli(['login'], { ...session, OPERATOR_EMAIL: email, OPERATOR_PASSWORD: password, OPERATOR_CODE: '000000' });
    assert.equal(wrongCode.code, 1);
    assert.match(wrongCode.stderr, /INVALID_CODE/);
    assert.equal(existsSync(sessionFile), false);

    const login = await cli(['login', '--email', email, '--code', codeAt(enrolment.secret, Date.now())], {
      ...session,
      OPERATOR_PASSWORD: password,
    });
    assert.equal(login.code, 0, login.stderr);
    assert.equal(statSync(sessionFile).mode & 0o777, 0o600);
    const kept = JSON.parse(readFileSync(sessionFile, 'utf8')) as { token: string; email: string; role: string };
    assert.deepEqual([kept.email, kept.role], [email, 'owner']);

    // With a wrong operator token in the environment, the session is what the CLI uses.
    const listed = await cli(['staff', 'list'], { ...session, OPERATOR_TOKEN: 'not-the-token' });
    assert.equal(listed.code, 0, listed.stderr);
    assert.ok(
      (JSON.parse(listed.stdout) as { members: Array<{ email: string; enrolled: boolean }> }).members.some(
        (m) => m.email === email && m.enrolled,
      ),
    );

    const logout = await cli(['logout'], session);
    assert.equal(logout.code, 0, logout.stderr);
    assert.equal(existsSync(sessionFile), false);
    assert.equal((await postOperator(server, '/operator/health', {}, kept.token)).status, 401);
    // Signed out, the CLI uses the operator token again.
    assert.equal((await cli(['staff', 'list'], { ...session, OPERATOR_TOKEN: 'not-the-token' })).code, 1);
    assert.equal((await cli(['staff', 'list'], { ...session, OPERATOR_TOKEN })).code, 0);
  });

  it('does what the member’s role allows and answers OPERATOR_FORBIDDEN for the rest', async () => {
    const trader = await createMember(server, 'trading');
    const session = { OPERATOR_SESSION_FILE: join(dir, 'trading.json'), OPERATOR_TOKEN };
    const login = await cli(['login'], {
      ...session,
      OPERATOR_EMAIL: trader.email,
      OPERATOR_PASSWORD: trader.password,
      OPERATOR_CODE: codeAt(trader.enrolment.secret, Date.now()),
    });
    assert.equal(login.code, 0, login.stderr);
    const shown = await cli(['sports', 'show'], session);
    assert.equal(shown.code, 0, shown.stderr);
    const backup = await cli(['backup', join(dir, 'backup.tar.gz')], session);
    assert.equal(backup.code, 1);
    assert.match(backup.stderr, /403 OPERATOR_FORBIDDEN/);
    assert.equal(existsSync(join(dir, 'backup.tar.gz')), false);
  });

  it('tells a member whose session has ended to sign in again', async () => {
    const member = await createMember(server, 'support');
    const session = { OPERATOR_SESSION_FILE: join(dir, 'support.json'), OPERATOR_TOKEN };
    const login = await cli(['login'], {
      ...session,
      OPERATOR_EMAIL: member.email,
      OPERATOR_PASSWORD: member.password,
      OPERATOR_CODE: codeAt(member.enrolment.secret, Date.now()),
    });
    assert.equal(login.code, 0, login.stderr);
    assert.equal((await server.operator('/operator/staff/disable', { member: member.email })).status, 200);
    const refused = await cli(['users', 'list'], session);
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /OPERATOR_UNAUTHORIZED.*sign in again with login/);
  });

  it('creates the first owner on the database itself when no server is running', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'operator-staff-'));
    try {
      const env = {
        DATA_DIR: dataDir,
        OPERATOR_URL: 'http://127.0.0.1:9',
        OPERATOR_TOKEN: 'unused',
        OPERATOR_SESSION_FILE: join(dataDir, 'no-session.json'),
        DATABASE_SCHEMA: server.config.databaseSchema ?? '',
      };
      const email = uniqueEmail('first-owner');
      const created = await cli(['staff', 'create', '--owner', '--email', email], { ...env, STAFF_PASSWORD: 'the first owner’s password' });
      assert.equal(created.code, 0, created.stderr);
      assert.match(created.stderr, /database directly/);
      const { member, enrolment } = JSON.parse(created.stdout) as { member: { role: string }; enrolment: StaffEnrolment };
      assert.equal(member.role, 'owner');
      assert.equal(enrolment.recoveryCodes.length, 10);
      const listed = await cli(['staff', 'list'], env);
      assert.equal(listed.code, 0, listed.stderr);
      assert.ok((JSON.parse(listed.stdout) as { members: Array<{ email: string }> }).members.some((m) => m.email === email));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
