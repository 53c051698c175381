import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { StaffMember, StaffSession } from '@app/contract';
import { startServer, type TestServer } from '../helpers.ts';
import { challengeFor, codeAt, createMember, postOperator, signIn, type Member } from '../support/staff.ts';

const MINUTE = 60_000;
/** 15 seconds into a 30-second step. */
const T = Date.UTC(2026, 10, 27, 12, 0, 15);

describe('staff sign-in: password, then a code on the server’s clock', () => {
  let server: TestServer;
  let time = T;
  const setClock = (at: number) => {
    time = at;
  };
  const verify = (challenge: string, proof: { code?: string; recoveryCode?: string }) =>
    postOperator<{ reason?: string } & Partial<StaffSession>>(server, '/operator/staff/sign-in/verify', { challenge, ...proof });
  const withCode = async (member: Member, at: number) =>
    verify(await challengeFor(server, member), { code: codeAt(member.enrolment.secret, at) });
  const members = async () => (await server.operator<{ members: StaffMember[] }>('/operator/staff/list', {})).body.members;

  before(async () => {
    server = await startServer();
    server.platform.staff.clock.now = () => time;
  });
  beforeEach(() => setClock(T));
  after(() => server.close());

  it('accepts the code of the step before, refuses one two steps old, refuses a code used already', async () => {
    const member = await createMember(server, 'support');
    assert.equal((await members()).find((m) => m.email === member.email)?.enrolled, false);
    const twoStepsOld = await withCode(member, T - 2 * 30_000);
    assert.equal(twoStepsOld.status, 400);
    assert.equal(twoStepsOld.body.reason, 'INVALID_CODE');
    const previous = await withCode(member, T - 30_000);
    assert.equal(previous.status, 200, JSON.stringify(previous.body));
    assert.match(previous.body.token ?? '', /^staff_/);
    // The first code confirms the enrolment.
    assert.equal((await members()).find((m) => m.email === member.email)?.enrolled, true);
    const reused = await withCode(member, T - 30_000);
    assert.equal(reused.status, 400);
    assert.equal(reused.body.reason, 'INVALID_CODE');
    const current = await withCode(member, T);
    assert.equal(current.status, 200);
    // ... and that one once too, even on a new challenge.
    assert.equal((await withCode(member, T)).status, 400);
    // The next step's code, once the clock gets there.
    setClock(T + 30_000);
    assert.equal((await withCode(member, T + 30_000)).status, 200);
  });

  it('takes each recovery code once, once the enrolment is confirmed, however it is typed', async () => {
    const member = await createMember(server, 'finance');
    const [first = '', second = ''] = member.enrolment.recoveryCodes;
    assert.equal(member.enrolment.recoveryCodes.length, 10);
    assert.equal(new Set(member.enrolment.recoveryCodes).size, 10);
    // Not before the authenticator is confirmed with a code.
    assert.equal((await verify(await challengeFor(server, member), { recoveryCode: first })).status, 400);
    assert.equal((await withCode(member, T)).status, 200);
    const recovered = await verify(await challengeFor(server, member), { recoveryCode: first });
    assert.equal(recovered.status, 200, JSON.stringify(recovered.body));
    assert.equal((await verify(await challengeFor(server, member), { recoveryCode: first })).status, 400);
    assert.equal((await verify(await challengeFor(server, member), { recoveryCode: ` ${second.toUpperCase()} ` })).status, 200);
    assert.equal((await verify(await challengeFor(server, member), { recoveryCode: 'aaaaa-bbbbb' })).status, 400);
  });

  it('takes a challenge once, from the address it was given to, within five minutes', async () => {
    const member = await createMember(server, 'trading');
    const challenge = await challengeFor(server, member);
    setClock(T + 5 * MINUTE);
    const late = await verify(challenge, { code: codeAt(member.enrolment.secret, T + 5 * MINUTE) });
    assert.equal(late.status, 401);
    assert.equal(late.body.reason, 'INVALID_CREDENTIALS');
    const fresh = await challengeFor(server, member);
    assert.equal((await verify(fresh, { code: codeAt(member.enrolment.secret, T + 5 * MINUTE) })).status, 200);
    setClock(T + 5 * MINUTE + 30_000);
    assert.equal((await verify(fresh, { code: codeAt(member.enrolment.secret, T + 5 * MINUTE + 30_000) })).status, 401);
  });

  it('locks the account for the address after five failed sign-ins (passwords or codes), until the lock ends', async () => {
    const member = await createMember(server, 'compliance');
    for (let i = 0; i < 3; i += 1) {
      const wrong = await postOperator<{ reason?: string }>(server, '/operator/staff/sign-in', {
        email: member.email,
        password: 'not the password',
      });
      assert.equal(wrong.body.reason, 'INVALID_CREDENTIALS');
    }
    for (let i = 0; i < 2; i += 1) {
      assert.equal((await verify(await challengeFor(server, member), { code: '000000' })).body.reason, 'INVALID_CODE');
    }
    const locked = await postOperator<{ reason?: string; meta?: { unlockAt: string } }>(server, '/operator/staff/sign-in', {
      email: member.email,
      password: member.password,
    });
    assert.equal(locked.status, 423);
    assert.equal(locked.body.reason, 'USER_LOCKED');
    assert.equal(locked.body.meta?.unlockAt, new Date(T + 15 * MINUTE).toISOString());
    setClock(T + 15 * MINUTE);
    assert.equal((await withCode(member, T + 15 * MINUTE)).status, 200);
  });

  it('ends a session after 30 minutes without a call, each call moving that on', async () => {
    const member = await createMember(server, 'support');
    const { token } = await signIn(server, member);
    const health = () => postOperator(server, '/operator/health', {}, token);
    setClock(T + 29 * MINUTE);
    assert.equal((await health()).status, 200);
    setClock(T + 58 * MINUTE);
    assert.equal((await health()).status, 200);
    setClock(T + 88 * MINUTE);
    const ended = await postOperator<{ reason?: string }>(server, '/operator/health', {}, token);
    assert.equal(ended.status, 401);
    assert.equal(ended.body.reason, 'OPERATOR_UNAUTHORIZED');
    // Ended for good: going back in time does not bring it back.
    setClock(T + 60 * MINUTE);
    assert.equal((await health()).status, 401);
  });

  it('ends a session 12 hours after sign-in however busy it is', async () => {
    const member = await createMember(server, 'releases');
    const { token, expiresAt } = await signIn(server, member);
    assert.equal(expiresAt, new Date(T + 12 * 60 * MINUTE).toISOString());
    for (let at = T + 20 * MINUTE; at < T + 12 * 60 * MINUTE; at += 20 * MINUTE) {
      setClock(at);
      assert.equal((await postOperator(server, '/operator/health', {}, token)).status, 200, new Date(at).toISOString());
    }
    setClock(T + 12 * 60 * MINUTE);
    assert.equal((await postOperator(server, '/operator/health', {}, token)).status, 401);
  });

  it('ends a session on sign-out', async () => {
    const { token } = await signIn(server, await createMember(server, 'support'));
    assert.equal((await postOperator(server, '/operator/staff/sign-out', {}, token)).status, 200);
    assert.equal((await postOperator(server, '/operator/health', {}, token)).status, 401);
    assert.equal((await postOperator(server, '/operator/staff/session', {}, token)).status, 401);
  });

  it('invites: the owner’s one-time token, accepted once before it expires, enrols the member with the role', async () => {
    const owner = await createMember(server, 'owner');
    const { token: ownerToken } = await signIn(server, owner);
    const invitee = { email: `Invited.${Date.now()}@Example.com`, password: 'another long password' };
    const invited = await postOperator<{ invitation: { token: string; role: string; expiresAt: string } }>(
      server,
      '/operator/staff/invite',
      { email: invitee.email, role: 'compliance' },
      ownerToken,
    );
    assert.equal(invited.status, 200, JSON.stringify(invited.body));
    assert.equal(invited.body.invitation.expiresAt, new Date(T + 72 * 60 * MINUTE).toISOString());
    // A member who is not an owner may not invite.
    const { token: supportToken } = await signIn(server, await createMember(server, 'support'));
    const refused = await postOperator<{ reason?: string }>(
      server,
      '/operator/staff/invite',
      { email: 'x@example.com', role: 'owner' },
      supportToken,
    );
    assert.equal(refused.body.reason, 'OPERATOR_FORBIDDEN');

    const accept = (token: string) =>
      postOperator<{ member: StaffMember; enrolment: Member['enrolment']; reason?: string }>(server, '/operator/staff/invitation/accept', {
        token,
        password: invitee.password,
      });
    const accepted = await accept(invited.body.invitation.token);
    assert.equal(accepted.status, 200, JSON.stringify(accepted.body));
    assert.equal(accepted.body.member.role, 'compliance');
    assert.equal(accepted.body.member.email, invitee.email.toLowerCase());
    assert.match(accepted.body.enrolment.otpauthUri, /^otpauth:\/\/totp\/.+secret=/);
    assert.equal((await accept(invited.body.invitation.token)).body.reason, 'TOKEN_INVALID');
    const member: Member = { ...invitee, staffId: accepted.body.member.staffId, role: 'compliance', enrolment: accepted.body.enrolment };
    const session = await signIn(server, member);
    assert.equal(session.member.role, 'compliance');
    assert.equal((await postOperator(server, '/operator/kyc/list', {}, session.token)).status, 200);

    const late = await postOperator<{ invitation: { token: string } }>(
      server,
      '/operator/staff/invite',
      { email: `late.${Date.now()}@example.com`, role: 'support' },
      ownerToken,
    );
    setClock(T + 72 * 60 * MINUTE);
    assert.equal((await accept(late.body.invitation.token)).body.reason, 'TOKEN_INVALID');
  });

  it('refuses a disabled member at once (open sessions and sign-in), and keeps one enabled owner', async () => {
    const member = await createMember(server, 'finance');
    const { token } = await signIn(server, member);
    assert.equal((await postOperator(server, '/operator/ledger/check', {}, token)).status, 200);
    assert.equal((await server.operator('/operator/staff/disable', { member: member.staffId })).status, 200);
    assert.equal((await postOperator(server, '/operator/ledger/check', {}, token)).status, 401);
    const signInAgain = await postOperator<{ reason?: string }>(server, '/operator/staff/sign-in', {
      email: member.email,
      password: member.password,
    });
    assert.equal(signInAgain.body.reason, 'INVALID_CREDENTIALS');
    assert.equal((await server.operator('/operator/staff/disable', { member: member.email, disabled: false })).status, 200);
    setClock(T + 30_000);
    assert.equal((await withCode(member, T + 30_000)).status, 200);
    // The session open when it was disabled stays ended.
    assert.equal((await postOperator(server, '/operator/ledger/check', {}, token)).status, 401);

    const owners = (await members()).filter((m) => m.role === 'owner' && !m.disabled);
    for (const owner of owners.slice(1)) await server.operator('/operator/staff/disable', { member: owner.staffId });
    const last = owners[0] ?? (await createMember(server, 'owner'));
    const kept = await server.operator<{ reason?: string }>('/operator/staff/disable', { member: last.email });
    assert.equal(kept.body.reason, 'REQUEST_FAILED');
    assert.equal(
      (await server.operator<{ reason?: string }>('/operator/staff/role', { member: last.email, role: 'support' })).body.reason,
      'REQUEST_FAILED',
    );
  });

  it('resets a second factor: sessions end, the old codes stop, the member enrols again with the token', async () => {
    const member = await createMember(server, 'trading');
    const { token } = await signIn(server, member);
    const reset = await server.operator<{ invitation: { token: string }; member: StaffMember }>('/operator/staff/reset-factor', {
      member: member.email,
    });
    assert.equal(reset.status, 200);
    assert.equal(reset.body.member.enrolled, false);
    assert.equal((await postOperator(server, '/operator/health', {}, token)).status, 401);
    const before = await postOperator<{ reason?: string }>(server, '/operator/staff/sign-in', {
      email: member.email,
      password: member.password,
    });
    assert.equal(before.body.reason, 'INVALID_CREDENTIALS');
    const again = await postOperator<{ enrolment: Member['enrolment'] }>(server, '/operator/staff/invitation/accept', {
      token: reset.body.invitation.token,
      password: 'a brand new password',
    });
    assert.equal(again.status, 200);
    const renewed: Member = { ...member, password: 'a brand new password', enrolment: again.body.enrolment };
    setClock(T + 30_000);
    // The old authenticator's code and an old recovery code are refused; the new ones work.
    assert.equal((await verify(await challengeFor(server, renewed), { code: codeAt(member.enrolment.secret, T + 30_000) })).status, 400);
    assert.equal((await withCode(renewed, T + 30_000)).status, 200);
    assert.equal((await verify(await challengeFor(server, renewed), { recoveryCode: member.enrolment.recoveryCodes[0] })).status, 400);
    assert.equal((await verify(await challengeFor(server, renewed), { recoveryCode: renewed.enrolment.recoveryCodes[0] })).status, 200);
  });

  it('answers OPERATOR_UNAUTHORIZED to a token that is no session', async () => {
    for (const token of ['staff_not-a-session', 'something else']) {
      const answer = await postOperator<{ reason?: string }>(server, '/operator/health', {}, token);
      assert.equal(answer.status, 401);
      assert.equal(answer.body.reason, 'OPERATOR_UNAUTHORIZED');
    }
  });
});
