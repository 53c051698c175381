import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { bankCardAddResponseSchema, bankCardListResponseSchema, luhnValid, type BankCard } from '@app/contract';
import { MAX_BANK_CARDS } from '../../src/cards/index.ts';
import { connectDatabase, dropSchema, type Db } from '../../src/db/database.ts';
import { OPERATOR_TOKEN, register, startServer, uniqueEmail, type SignedIn, type TestServer } from '../helpers.ts';

/** A card number that passes Luhn: the prefix, random digits, then the check digit. */
function cardNumber(prefix: string, length = 16): string {
  let body = prefix;
  while (body.length < length - 1) body += String(Math.floor(Math.random() * 10));
  for (let check = 0; check < 10; check += 1) if (luhnValid(`${body}${check}`)) return `${body}${check}`;
  throw new Error('unreachable');
}

/** The same number as a player types it, in groups of four. */
function spaced(number: string): string {
  return number.replace(/(\d{4})(?=\d)/g, '$1 ');
}

const nextYear = new Date().getUTCFullYear() + 1;

function newCard(number = cardNumber('4'), extra: Record<string, unknown> = {}) {
  return { holderName: 'Ana Souza', cardNumber: spaced(number), expiryMonth: 12, expiryYear: nextYear, ...extra };
}

describe('bank cards', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  async function add(player: SignedIn, body: Record<string, unknown>) {
    return server.post<{ bankCard: BankCard; reason?: string; message?: string; meta?: Record<string, unknown> }>(
      '/payment/bankcard/add',
      body,
      player.accessToken,
    );
  }
  async function list(player: SignedIn): Promise<BankCard[]> {
    const answer = await server.post('/payment/bankcard/list', {}, player.accessToken);
    assert.equal(answer.status, 200);
    return bankCardListResponseSchema.parse(answer.body).bankCards;
  }

  it('keeps the brand, the last four digits, the expiry and the holder; the first card is the default', async () => {
    const player = await register(server);
    assert.deepEqual(await list(player), []);
    const visa = cardNumber('4');
    const answer = await add(player, newCard(visa));
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const { bankCard } = bankCardAddResponseSchema.parse(answer.body);
    assert.deepEqual(
      { brand: bankCard.brand, last4: bankCard.last4, expiryMonth: bankCard.expiryMonth, expiryYear: bankCard.expiryYear },
      { brand: 'visa', last4: visa.slice(-4), expiryMonth: 12, expiryYear: nextYear },
    );
    assert.equal(bankCard.holderName, 'Ana Souza');
    assert.equal(bankCard.isDefault, true);
    const mastercard = await add(player, newCard(cardNumber('51')));
    assert.equal(mastercard.body.bankCard.brand, 'mastercard');
    assert.equal(mastercard.body.bankCard.isDefault, false);
    assert.deepEqual(
      (await list(player)).map((card) => [card.bankCardId, card.isDefault]),
      [
        [bankCard.bankCardId, true],
        [mastercard.body.bankCard.bankCardId, false],
      ],
    );
    assert.deepEqual(await server.platform.cards.get(player.user.userId, bankCard.bankCardId), bankCard);
  });

  it('refuses the same card twice, however it is typed, and takes it again once removed', async () => {
    const player = await register(server);
    const number = cardNumber('4');
    const first = await add(player, newCard(number));
    assert.equal(first.status, 200);
    const again = await add(player, { ...newCard(number), cardNumber: number.replace(/(\d{4})(?=\d)/g, '$1-'), holderName: 'A Souza' });
    assert.equal(again.status, 409);
    assert.equal(again.body.reason, 'BANK_CARD_DUPLICATE');
    // Another player may add the same card.
    assert.equal((await add(await register(server), newCard(number))).status, 200);
    const removed = await server.post('/payment/bankcard/delete', { bankCardId: first.body.bankCard.bankCardId }, player.accessToken);
    assert.deepEqual([removed.status, removed.body], [200, { ok: true }]);
    assert.equal((await add(player, newCard(number))).status, 200);
  });

  it(`keeps at most ${MAX_BANK_CARDS} cards per player, also when they are added at once`, async () => {
    const player = await register(server);
    const answers = await Promise.all(Array.from({ length: MAX_BANK_CARDS + 4 }, () => add(player, newCard(cardNumber('4')))));
    const statuses = answers.map((answer) => answer.status).sort();
    assert.deepEqual(statuses, [...Array<number>(MAX_BANK_CARDS).fill(200), ...Array<number>(4).fill(409)]);
    const refused = answers.find((answer) => answer.status === 409);
    assert.equal(refused?.body.reason, 'BANK_CARD_LIMIT_REACHED');
    assert.deepEqual(refused?.body.meta, { limit: MAX_BANK_CARDS });
    const cards = await list(player);
    assert.equal(cards.length, MAX_BANK_CARDS);
    assert.equal(cards.filter((card) => card.isDefault).length, 1, 'exactly one default card');
  });

  it('adds the same card once when it is sent twice at the same moment', async () => {
    const player = await register(server);
    const number = cardNumber('4');
    const answers = await Promise.all([add(player, newCard(number)), add(player, newCard(number))]);
    assert.deepEqual(answers.map((answer) => answer.status).sort(), [200, 409]);
    assert.equal((await list(player)).length, 1);
  });

  it('moves the default to the card chosen, and to the newest card left when the default is removed', async () => {
    const player = await register(server);
    const first = (await add(player, newCard())).body.bankCard;
    const second = (await add(player, newCard())).body.bankCard;
    const third = (await add(player, newCard(cardNumber('4'), { isDefault: true }))).body.bankCard;
    assert.equal(third.isDefault, true);
    const defaults = async () => (await list(player)).filter((card) => card.isDefault).map((card) => card.bankCardId);
    assert.deepEqual(await defaults(), [third.bankCardId]);

    const chosen = await server.post<{ bankCard: BankCard }>(
      '/payment/bankcard/update',
      { bankCardId: first.bankCardId, isDefault: true },
      player.accessToken,
    );
    assert.equal(chosen.status, 200);
    assert.equal(chosen.body.bankCard.isDefault, true);
    assert.deepEqual(await defaults(), [first.bankCardId]);
    // Unsetting the default alone leaves it where it is: a player with cards always has one.
    await server.post('/payment/bankcard/update', { bankCardId: first.bankCardId, isDefault: false }, player.accessToken);
    assert.deepEqual(await defaults(), [first.bankCardId]);

    await server.post('/payment/bankcard/delete', { bankCardId: first.bankCardId }, player.accessToken);
    assert.deepEqual(await defaults(), [third.bankCardId], 'the newest card left');
    await server.post('/payment/bankcard/delete', { bankCardId: third.bankCardId }, player.accessToken);
    assert.deepEqual(await defaults(), [second.bankCardId]);
    assert.equal(await server.platform.cards.get(player.user.userId, first.bankCardId), undefined, 'a removed card is gone');
  });

  it("renames the holder; another player's, a removed or an unknown card is not found", async () => {
    const player = await register(server);
    const other = await register(server);
    const card = (await add(player, newCard())).body.bankCard;
    const renamed = await server.post<{ bankCard: BankCard }>(
      '/payment/bankcard/update',
      { bankCardId: card.bankCardId, holderName: '  Ana P Souza ' },
      player.accessToken,
    );
    assert.equal(renamed.status, 200);
    assert.equal(renamed.body.bankCard.holderName, 'Ana P Souza');
    assert.equal(renamed.body.bankCard.last4, card.last4);

    for (const [path, body] of [
      ['/payment/bankcard/update', { bankCardId: card.bankCardId, holderName: 'Thief' }],
      ['/payment/bankcard/delete', { bankCardId: card.bankCardId }],
    ] as const) {
      const foreign = await server.post(path, body, other.accessToken);
      assert.deepEqual([foreign.status, foreign.body.reason], [404, 'BANK_CARD_NOT_FOUND'], path);
    }
    assert.equal(await server.platform.cards.get(other.user.userId, card.bankCardId), undefined);
    for (const bankCardId of ['not-a-card', '00000000-0000-4000-8000-000000000000']) {
      const unknown = await server.post('/payment/bankcard/delete', { bankCardId }, player.accessToken);
      assert.deepEqual([unknown.status, unknown.body.reason], [404, 'BANK_CARD_NOT_FOUND'], bankCardId);
    }
    await server.post('/payment/bankcard/delete', { bankCardId: card.bankCardId }, player.accessToken);
    const removed = await server.post('/payment/bankcard/update', { bankCardId: card.bankCardId, isDefault: true }, player.accessToken);
    assert.equal(removed.status, 404);
    assert.equal((await list(player)).length, 0);
  });

  it('refuses a wrong number or a past expiry without repeating the number', async () => {
    const player = await register(server);
    const good = cardNumber('4');
    const wrongDigit = `${good.slice(0, -1)}${(Number(good.slice(-1)) + 1) % 10}`;
    const pastYear = new Date().getUTCFullYear() - 1;
    for (const body of [newCard(wrongDigit), newCard(good, { expiryYear: pastYear }), { ...newCard(good), cardNumber: `${good}x` }]) {
      const answer = await add(player, body);
      assert.equal(answer.status, 400);
      assert.equal(answer.body.reason, 'VALIDATION_FAILED');
      const text = JSON.stringify(answer.body);
      assert.ok(!text.includes(good.slice(0, 12)) && !text.includes(wrongDigit.slice(0, 12)), `the answer repeats the number: ${text}`);
    }
    assert.equal((await list(player)).length, 0);
  });

  it('is for signed-in players only', async () => {
    const answer = await server.post('/payment/bankcard/list', {});
    assert.equal(answer.status, 401);
  });
});

/** The server as it runs in production (node src/main.ts), its log captured. */
async function startLoggedServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['src/main.ts'], {
    cwd: new URL('../..', import.meta.url),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${log}`)), 60_000);
    const poll = setInterval(() => {
      const found = /The app is running at http:\/\/localhost:(\d+)/.exec(log);
      if (found) {
        clearInterval(poll);
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${found[1]}`);
      }
    }, 50);
    void exited.then(() => {
      clearInterval(poll);
      clearTimeout(timer);
      reject(new Error(`the server exited:\n${log}`));
    });
  });
  return {
    url,
    log: () => log,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Every row of every table of the schema, as text (all its columns). */
async function everyRow(db: Db): Promise<Map<string, string[]>> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const rows = new Map<string, string[]>();
  for (const { table_name: table } of tables.rows) {
    const result = await sql<{ row: string }>`select t::text as row from ${sql.table(table)} t`.execute(db);
    rows.set(
      table,
      result.rows.map((row) => row.row),
    );
  }
  return rows;
}

describe('a bank card number', () => {
  const databaseUrl = process.env.DATABASE_URL;
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'platform-cards-'));
  const pgliteDir = join(dataDir, 'pglite');
  after(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) await dropSchema(databaseUrl, schema);
  });

  it('reaches no table and no log line, even on trace logging and refused requests', async () => {
    const server = await startLoggedServer({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PGLITE_DIR: pgliteDir,
      SERVE_STATIC: 'false',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'trace',
      // A test's own short secrets: allowed in development and tests only.
      NODE_ENV: 'test',
      OPERATOR_TOKEN,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema } : { DATABASE_URL: '' }),
    });
    const number = cardNumber('4');
    const wrongDigit = `${number.slice(0, -1)}${(Number(number.slice(-1)) + 1) % 10}`;
    const call = async (path: string, body: string, token?: string) => {
      const response = await fetch(`${server.url}/v1${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
        body,
      });
      return { status: response.status, text: await response.text() };
    };
    let last4: string;
    try {
      const registered = await call(
        '/user/auth/register',
        JSON.stringify({ email: uniqueEmail('card'), password: 'secret123', currency: 'USD' }),
      );
      const { accessToken } = JSON.parse(registered.text) as SignedIn;
      const card = { holderName: 'Ana Souza', cardNumber: spaced(number), expiryMonth: 11, expiryYear: nextYear, cvv: '123' };
      const added = await call('/payment/bankcard/add', JSON.stringify(card), accessToken);
      assert.equal(added.status, 200, added.text);
      last4 = (JSON.parse(added.text) as { bankCard: BankCard }).bankCard.last4;
      assert.ok(!added.text.includes(number) && !added.text.includes(spaced(number)));
      // Refused requests carrying a number: a duplicate, a wrong digit, a body that is not JSON, no token.
      assert.equal((await call('/payment/bankcard/add', JSON.stringify(card), accessToken)).status, 409);
      const wrong = await call('/payment/bankcard/add', JSON.stringify({ ...card, cardNumber: wrongDigit }), accessToken);
      assert.equal(wrong.status, 400);
      assert.ok(!wrong.text.includes(wrongDigit), wrong.text);
      const broken = await call('/payment/bankcard/add', `{"cardNumber":"${number}",`, accessToken);
      assert.equal(broken.status, 400);
      assert.ok(!broken.text.includes(number), broken.text);
      assert.equal((await call('/payment/bankcard/add', JSON.stringify(card))).status, 401);
    } finally {
      await server.stop();
    }

    const log = server.log();
    assert.match(log, /\/v1\/payment\/bankcard\/add/, 'the log holds the requests (the search below can find things)');
    for (const secret of [number, spaced(number), wrongDigit, '"cvv"']) {
      assert.ok(!log.includes(secret), `the log holds ${secret}`);
    }

    const handle = await connectDatabase({ databaseUrl, databaseSchema: databaseUrl ? schema : undefined, pgliteDir });
    try {
      const rows = await everyRow(handle.db);
      assert.ok(rows.has('bank_cards') && rows.has('users'), `tables searched: ${[...rows.keys()].join(', ')}`);
      const cardRows = rows.get('bank_cards') ?? [];
      assert.equal(cardRows.length, 1);
      assert.ok(cardRows[0]?.includes(last4) && cardRows[0].includes('Ana Souza'), 'the card row is found by what it keeps');
      for (const [table, tableRows] of rows) {
        for (const row of tableRows) {
          const digits = row.replace(/[\s-]/g, '');
          for (const secret of [number, wrongDigit, number.slice(0, 12), number.slice(-12)]) {
            assert.ok(!digits.includes(secret), `${table} holds the card number: ${row}`);
          }
        }
      }
    } finally {
      await handle.close();
    }
  });
});
