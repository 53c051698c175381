import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  operatorEndpoints,
  type OperatorActor,
  type OperatorAuditEntry,
  type OperatorPath,
  type OperatorRequest,
  type OperatorResponse,
  type WalletAdjustment,
} from '@app/contract';
import type { OperatorCallContext } from '../../src/platform/operator-commands.ts';
import { assertLedgerBalanced, balanceOf, register, startServer, type SignedIn, type TestServer } from '../helpers.ts';

const ALICE: OperatorActor = { kind: 'staff', staffId: 'staff-alice', email: 'alice@operator.example', role: 'finance' };
const BOB: OperatorActor = { kind: 'staff', staffId: 'staff-bob', email: 'bob@operator.example', role: 'finance' };
const CAROL: OperatorActor = { kind: 'staff', staffId: 'staff-carol', email: 'carol@operator.example', role: 'owner' };
const CLI: OperatorActor = { kind: 'service', name: 'cli' };

/** Four eyes on the operator's adjustments: above the owner's threshold a second person decides. */
describe('four eyes on adjustments', () => {
  let server: TestServer;

  before(async () => {
    server = await startServer();
    // 1 USD = 0.92 EUR: the threshold is in euros, adjustments in any currency.
    const rates = await server.operator('/operator/exchange-rates/set', { rates: { EUR: '0.92' } });
    assert.equal(rates.status, 200);
  });
  after(async () => {
    await assertLedgerBalanced(server);
    await server.close();
  });

  /** Calls the platform's operator handler as this actor (the API knows only the service token yet), as the API would. */
  const as = async <P extends OperatorPath>(actor: OperatorActor, path: P, body: OperatorRequest<P>): Promise<OperatorResponse<P>> => {
    const handler = server.platform.operator[path] as (body: unknown, context: OperatorCallContext) => Promise<OperatorResponse<P>>;
    return operatorEndpoints[path].response.parse(
      await handler(operatorEndpoints[path].request.parse(body), { actor }),
    ) as OperatorResponse<P>;
  };
  const refused = async (call: Promise<unknown>, reason: string) => {
    await assert.rejects(call, (error: { reason?: string }) => {
      assert.equal(error.reason, reason);
      return true;
    });
  };
  const cash = async (player: SignedIn) => (await balanceOf(server, player)).cash;
  const adjust = (actor: OperatorActor, player: SignedIn, amount: string, currency = 'USD') =>
    as(actor, '/operator/wallet/adjust', { user: player.user.email, currency, amount, kind: 'cash', note: 'Refund of a lost round' });
  const pending = async (actor: OperatorActor, player: SignedIn, amount: string, currency = 'USD'): Promise<string> => {
    const answer = await adjust(actor, player, amount, currency);
    assert.ok(answer.pending === true, `waits for a second person: ${JSON.stringify(answer)}`);
    return answer.adjustmentId;
  };
  const adjustment = async (id: string): Promise<WalletAdjustment> => {
    const { adjustments } = await as(CAROL, '/operator/wallet/adjustments/list', { limit: 500 });
    const found = adjustments.find((entry) => entry.id === id);
    assert.ok(found);
    return found;
  };
  const auditOf = async (action: string, target: string): Promise<OperatorAuditEntry[]> =>
    (await as(CAROL, '/operator/audit/search', { action, target })).entries;

  it('starts at 1,000 EUR a player in 24 hours, and changing it is audited', async () => {
    assert.deepEqual((await as(CAROL, '/operator/wallet/adjustments/settings/get', {})).approval, {
      currency: 'EUR',
      threshold: '1000',
      windowHours: 24,
    });
    await as(CAROL, '/operator/wallet/adjustments/settings/set', { currency: 'EUR', threshold: '1000.00', windowHours: 24 });
    const [entry] = await auditOf('wallet/adjustments/settings/set', 'setting:adjustment-approval');
    assert.ok(entry);
    assert.deepEqual(entry.actor, CAROL);
    assert.deepEqual(entry.before, { currency: 'EUR', threshold: '1000', windowHours: 24 });
    assert.deepEqual(entry.after, { currency: 'EUR', threshold: '1000.00', windowHours: 24 });
  });

  it('moves money at once under the threshold and holds it above, converting through the rates', async () => {
    const player = await register(server);
    const under = await adjust(ALICE, player, '1000'); // 920 EUR
    assert.ok(under.pending !== true);
    assert.equal(await cash(player), '1000.00');

    const other = await register(server);
    const answer = await adjust(ALICE, other, '1100'); // 1,012 EUR
    assert.ok(answer.pending === true);
    assert.equal(answer.referenceAmount, '1012.00');
    assert.equal(answer.referenceCurrency, 'EUR');
    assert.equal(await cash(other), '0.00', 'no money moved');
    const held = await adjustment(answer.adjustmentId);
    assert.equal(held.status, 'pending');
    assert.deepEqual(held.requestedBy, ALICE);
    const [entry] = await auditOf('wallet/adjust', `user:${other.user.email}`);
    assert.ok(entry);
    assert.equal((entry.after as { pending: boolean }).pending, true);
    assert.equal(entry.playerId, other.user.userId);
  });

  it('never lets the one who asked decide: a member of staff their own, the service token (API or CLI) its own', async () => {
    const player = await register(server);
    const alices = await pending(ALICE, player, '5000');
    await refused(as(ALICE, '/operator/wallet/adjustments/approve', { id: alices }), 'ADJUSTMENT_OWN_REQUEST');
    await refused(as(ALICE, '/operator/wallet/adjustments/reject', { id: alices, reason: 'mine' }), 'ADJUSTMENT_OWN_REQUEST');

    const asked = await server.operator<{ pending: boolean; adjustmentId: string }>('/operator/wallet/adjust', {
      user: player.user.email,
      currency: 'USD',
      amount: '5000',
    });
    assert.equal(asked.body.pending, true);
    const approve = await server.operator('/operator/wallet/adjustments/approve', { id: asked.body.adjustmentId });
    assert.equal(approve.status, 403);
    assert.equal(approve.body.reason, 'ADJUSTMENT_OWN_REQUEST');
    await refused(as(CLI, '/operator/wallet/adjustments/approve', { id: asked.body.adjustmentId }), 'ADJUSTMENT_OWN_REQUEST');
    assert.equal(await cash(player), '0.00');
    assert.equal((await adjustment(alices)).status, 'pending');

    // The service may approve a member of staff's request, and a member of staff the service's.
    const byService = await server.operator<{ afterCash: string }>('/operator/wallet/adjustments/approve', { id: alices });
    assert.equal(byService.status, 200, JSON.stringify(byService.body));
    await as(BOB, '/operator/wallet/adjustments/approve', { id: asked.body.adjustmentId });
    assert.equal(await cash(player), '10000.00');
    await assertLedgerBalanced(server);
  });

  it('moves the money once however often it is approved, and records the approval with its before and after', async () => {
    const player = await register(server);
    const id = await pending(ALICE, player, '2000');
    const first = await as(BOB, '/operator/wallet/adjustments/approve', { id });
    const again = await as(CAROL, '/operator/wallet/adjustments/approve', { id });
    assert.equal(again.transactionId, first.transactionId);
    assert.equal(await cash(player), '2000.00');
    const approved = await adjustment(id);
    assert.equal(approved.status, 'approved');
    assert.deepEqual(approved.decidedBy, BOB);
    const entries = await auditOf('wallet/adjustments/approve', `adjustment:${id}`);
    assert.equal(entries.length, 2);
    const decided = entries.at(-1);
    assert.ok(decided);
    assert.deepEqual(decided.actor, BOB);
    assert.equal((decided.before as WalletAdjustment).status, 'pending');
    assert.equal((decided.after as WalletAdjustment).status, 'approved');
    assert.equal(decided.playerId, player.user.userId);
    await assertLedgerBalanced(server);
  });

  it('moves the money once when two people approve at the same moment', async () => {
    const player = await register(server);
    const id = await pending(ALICE, player, '3000');
    const results = await Promise.allSettled([
      as(BOB, '/operator/wallet/adjustments/approve', { id }),
      as(CAROL, '/operator/wallet/adjustments/approve', { id }),
      server.operator('/operator/wallet/adjustments/approve', { id }),
    ]);
    assert.ok(results.every((result) => result.status === 'fulfilled'));
    assert.equal(await cash(player), '3000.00');
    const transfers = await server.platform.database.db
      .selectFrom('ledger_transfers')
      .select('id')
      .where('reference', '=', `adjustment:${id}`)
      .execute();
    assert.equal(transfers.length, 1);
    await assertLedgerBalanced(server);
  });

  it('moves nothing once rejected, with the reason, and refuses to approve it afterwards', async () => {
    const player = await register(server);
    const id = await pending(ALICE, player, '2500');
    const rejected = await as(BOB, '/operator/wallet/adjustments/reject', { id, reason: 'No ticket for it' });
    assert.equal(rejected.adjustment.status, 'rejected');
    assert.equal(rejected.adjustment.reason, 'No ticket for it');
    await refused(as(CAROL, '/operator/wallet/adjustments/approve', { id }), 'ADJUSTMENT_ALREADY_DECIDED');
    await refused(as(CAROL, '/operator/wallet/adjustments/reject', { id, reason: 'again' }), 'ADJUSTMENT_ALREADY_DECIDED');
    assert.equal(await cash(player), '0.00');
    const [entry] = await auditOf('wallet/adjustments/reject', `adjustment:${id}`);
    assert.ok(entry);
    assert.equal(entry.reason, 'No ticket for it');
    const missing = await server.operator('/operator/wallet/adjustments/approve', { id: '00000000-0000-4000-8000-000000000000' });
    assert.equal(missing.body.reason, 'ADJUSTMENT_NOT_FOUND');
    await assertLedgerBalanced(server);
  });

  it('holds a large adjustment split into small ones: a player’s adjustments of the window count together', async () => {
    const player = await register(server);
    // 3 x 400 EUR, asked one after another by two members of staff: the third passes 1,000 EUR.
    const first = await adjust(ALICE, player, '400', 'EUR');
    const second = await adjust(BOB, player, '400', 'EUR');
    const third = await adjust(ALICE, player, '400', 'EUR');
    assert.ok(first.pending !== true && second.pending !== true);
    assert.ok(third.pending === true);
    assert.equal((await balanceOf(server, player, 'EUR')).cash, '800.00');
    // Debits count as much as credits: taking money back out is held the same way.
    const debit = await adjust(BOB, player, '-300', 'EUR');
    assert.ok(debit.pending === true);
    // Another player's window is their own.
    const other = await register(server);
    assert.ok((await adjust(ALICE, other, '400', 'EUR')).pending !== true);
    await assertLedgerBalanced(server);
  });

  it('judges adjustments asked at the same moment for one player one after another', async () => {
    const player = await register(server);
    const answers = await Promise.all(['400', '400', '400', '400'].map((amount) => adjust(ALICE, player, amount, 'EUR')));
    assert.equal(answers.filter((answer) => answer.pending !== true).length, 2, 'two moved, the rest wait');
    assert.equal((await balanceOf(server, player, 'EUR')).cash, '800.00');
    await assertLedgerBalanced(server);
  });
});
