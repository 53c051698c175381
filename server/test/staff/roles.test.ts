import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { operatorEndpoints, operatorRoles, ROLE_PERMISSIONS, type OperatorPath, type OperatorRole } from '@app/contract';
import { OPERATOR_TOKEN, startServer, type TestServer } from '../helpers.ts';
import { createMember, postOperator, signIn } from '../support/staff.ts';

const PATHS = Object.keys(operatorEndpoints) as OperatorPath[];

describe('every operator endpoint with every role', () => {
  let server: TestServer;
  const tokens = new Map<OperatorRole, string>();
  before(async () => {
    server = await startServer();
    for (const role of operatorRoles) tokens.set(role, (await signIn(server, await createMember(server, role))).token);
  });
  after(() => server.close());

  for (const role of operatorRoles) {
    it(`${role}: served where ROLE_PERMISSIONS gives the endpoint's permission, else OPERATOR_FORBIDDEN`, async () => {
      const token = tokens.get(role) ?? '';
      const refused: string[] = [];
      for (const path of PATHS) {
        // An empty body: the permission is checked before the body is read, so a refused call never
        // reaches validation, and an allowed one is answered by its handler or its validation.
        const answer = await postOperator<{ reason?: string }>(server, path, {}, token);
        const allowed = ROLE_PERMISSIONS[role].includes(operatorEndpoints[path].permission);
        if (allowed) {
          assert.notEqual(answer.status, 401, `${role} ${path}: ${JSON.stringify(answer.body)}`);
          assert.notEqual(answer.body.reason, 'OPERATOR_FORBIDDEN', `${role} ${path}`);
        } else {
          assert.equal(answer.status, 403, `${role} ${path}: ${JSON.stringify(answer.body)}`);
          assert.equal(answer.body.reason, 'OPERATOR_FORBIDDEN', `${role} ${path}`);
          refused.push(path);
        }
      }
      if (role === 'owner') assert.deepEqual(refused, []);
      else assert.ok(refused.length > 0, `${role} is refused something`);
    });
  }

  it('the service token (OPERATOR_TOKEN_PERMISSIONS all, the default): served everywhere', async () => {
    for (const path of PATHS) {
      const answer = await postOperator<{ reason?: string }>(server, path, {}, OPERATOR_TOKEN);
      assert.notEqual(answer.status, 401, path);
      assert.notEqual(answer.body.reason, 'OPERATOR_FORBIDDEN', path);
    }
  });

  it('audits the staff’s changes without their password, second factor, recovery codes or tokens', async () => {
    const member = await createMember(server, 'support');
    const invited = await server.operator<{ invitation: { token: string } }>('/operator/staff/invite', {
      email: `audit.${member.email}`,
      role: 'finance',
    });
    const reset = await server.operator<{ invitation: { token: string } }>('/operator/staff/reset-factor', { member: member.email });
    const audited = await server.operator<{ entries: Array<{ action: string; target: string }> }>('/operator/audit/search', {
      pageSize: 50,
    });
    const staffEntries = audited.body.entries.filter((entry) => entry.action.startsWith('staff/'));
    const actions = new Set(staffEntries.map((entry) => entry.action));
    for (const action of ['staff/create', 'staff/invite', 'staff/reset-factor']) assert.ok(actions.has(action), action);
    const text = JSON.stringify(audited.body);
    for (const secret of [
      member.password,
      member.enrolment.secret,
      ...member.enrolment.recoveryCodes,
      invited.body.invitation.token,
      reset.body.invitation.token,
    ]) {
      assert.equal(text.includes(secret), false, `the audit holds ${secret}`);
    }
  });

  it('hands the handlers the member as the actor, with the role they have now', async () => {
    const member = await createMember(server, 'support');
    const session = await signIn(server, member);
    const who = await postOperator<{ actor: unknown }>(server, '/operator/staff/session', {}, session.token);
    assert.deepEqual(who.body.actor, { kind: 'staff', staffId: member.staffId, email: member.email, role: 'support' });
    assert.equal((await postOperator(server, '/operator/ledger/check', {}, session.token)).status, 403);
    // A new role applies to the next call of the session already open.
    assert.equal((await server.operator('/operator/staff/role', { member: member.email, role: 'finance' })).status, 200);
    assert.equal((await postOperator(server, '/operator/ledger/check', {}, session.token)).status, 200);
    assert.equal((await postOperator(server, '/operator/users/unlock', {}, session.token)).status, 403);
  });
});
