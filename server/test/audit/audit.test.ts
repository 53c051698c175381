import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import {
  operatorEndpoints,
  type KycDocument,
  type OperatorActor,
  type OperatorAuditEntry,
  type OperatorPath,
  type OperatorRequest,
  type OperatorResponse,
} from '@app/contract';
import { operatorChanges } from '../../src/audit/index.ts';
import type { OperatorCallContext } from '../../src/platform/operator-commands.ts';
import {
  assertLedgerBalanced,
  balanceOf,
  deposit,
  login,
  moneyCall,
  register,
  startServer,
  type SignedIn,
  type TestServer,
} from '../helpers.ts';
import { writeRelease } from '../support/releases.ts';
import { liveFootballMatch, openMarket } from '../support/sports-feed.ts';

/** The operator endpoints that change something, as the audit lists them. */
type ChangePath = {
  [P in OperatorPath]: (typeof operatorChanges)[P] extends 'read' ? never : P;
}[OperatorPath];
type ReadPath = Exclude<OperatorPath, ChangePath>;

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f3d0000000049454e44ae426082',
  'hex',
);

const ALICE: OperatorActor = { kind: 'staff', staffId: 'staff-alice', email: 'alice@operator.example', role: 'finance' };

interface Search {
  entries: OperatorAuditEntry[];
  nextCursor: string | null;
}

describe('operator audit', () => {
  let server: TestServer;
  let player: SignedIn & { password: string };
  let releasesDir: string;

  before(async () => {
    releasesDir = mkdtempSync(join(tmpdir(), 'audit-releases-'));
    writeRelease(releasesDir, 'casino', '1.0.0-a');
    writeRelease(releasesDir, 'casino', '1.1.0-b');
    server = await startServer({ env: { RELEASES_DIR: releasesDir } });
    player = await register(server);
    await deposit(server, player, '500.00');
  });
  after(async () => {
    await assertLedgerBalanced(server);
    await server.close();
    rmSync(releasesDir, { recursive: true, force: true });
  });

  const search = async (filter: Record<string, unknown> = {}): Promise<Search> => {
    const answer = await server.operator<Search>('/operator/audit/search', filter);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return answer.body;
  };
  const newest = async (action: string): Promise<OperatorAuditEntry> => {
    const [entry] = (await search({ action, pageSize: 1 })).entries;
    assert.ok(entry, `an entry for ${action}`);
    return entry;
  };
  const ok = async <P extends OperatorPath>(path: P, body: OperatorRequest<P>): Promise<OperatorResponse<P>> => {
    const answer = await server.operator<OperatorResponse<P>>(path, body);
    assert.equal(answer.status, 200, `${path}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  /** Calls the platform's operator handler itself, as a member of staff (the API knows only the service token yet). */
  const asStaff = <P extends OperatorPath>(actor: OperatorActor, path: P, body: OperatorRequest<P>) => {
    const handler = server.platform.operator[path] as (body: unknown, context: OperatorCallContext) => Promise<OperatorResponse<P>>;
    return handler(operatorEndpoints[path].request.parse(body), { actor, requestId: 'staff-request' });
  };
  const upload = async (kind: string): Promise<KycDocument> => {
    await server.platform.users.raiseKycLevel(player.user.userId, 2);
    const form = new FormData();
    form.append('kind', kind);
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'passport.png');
    const response = await fetch(`${server.url}/v1/user/kyc/filestore/upload`, {
      method: 'POST',
      headers: { authorization: player.accessToken },
      body: form,
    });
    const body = (await response.json()) as { document: KycDocument };
    assert.equal(response.status, 200, JSON.stringify(body));
    return body.document;
  };
  const withdrawal = async (amount: string): Promise<string> => {
    const answer = await moneyCall<{ transaction: { transactionId: string } }>(server, player, '/review/withdraw', {
      channelId: 'usd-fiat-withdraw',
      currency: 'USD',
      amount,
    });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return answer.body.transaction.transactionId;
  };

  let events = 0;
  /** A live match of the test's own, which the feed does not move. */
  const sportsEvent = async (): Promise<string> => {
    events += 1;
    const id = `audit-${events}-${Date.now().toString(36)}`;
    await server.platform.sports.book.fixture({
      ...liveFootballMatch(id, { home: 0, away: 0 }, 30),
      league: { id: 'audit-league', name: 'Audit League', country: 'gb' },
      markets: [openMarket(id, 'mr', 'match_result', null, { home: '2.10', draw: '3.20', away: '3.60' })],
    });
    return id;
  };

  /** An adjustment a member of staff asks for, above the threshold: it waits for a second person. */
  const pendingAdjustment = async (amount: string): Promise<string> => {
    const answer = await asStaff(ALICE, '/operator/wallet/adjust', {
      user: player.user.email,
      currency: 'USD',
      amount,
      kind: 'cash',
      note: 'Goodwill credit',
    });
    assert.ok(answer.pending === true, JSON.stringify(answer));
    return answer.adjustmentId;
  };

  it('writes one entry, with who, what, the target and the request, for every operator endpoint that changes something', async () => {
    // One call of each change, in an order where each finds what it needs. Typed by the audit's own
    // list: an endpoint added as a change without a call here does not compile.
    let lockedPlayer = '';
    const calls: { [P in ChangePath]: () => Promise<OperatorRequest<P>> } = {
      '/operator/maintenance/set': async () => ({ enabled: false }),
      '/operator/account-settings/update': async () => ({ passwordSettings: { minCharacters: 9 } }),
      '/operator/exchange-rates/set': async () => ({ rates: { EUR: '0.91' } }),
      '/operator/users/unlock': async () => ({ user: player.user.email }),
      '/operator/wallet/adjust': async () => ({
        user: player.user.email,
        currency: 'USD',
        amount: '5',
        kind: 'cash',
        note: 'Goodwill credit',
      }),
      '/operator/wallet/adjustments/settings/set': async () => ({ currency: 'EUR', threshold: '1000', windowHours: 24 }),
      '/operator/wallet/adjustments/approve': async () => ({ id: await pendingAdjustment('2000') }),
      '/operator/wallet/adjustments/reject': async () => ({ id: await pendingAdjustment('1500'), reason: 'Not agreed with finance' }),
      '/operator/oidc-providers/set': async () => ({
        id: 'local',
        name: 'Local ID',
        issuer: 'https://id.example.com',
        clientId: 'platform',
        clientSecret: 'a-client-secret',
      }),
      '/operator/oidc-providers/remove': async () => ({ id: 'local' }),
      '/operator/releases/set': async () => ({ area: 'casino', version: '1.0.0-a', actor: 'Ops Desk' }),
      '/operator/releases/canary': async () => ({ area: 'casino', version: '1.1.0-b', percent: 10 }),
      '/operator/releases/promote': async () => ({ area: 'casino' }),
      '/operator/releases/abort': async () => {
        await ok('/operator/releases/canary', { area: 'casino', version: '1.0.0-a', percent: 10 });
        return { area: 'casino' };
      },
      '/operator/withdrawals/approve': async () => ({ transactionId: await withdrawal('25.00') }),
      '/operator/withdrawals/reject': async () => ({ transactionId: await withdrawal('20.00'), reason: 'Documents missing' }),
      '/operator/payment-channels/set': async () => ({ channelId: 'usd-fiat-deposit', currency: 'USD', maxAmount: '5000' }),
      '/operator/kyc/view': async () => ({ documentId: (await upload('proof_of_address')).documentId }),
      '/operator/kyc/file': async () => ({ documentId: (await upload('proof_of_address')).documentId }),
      '/operator/kyc/approve': async () => ({ documentId: (await upload('identity_front')).documentId }),
      '/operator/kyc/reject': async () => ({ documentId: (await upload('selfie')).documentId, reason: 'The photo is blurred' }),
      '/operator/vip/levels/set': async () => ({
        levels: [
          { name: 'Bronze', threshold: '0', benefits: { rakebackPercent: 5, levelUpBonus: '0', weeklyPercent: 0, monthlyPercent: 0 } },
          {
            name: 'Silver',
            threshold: '1000',
            benefits: { rakebackPercent: 7, levelUpBonus: '5', weeklyPercent: 0.02, monthlyPercent: 0.01 },
          },
        ],
      }),
      '/operator/vip/level/update': async () => ({ level: 1, name: 'Silver', threshold: '1500' }),
      '/operator/vip/rules/update': async () => ({ minCashPercent: 10, maxCashPercent: 90 }),
      '/operator/deposit-rewards/set': async () => ({
        currency: 'USD',
        rewards: [{ sequence: 1, matchPercent: 100, maxBonus: '500', minDeposit: '20', wageringMultiplier: 30 }],
      }),
      '/operator/bonus/expire': async () => ({}),
      '/operator/sports/settings/update': async () => ({ marginPercent: 6, maxLegs: 12, cashoutMarginPercent: 5 }),
      '/operator/sports/limits/set': async () => ({ currency: 'USD', minStake: '0.10', maxStake: '2000', maxPayout: '50000' }),
      '/operator/sports/events/suspend': async () => ({ eventId: await sportsEvent(), reason: 'Suspicious betting' }),
      '/operator/sports/events/resume': async () => {
        const eventId = await sportsEvent();
        await ok('/operator/sports/events/suspend', { eventId });
        return { eventId };
      },
      '/operator/sports/events/settle': async () => ({ eventId: await sportsEvent(), score: { home: 1, away: 0 }, reason: 'Feed down' }),
      '/operator/sports/events/void': async () => ({ eventId: await sportsEvent(), reason: 'Match abandoned' }),
      '/operator/staff/create': async () => ({ email: 'audited.member@example.com', role: 'support', password: 'a long staff password' }),
      '/operator/staff/invite': async () => ({ email: 'invited.member@example.com', role: 'trading' }),
      '/operator/staff/role': async () => ({ member: 'audited.member@example.com', role: 'finance' }),
      '/operator/staff/disable': async () => ({ member: 'audited.member@example.com' }),
      '/operator/staff/reset-factor': async () => ({ member: 'audited.member@example.com' }),
      '/operator/players/sessions/end': async () => {
        // A second session of the player's, signed in for this: the suite's own goes on.
        await login(server, player.user.email, player.password);
        const { sessions } = await ok('/operator/players/sessions', { user: player.user.userId });
        const [newest] = sessions;
        assert.ok(newest?.active);
        return { user: player.user.email, sessionId: newest.sessionId };
      },
      // A player of its own: the lock ends every session, and the suite's player goes on.
      '/operator/players/lock': async () => ({ user: (lockedPlayer = (await register(server)).user.email), reason: 'Chargeback dispute' }),
      '/operator/players/unlock-account': async () => ({ user: lockedPlayer }),
    };
    const changes = (Object.keys(operatorChanges) as OperatorPath[]).filter((path) => operatorChanges[path] !== 'read');
    assert.deepEqual(changes.toSorted(), Object.keys(calls).toSorted(), 'a call for every change the audit lists');
    for (const path of changes) {
      const body = await calls[path as ChangePath]();
      const action = path.slice('/operator/'.length);
      const before = (await search({ action })).entries.length;
      await ok(path, body as never);
      const entries = (await search({ action })).entries;
      assert.equal(entries.length, before + 1, `${path} writes one entry`);
      const [entry] = entries;
      assert.ok(entry);
      assert.deepEqual(entry.actor, { kind: 'service', name: 'service' }, path);
      assert.ok(entry.target, `${path} names its target`);
      assert.ok(entry.requestId, `${path} carries the request id`);
      assert.notEqual(entry.after, undefined, path);
    }
    // Every endpoint the contract serves is either a change (audited) or a read: none is left out.
    assert.deepEqual(Object.keys(operatorChanges).toSorted(), Object.keys(operatorEndpoints).toSorted());
  });

  it('changes nothing in the database through an endpoint the audit lists as a read', async () => {
    const { db } = server.platform.database;
    const fingerprint = async (): Promise<Record<string, string>> => {
      const tables = await sql<{ name: string }>`
        select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`.execute(db);
      const prints: Record<string, string> = {};
      for (const { name } of tables.rows) {
        const row = await sql<{ print: string }>`
          select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as print from ${sql.table(name)} t`.execute(db);
        prints[name] = row.rows[0]?.print ?? '';
      }
      return prints;
    };
    await ok('/operator/maintenance/set', { enabled: false });
    const [entry] = (await search({ pageSize: 1 })).entries;
    assert.ok(entry);
    // Typed by the audit's own list: an endpoint added as a read without a call here does not compile.
    const reads: { [P in ReadPath]: OperatorRequest<P> } = {
      '/operator/health': {},
      '/operator/backup': {},
      '/operator/alerts/list': { limit: 10 },
      '/operator/maintenance/get': {},
      '/operator/account-settings/get': {},
      '/operator/exchange-rates/get': {},
      '/operator/mail/outbox': { limit: 10 },
      '/operator/users/list': { limit: 10 },
      '/operator/oidc-providers/list': {},
      '/operator/releases/list': {},
      '/operator/releases/audit': { limit: 10 },
      '/operator/releases/health': {},
      '/operator/releases/health/history': {},
      '/operator/ledger/check': {},
      '/operator/withdrawals/list': { limit: 10 },
      '/operator/payment-channels/list': {},
      '/operator/kyc/list': { limit: 10 },
      '/operator/vip/settings/get': {},
      '/operator/deposit-rewards/get': { currency: 'USD' },
      '/operator/sports/settings/get': {},
      '/operator/sports/events/list': { status: 'open' },
      '/operator/sports/events/get': { eventId: await sportsEvent() },
      '/operator/wallet/adjustments/list': { limit: 10 },
      '/operator/wallet/adjustments/settings/get': {},
      '/operator/audit/search': { pageSize: 10 },
      '/operator/audit/get': { id: entry.id },
      '/operator/staff/list': {},
      '/operator/dashboard/summary': {},
      '/operator/players/get': { user: player.user.userId },
      '/operator/players/transfers': { user: player.user.userId },
      '/operator/players/bets': { user: player.user.userId },
      '/operator/players/sports-bets': { user: player.user.userId, status: 'settled' },
      '/operator/players/sessions': { user: player.user.userId },
    };
    for (const [path, body] of Object.entries(reads)) {
      const before = await fingerprint();
      // Whatever it answers (a backup is refused on PostgreSQL), a read leaves the database as it was.
      await server.operator(path, body);
      assert.deepEqual(await fingerprint(), before, `${path} is listed as a read but changed the database`);
    }
  });

  it('records what each change was before and after, the player it is about and the reason given', async () => {
    await ok('/operator/maintenance/set', { enabled: false });
    await ok('/operator/maintenance/set', { enabled: true, endTime: '2099-02-01T00:00:00Z' });
    const maintenance = await newest('maintenance/set');
    assert.deepEqual(maintenance.before, { enabled: false, startTime: null, endTime: null });
    assert.deepEqual(maintenance.after, { enabled: true, startTime: null, endTime: '2099-02-01T00:00:00.000Z' });
    assert.equal(maintenance.target, 'setting:maintenance');
    await ok('/operator/maintenance/set', { enabled: false });

    const someone = await register(server);
    await deposit(server, someone, '50.00');
    const cash = (await balanceOf(server, someone)).cash;
    await ok('/operator/wallet/adjust', {
      user: someone.user.userId,
      currency: 'USD',
      amount: '-2.50',
      kind: 'cash',
      note: 'Duplicate credit taken back',
    });
    const adjust = await newest('wallet/adjust');
    assert.equal(adjust.playerId, someone.user.userId);
    assert.deepEqual(adjust.detail, { currency: 'USD', amount: '-2.50', kind: 'cash', note: 'Duplicate credit taken back' });
    assert.equal(adjust.reason, 'Duplicate credit taken back');
    assert.equal((adjust.after as { afterCash: string }).afterCash, (Number(cash) - 2.5).toFixed(2));

    const document = await upload('proof_of_address');
    await ok('/operator/kyc/reject', { documentId: document.documentId, reason: 'Too dark to read' });
    const kyc = await newest('kyc/reject');
    assert.equal(kyc.reason, 'Too dark to read');
    assert.equal(kyc.playerId, player.user.userId);
    assert.equal((kyc.before as KycDocument).status, 'pending');
    assert.equal((kyc.after as { document: KycDocument }).document.status, 'rejected');

    const transactionId = await withdrawal('30.00');
    await ok('/operator/withdrawals/reject', { transactionId, reason: 'Card expired' });
    const reject = await newest('withdrawals/reject');
    assert.equal(reject.target, `withdrawal:${transactionId}`);
    assert.equal(reject.playerId, player.user.userId);
    assert.equal(reject.reason, 'Card expired');
    assert.equal((reject.before as { status: string }).status, 'reviewing');
    assert.notEqual((reject.after as { status: string }).status, 'reviewing');

    await ok('/operator/vip/level/update', { level: 0, name: 'Bronze', threshold: '0', benefits: { rakebackPercent: 6 } });
    const vip = await newest('vip/level/update');
    assert.equal((vip.before as { benefits: { rakebackPercent: number } }).benefits.rakebackPercent, 5);
    assert.equal((vip.after as { benefits: { rakebackPercent: number } }).benefits.rakebackPercent, 6);

    await ok('/operator/releases/set', { area: 'casino', version: '1.1.0-b', actor: 'Ops Desk' });
    const release = await newest('releases/set');
    assert.equal(release.target, 'area:casino');
    assert.equal(release.actorLabel, 'Ops Desk');
    assert.equal((release.after as { stable: string }).stable, '1.1.0-b');
    assert.deepEqual(release.detail, { from: (release.before as { stable: string | null }).stable, to: '1.1.0-b', endedCanary: null });
  });

  it('records the member of staff who made a change', async () => {
    await asStaff(ALICE, '/operator/exchange-rates/set', { rates: { EUR: '0.93' } });
    const entry = await newest('exchange-rates/set');
    assert.deepEqual(entry.actor, ALICE);
    assert.equal(entry.requestId, 'staff-request');
    assert.deepEqual(entry.after, { EUR: '0.93' });
  });

  it('writes nothing for a change that fails, and makes no change whose entry cannot be written', async () => {
    const before = (await search({ action: 'releases/promote' })).entries.length;
    await ok('/operator/releases/abort', { area: 'casino' }).catch(() => undefined);
    const refused = await server.operator('/operator/releases/promote', { area: 'casino' });
    assert.equal(refused.status, 409);
    assert.equal((await search({ action: 'releases/promote' })).entries.length, before);

    const { db } = server.platform.database;
    await sql`
      create function refuse_audit_for_test() returns trigger language plpgsql as $$
      begin
        if new.action in ('maintenance/set', 'wallet/adjust', 'releases/set') then raise exception 'the audit cannot be written'; end if;
        return new;
      end $$`.execute(db);
    await sql`create trigger refuse_audit_for_test before insert on operator_audit for each row execute function refuse_audit_for_test()`.execute(
      db,
    );
    try {
      const cash = (await balanceOf(server, player)).cash;
      const adjust = await server.operator('/operator/wallet/adjust', {
        user: player.user.email,
        currency: 'USD',
        amount: '7',
        kind: 'cash',
      });
      assert.equal(adjust.status, 500);
      assert.equal((await balanceOf(server, player)).cash, cash, 'no money moved');
      await assertLedgerBalanced(server);

      const maintenance = await server.operator('/operator/maintenance/set', { enabled: true, endTime: '2099-03-01T00:00:00Z' });
      assert.equal(maintenance.status, 500);
      assert.deepEqual((await ok('/operator/maintenance/get', {})).maintenance, { enabled: false, startTime: null, endTime: null });

      const stable = (await ok('/operator/releases/list', { area: 'casino' })).areas[0]?.rollout.stable;
      const release = await server.operator('/operator/releases/set', { area: 'casino', version: '1.0.0-a' });
      assert.equal(release.status, 500);
      assert.equal((await ok('/operator/releases/list', { area: 'casino' })).areas[0]?.rollout.stable, stable);
    } finally {
      await sql`drop trigger refuse_audit_for_test on operator_audit`.execute(db);
      await sql`drop function refuse_audit_for_test()`.execute(db);
    }
  });

  it('cannot be changed nor deleted: no endpoint does it and the database refuses it', async () => {
    const { db } = server.platform.database;
    const [entry] = (await search({ pageSize: 1 })).entries;
    assert.ok(entry);
    await assert.rejects(
      sql`update operator_audit set reason = 'edited' where id = ${entry.id}::uuid`.execute(db),
      /never changed nor deleted/,
    );
    await assert.rejects(sql`delete from operator_audit where id = ${entry.id}::uuid`.execute(db), /never changed nor deleted/);
    await assert.rejects(sql`truncate operator_audit`.execute(db), /never changed nor deleted/);
    assert.deepEqual((await ok('/operator/audit/get', { id: entry.id })).entry, entry);
    const auditPaths = Object.keys(operatorEndpoints).filter((path) => path.startsWith('/operator/audit/'));
    assert.deepEqual(auditPaths.toSorted(), ['/operator/audit/get', '/operator/audit/search']);
    assert.equal(operatorChanges['/operator/audit/search'], 'read');
    assert.equal(operatorChanges['/operator/audit/get'], 'read');
  });

  it('finds entries by member of staff, player, action, target and time, newest first, a page at a time', async () => {
    const start = new Date().toISOString();
    const other = await register(server);
    await asStaff(ALICE, '/operator/users/unlock', { user: other.user.email });
    const bob: OperatorActor = { kind: 'staff', staffId: 'staff-bob', email: 'Bob@operator.example', role: 'support' };
    await asStaff(bob, '/operator/users/unlock', { user: other.user.userId });
    await asStaff(bob, '/operator/sports/limits/set', { currency: 'USD', minStake: '0.10', maxStake: '2500', maxPayout: '50000' });

    const byOther = await search({ player: other.user.email });
    assert.deepEqual(
      byOther.entries.map((entry) => entry.actor.kind === 'staff' && entry.actor.staffId),
      ['staff-bob', 'staff-alice'],
    );
    assert.deepEqual((await search({ player: other.user.userId })).entries, byOther.entries);
    assert.equal((await search({ staff: 'bob@operator.example' })).entries.length, 2);
    assert.equal((await search({ staff: 'staff-alice', action: 'users/unlock' })).entries.length, 1);
    assert.equal((await search({ staff: 'staff-bob', target: 'sports-limits:USD' })).entries.length, 1);
    assert.equal((await search({ action: '/operator/users/unlock', from: start })).entries.length, 2);
    assert.equal((await search({ from: start, to: start })).entries.length, 0);
    assert.equal((await search({ player: 'nobody.here@example.com' })).entries.length, 0);

    const all = await search({ pageSize: 200 });
    const seen: string[] = [];
    let cursor: string | null | undefined;
    do {
      const page: Search = await search({ pageSize: 3, ...(cursor ? { cursor } : {}) });
      assert.ok(page.entries.length <= 3);
      seen.push(...page.entries.map((entry) => entry.id));
      cursor = page.nextCursor;
    } while (cursor);
    assert.deepEqual(
      seen,
      all.entries.map((entry) => entry.id),
    );
    const times = all.entries.map((entry) => entry.at);
    assert.deepEqual(times, times.toSorted().reverse(), 'newest first');
    assert.equal((await server.operator('/operator/audit/search', { cursor: 'bm90LWEtY3Vyc29y' })).status, 400);
    assert.equal((await server.operator('/operator/audit/get', { id: 'no-such-entry' })).status, 404);
  });
});
