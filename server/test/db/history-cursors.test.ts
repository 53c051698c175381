import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import type { Market, SportsEvent } from '@app/contract';
import { deposit, moneyCall, register, startServer, type SignedIn, type TestServer } from '../helpers.ts';

type Page = { list: Array<Record<string, unknown>>; nextCursor?: string | null; total: number; reason?: string };

/*
 * The player's histories (game bets, sports bets, transactions) are read newest first while new
 * rows land at the top. Paged by cursor, the pages after the first go on from the last row shown:
 * nothing repeats and nothing is skipped, however many rows arrive between two pages.
 */
describe('histories paged by cursor', () => {
  let server: TestServer;
  let player: SignedIn;
  before(async () => {
    server = await startServer({ env: { SPORTS_FEED_TICK_MS: '0' } });
    player = await register(server);
    await deposit(server, player, '500.00');
  });
  after(async () => {
    await server.close();
  });

  const list = (path: string, body: object, who: SignedIn = player) => server.post<Page>(path, body, who.accessToken);

  /** The first page, then `between` (rows landing at the top), then every following page by cursor. */
  async function readWhileRowsLand(
    path: string,
    body: object,
    idOf: (row: Record<string, unknown>) => string,
    between: () => Promise<void>,
  ) {
    const first = await list(path, { ...body, pageSize: 2 });
    assert.equal(first.status, 200, JSON.stringify(first.body));
    const seen = first.body.list.map(idOf);
    assert.equal(seen.length, 2);
    await between();
    let cursor = first.body.nextCursor;
    assert.equal(typeof cursor, 'string', 'the first page says where the next one starts');
    while (cursor) {
      const next = await list(path, { ...body, pageSize: 2, cursor });
      assert.equal(next.status, 200, JSON.stringify(next.body));
      seen.push(...next.body.list.map(idOf));
      cursor = next.body.nextCursor;
    }
    return seen;
  }

  it('game bets: none repeats and none is skipped while bets land between pages', async () => {
    const dice = () =>
      moneyCall<{ bet: { betId: string } }>(server, player, '/originals/dice/bet', {
        currency: 'USD',
        amount: '1.00',
        target: '50.00',
        condition: 'over',
      });
    const before: string[] = [];
    for (let index = 0; index < 5; index += 1) before.unshift((await dice()).body.bet.betId);
    const landed: string[] = [];
    const seen = await readWhileRowsLand(
      '/game/bets/list',
      {},
      (row) => String(row.betId),
      async () => {
        for (let index = 0; index < 3; index += 1) landed.push((await dice()).body.bet.betId);
      },
    );
    assert.deepEqual(seen, before, 'every bet that was there, once each, newest first; the new ones wait at the top');
    const top = await list('/game/bets/list', { pageSize: 3 });
    assert.deepEqual(
      top.body.list.map((row) => row.betId),
      landed.reverse(),
    );
    assert.equal(top.body.total, 8);
  });

  it('game bets: rows of one millisecond, or of one instant, each come once in order', async () => {
    const fresh = await register(server);
    // Bets placed within one millisecond (a JS date cannot tell them apart) and two at the same instant.
    const at = ['2026-03-01T10:00:00.000900Z', '2026-03-01T10:00:00.000500Z', '2026-03-01T10:00:00.000100Z'];
    const ids = Array.from({ length: 5 }, () => randomUUID());
    const rows = [
      [ids[0], at[0]],
      [ids[1], at[1]],
      [ids[2], at[1]],
      [ids[3], at[1]],
      [ids[4], at[2]],
    ] as const;
    for (const [id, createdAt] of rows) {
      await sql`
        insert into game_bets (id, user_id, game_id, game_name, is_original, provider, currency, amount, status, created_at)
        values (${id}, ${fresh.user.userId}, 'slot-1', 'Slot', false, 'demo', 'USD', 100, 'settled', ${createdAt}::timestamptz)`.execute(
        server.platform.database.db,
      );
    }
    const expected = [ids[0]!, ...[ids[1]!, ids[2]!, ids[3]!].sort().reverse(), ids[4]!];
    const pages: string[] = [];
    let cursor: string | null | undefined;
    do {
      const page = await list('/game/bets/list', { pageSize: 2, ...(cursor ? { cursor } : {}) }, fresh);
      pages.push(...page.body.list.map((row) => String(row.betId)));
      cursor = page.body.nextCursor;
    } while (cursor);
    assert.deepEqual(pages, expected);
  });

  it('sports bets: none repeats and none is skipped while bets land between pages', async () => {
    const events = (await server.post<{ list: SportsEvent[] }>('/sports/events/list', { pageSize: 100, status: 'upcoming' })).body.list;
    const selections: Array<{ selectionId: string; odds: string }> = [];
    for (const event of events) {
      const markets = (await server.post<{ markets: Market[] }>('/sports/event/get', { eventId: event.id })).body.markets;
      const selection = markets.find((market) => market.status === 'open')?.selections[0];
      if (selection) selections.push({ selectionId: selection.id, odds: selection.odds });
      if (selections.length === 8) break;
    }
    assert.equal(selections.length, 8);
    const place = async (index: number) => {
      const placed = await moneyCall<{ bet: { id: string } }>(server, player, '/sports/bet/place', {
        selections: [selections[index]!],
        stake: '1.00',
        currency: 'USD',
      });
      assert.equal(placed.status, 200, JSON.stringify(placed.body));
      return placed.body.bet.id;
    };
    const before: string[] = [];
    for (let index = 0; index < 5; index += 1) before.unshift(await place(index));
    const seen = await readWhileRowsLand(
      '/sports/bets/list',
      { status: 'open' },
      (row) => String(row.id),
      async () => {
        for (let index = 5; index < 8; index += 1) await place(index);
      },
    );
    assert.deepEqual(seen, before);
  });

  it('transactions: none repeats and none is skipped while deposits land between pages, filters kept', async () => {
    const fresh = await register(server);
    const before: string[] = [];
    for (const amount of ['10.00', '11.00', '12.00', '13.00', '14.00']) before.unshift(await deposit(server, fresh, amount));
    const first = await list('/payment/transaction/page', { type: 'deposit', pageSize: 2 }, fresh);
    const seen = first.body.list.map((row) => String(row.transactionId));
    for (const amount of ['20.00', '21.00', '22.00']) await deposit(server, fresh, amount);
    let cursor = first.body.nextCursor;
    while (cursor) {
      const next = await list('/payment/transaction/page', { type: 'deposit', pageSize: 2, cursor }, fresh);
      seen.push(...next.body.list.map((row) => String(row.transactionId)));
      cursor = next.body.nextCursor;
    }
    assert.deepEqual(seen, before);
    // A filter that leaves nothing after the cursor ends the list.
    const withdrawals = await list('/payment/transaction/page', { type: 'withdraw', pageSize: 2, cursor: first.body.nextCursor! }, fresh);
    assert.deepEqual([withdrawals.body.list, withdrawals.body.nextCursor], [[], null]);
  });

  it('still answers a page number, and refuses a cursor it did not hand out', async () => {
    const byNumber = await list('/game/bets/list', { page: 2, pageSize: 2 });
    assert.equal(byNumber.status, 200);
    assert.equal(byNumber.body.list.length, 2);
    for (const cursor of [
      'not-a-cursor',
      Buffer.from(`2026-13-45T99:00:00.000000Z|${randomUUID()}`).toString('base64url'),
      Buffer.from(`2026-02-30T10:00:00.000000Z|${randomUUID()}`).toString('base64url'),
      Buffer.from(`0000-01-01T00:00:00.000000Z|${randomUUID()}`).toString('base64url'),
      Buffer.from('x|y').toString('base64url'),
    ]) {
      const refused = await list('/game/bets/list', { pageSize: 2, cursor });
      assert.equal(refused.status, 400, cursor);
      assert.equal(refused.body.reason, 'VALIDATION_FAILED');
    }
    // A cursor is only a position: sent by another player, it reads that player's own older rows, none of the first's.
    const other = await register(server);
    const theirOld = randomUUID();
    await sql`
      insert into game_bets (id, user_id, game_id, game_name, is_original, provider, currency, amount, status, created_at)
      values (${theirOld}, ${other.user.userId}, 'slot-1', 'Slot', false, 'demo', 'USD', 100, 'settled', '2020-01-01T00:00:00Z')`.execute(
      server.platform.database.db,
    );
    const mine = await list('/game/bets/list', { pageSize: 1 });
    const theirs = await list('/game/bets/list', { pageSize: 5, cursor: mine.body.nextCursor! }, other);
    assert.deepEqual(
      theirs.body.list.map((row) => row.betId),
      [theirOld],
    );
  });
});
