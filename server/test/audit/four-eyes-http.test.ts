import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { OperatorAuditEntry } from '@app/contract';
import { assertLedgerBalanced, balanceOf, register, startServer, type TestServer } from '../helpers.ts';
import { createMember, postOperator, signIn } from '../support/staff.ts';

/**
 * Four eyes as two members of staff meet it over the operator API, each signed in with a password
 * and an authenticator code: the one who asked cannot decide, a second member can, and the audit
 * names each of them.
 */
describe('four eyes over the operator API, two signed-in members', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(async () => {
    await assertLedgerBalanced(server);
    await server.close();
  });

  it('holds a large adjustment asked by one member until another approves it, and audits both by name', async () => {
    const player = await register(server);
    const asker = await createMember(server, 'finance');
    const approver = await createMember(server, 'finance');
    const support = await createMember(server, 'support');
    const [askerSession, approverSession, supportSession] = [
      await signIn(server, asker),
      await signIn(server, approver),
      await signIn(server, support),
    ];

    const asked = await postOperator<{ pending?: boolean; adjustmentId?: string }>(
      server,
      '/operator/wallet/adjust',
      { user: player.user.email, currency: 'USD', amount: '5000', kind: 'cash', note: 'Goodwill after the outage of 12 May' },
      askerSession.token,
    );
    assert.equal(asked.status, 200, JSON.stringify(asked.body));
    assert.equal(asked.body.pending, true);
    const id = asked.body.adjustmentId ?? '';
    assert.equal((await balanceOf(server, player)).cash, '0.00', 'nothing moves while it waits');

    // The approver reads why it was asked, with the adjustment waiting for them.
    const waiting = await postOperator<{ adjustments: Array<{ id: string; note: string | null }> }>(
      server,
      '/operator/wallet/adjustments/list',
      { status: 'pending' },
      approverSession.token,
    );
    assert.equal(waiting.body.adjustments.find((adjustment) => adjustment.id === id)?.note, 'Goodwill after the outage of 12 May');
    const tooShort = await postOperator<{ reason?: string }>(
      server,
      '/operator/wallet/adjust',
      { user: player.user.email, currency: 'USD', amount: '5', kind: 'cash', note: 'x' },
      askerSession.token,
    );
    assert.equal(tooShort.status, 400, 'a reason of one letter says nothing');
    const none = await postOperator<{ reason?: string; meta?: { issues?: Array<{ path: string }> } }>(
      server,
      '/operator/wallet/adjust',
      { user: player.user.email, currency: 'USD', amount: '5', kind: 'cash' },
      askerSession.token,
    );
    assert.equal(none.status, 400, 'a member of staff says why');
    assert.equal(none.body.reason, 'VALIDATION_FAILED');
    assert.equal(none.body.meta?.issues?.[0]?.path, 'note');

    // The member who asked may not approve their own request; a member without wallet.adjust may not either.
    const own = await postOperator<{ reason?: string }>(server, '/operator/wallet/adjustments/approve', { id }, askerSession.token);
    assert.equal(own.status, 403, JSON.stringify(own.body));
    assert.notEqual(own.body.reason, 'OPERATOR_FORBIDDEN', 'refused as the asker, not for the role');
    const unallowed = await postOperator<{ reason?: string }>(server, '/operator/wallet/adjustments/approve', { id }, supportSession.token);
    assert.equal(unallowed.body.reason, 'OPERATOR_FORBIDDEN');
    assert.equal((await balanceOf(server, player)).cash, '0.00');

    const approved = await postOperator(server, '/operator/wallet/adjustments/approve', { id }, approverSession.token);
    assert.equal(approved.status, 200, JSON.stringify(approved.body));
    assert.equal((await balanceOf(server, player)).cash, '5000.00');

    const audit = await server.operator<{ entries: OperatorAuditEntry[] }>('/operator/audit/search', {
      player: player.user.email,
      pageSize: 50,
    });
    const byAction = new Map(audit.body.entries.map((entry) => [entry.action, entry]));
    const askedEntry = byAction.get('wallet/adjust');
    const approvedEntry = byAction.get('wallet/adjustments/approve');
    assert.ok(askedEntry && approvedEntry, JSON.stringify(audit.body.entries.map((entry) => entry.action)));
    assert.deepEqual(askedEntry.actor, { kind: 'staff', staffId: asker.staffId, email: asker.email, role: 'finance' });
    assert.match(JSON.stringify(askedEntry), /Goodwill after the outage of 12 May/, 'the audit keeps why it was asked');
    assert.deepEqual(approvedEntry.actor, { kind: 'staff', staffId: approver.staffId, email: approver.email, role: 'finance' });
  });
});
