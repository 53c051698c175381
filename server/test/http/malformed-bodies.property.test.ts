import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import fc from 'fast-check';
import { sql } from 'kysely';
import type { z } from 'zod';
import {
  endpoints,
  ENDPOINT_PATHS,
  errorResponseSchema,
  HEALTH_PATH,
  healthReportSchema,
  IDEMPOTENCY_KEY_HEADER,
  NOT_YET_SERVED,
  operatorEndpoints,
  type EndpointDefinition,
} from '@app/contract';
import { OPERATOR_TOKEN, register, suiteServer, type TestServer } from '../helpers.ts';

/** Every table of the database's schema, read from the catalogue (a table added later is digested too). */
async function tables(server: TestServer): Promise<string[]> {
  const result = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
    order by table_name`.execute(server.platform.database.db);
  return result.rows.map((row) => row.name);
}

/** A digest of every row of every table. */
async function databaseDigest(server: TestServer): Promise<string> {
  const parts: string[] = [];
  for (const table of await tables(server)) {
    const result = await sql<{
      digest: string | null;
    }>`select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as digest from ${sql.table(table)} t`.execute(
      server.platform.database.db,
    );
    parts.push(`${table}:${result.rows[0]?.digest ?? ''}`);
  }
  return parts.join('\n');
}

async function send(server: TestServer, path: string, body: string, contentType: string, token: string | undefined) {
  const response = await fetch(`${server.url}/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': contentType, ...(token ? { authorization: token } : {}) },
    body,
  });
  const text = await response.text();
  return { status: response.status, text };
}

function assertClientError(answer: { status: number; text: string }, label: string) {
  assert.ok(answer.status >= 400 && answer.status < 500, `${label}: answered ${answer.status} ${answer.text.slice(0, 200)}`);
  const parsed = errorResponseSchema.safeParse(JSON.parse(answer.text));
  assert.ok(
    parsed.success && typeof parsed.data.reason === 'string' && typeof parsed.data.message === 'string',
    `${label}: not the error shape: ${answer.text.slice(0, 200)}`,
  );
}

/**
 * A body each endpoint takes, with every string field it knows filled in: each string is then
 * spoiled in turn. A new endpoint needs its example here.
 */
const EXAMPLES: Record<string, Record<string, unknown>> = {
  '/user/responsible-gambling/config/get': {},
  '/user/responsible-gambling/config/add': { type: 'cooling_off', value: 7, confirm: true },
  '/user/responsible-gambling/config/delete': { configId: 'config-1' },
  '/user/responsible-gambling/session/get': {},
  '/wallet/responsible-gambling/configs/list': { type: 'deposit' },
  '/wallet/responsible-gambling/config/add': { type: 'deposit', period: 'daily', currency: 'USD', amount: '10' },
  '/wallet/responsible-gambling/config/delete': { configId: 'config-1' },
  '/user/auth/login': { email: 'nobody.here@example.com', password: 'secret123' },
  '/user/auth/register': { email: 'new.player@example.com', password: 'secret123', currency: 'USD' },
  '/user/auth/oauth': { code: 'an-authorization-code', state: 'a-state-of-a-started-sign-in', iss: 'https://id.example.com' },
  '/user/auth/oauth/providers': {},
  '/user/auth/oauth/start': { provider: 'local', redirectUri: 'https://casino.example.com/auth/oauth/callback', currency: 'USD' },
  '/user/auth/logout': { refreshToken: 'a-refresh-token' },
  '/user/auth/refresh': { refreshToken: 'a-refresh-token' },
  '/user/get': { userId: 'a-user-id' },
  '/user/auth/password/reset-code/send': { email: 'nobody.here@example.com' },
  '/user/auth/password/reset': { email: 'nobody.here@example.com', code: '123456', newPassword: 'brandnew123' },
  '/user/email/verification-code/send': {},
  '/user/email/verify/get': { code: '123456' },
  '/user/update': {
    nickname: 'Lucky Ace',
    firstName: 'Zoë',
    lastName: 'Nguyễn',
    birthDate: '1990-01-31',
    phone: '+44 20 7946 0958',
    country: 'GB',
    addressLine: '221B Baker Street',
    city: 'London',
    postalCode: 'NW1 6XE',
    language: 'en',
  },
  '/user/kyc/filestore/upload': { kind: 'selfie' },
  '/user/kyc/documents/list': {},
  '/user/account/update': { currency: 'USD', currentPassword: 'not-the-password1', newPassword: 'brandnew123' },
  '/wallet/currencies/get': { aggregated: true },
  '/user/operator/account-settings/get': {},
  '/payment/channel/page': { page: 1, pageSize: 20, currency: 'USD', direction: 'deposit', kind: 'fiat' },
  '/payment/deposit/initiate': {
    channelId: 'no-such-channel',
    currency: 'USD',
    amount: '10',
    bankCardId: 'no-such-card',
    returnPath: '/wallet/deposit',
  },
  '/review/withdraw': { channelId: 'no-such-channel', currency: 'USD', amount: '10', bankCardId: 'no-such-card' },
  '/payment/transaction/page': {
    page: 1,
    pageSize: 20,
    type: 'deposit',
    currency: 'USD',
    status: 'pending',
    from: '2026-01-01',
    to: '2026-01-31',
    transactionId: 'no-such-transaction',
  },
  '/wallet/balances/list': { userId: 'a-user-id' },
  '/payment/address/get': { currency: 'USD', channelId: 'no-such-channel' },
  '/payment/bankcard/list': {},
  '/payment/bankcard/add': { holderName: 'Ada Lovelace', cardNumber: '4111 1111 1111 1111', expiryMonth: 12, expiryYear: 2099 },
  '/payment/bankcard/update': { bankCardId: 'no-such-card', holderName: 'Ada Lovelace', isDefault: true },
  '/payment/bankcard/delete': { bankCardId: 'no-such-card' },
  '/wallet/deposit-reward/user-sequence': {},
  '/wallet/balance/details': { currency: 'USD' },
  '/wallet/bonus-transfer': { currency: 'USD', amount: '1' },
  '/wallet/bonus/forfeit': { lotId: '00000000-0000-4000-8000-000000000000' },
  '/wallet/exchange-rates/base-currency': { currencies: ['EUR', 'BRL'], baseCurrency: 'USD' },
  '/game/list': { page: 1, pageSize: 20, categoryId: 'slots', providerId: 'provider-1', tag: 'new', search: 'book of' },
  '/game/get': { gameId: 'game-1' },
  '/game/create-session': { gameId: 'game-1', currency: 'USD', demo: true },
  '/game/categories/list': {},
  '/game/bets/list': { page: 1, pageSize: 20, gameId: 'game-1' },
  '/game/providers/list': {},
  '/game/demo-session/create': { gameId: 'game-1' },
  '/game/favorites/list': { page: 1, pageSize: 20 },
  '/game/favorites/set': { gameId: 'game-1', favorite: true },
  '/game/recent/list': {},
  '/originals/settings/get': {},
  '/originals/seeds/get': {},
  '/originals/seeds/rotate': { clientSeed: 'my lucky seed' },
  '/originals/dice/bet': { currency: 'USD', amount: '1.00', target: '49.50', condition: 'under' },
  '/originals/limbo/bet': { currency: 'USD', amount: '1.00', target: '2.00' },
  '/originals/plinko/bet': { currency: 'USD', amount: '1.00', rows: 8, risk: 'low' },
  '/originals/mines/start': { currency: 'USD', amount: '1.00', mines: 3 },
  '/originals/mines/reveal': { roundId: 'round-1', tile: 7 },
  '/originals/mines/cashout': { roundId: 'round-1' },
  '/originals/mines/active': {},
  '/sports/settings/get': {},
  '/sports/list': {},
  '/sports/leagues/list': { sportId: 'football' },
  '/sports/events/list': { sportId: 'football', status: 'live', page: 1, pageSize: 20 },
  '/sports/event/get': { eventId: 'evt-1' },
  '/sports/bet/place': { selections: [{ selectionId: 'sel-1', odds: '1.85' }], stake: '10', currency: 'USD', oddsChange: 'none' },
  '/sports/bets/list': { status: 'open', page: 1, pageSize: 20 },
  '/sports/bet/cashout/quote': { betId: 'bet-1' },
  '/sports/bet/cashout': { betId: 'bet-1', offer: '5.00' },
  '/user/vip/level/get': {},
  '/user/vip/operator/settings/get': {},
  '/user/vip/reward/slider/update': { rewardId: 'reward-1', cashPercent: 50 },
  '/user/vip/reward/claimable/get': {},
  '/user/vip/reward/claim': { rewardId: 'reward-1' },
  '/user/vip/reward/claim/confirm': { claimId: 'claim-1' },

  '/operator/health': {},
  '/operator/backup': {},
  '/operator/alerts/list': { limit: 10 },
  '/operator/maintenance/get': {},
  '/operator/maintenance/set': { enabled: true, endTime: '2099-01-01T00:00:00Z' },
  '/operator/account-settings/get': {},
  '/operator/account-settings/update': { passwordSettings: { minCharacters: 8 } },
  '/operator/oidc-providers/list': {},
  '/operator/oidc-providers/set': {
    id: 'local',
    name: 'Local ID',
    issuer: 'https://id.example.com',
    clientId: 'platform',
    clientSecret: 'a-client-secret',
  },
  '/operator/oidc-providers/remove': { id: 'local' },
  '/operator/exchange-rates/get': {},
  '/operator/exchange-rates/set': { rates: { EUR: '0.92' } },
  '/operator/mail/outbox': { to: 'nobody.here@example.com', limit: 10 },
  '/operator/users/list': { search: 'nobody.here', limit: 10 },
  '/operator/users/unlock': { user: 'nobody.here@example.com' },
  '/operator/players/lock': { user: 'nobody.here@example.com', reason: 'Account shared with another person' },
  '/operator/players/unlock-account': { user: 'nobody.here@example.com' },
  '/operator/payment-channels/list': {},
  '/operator/payment-channels/set': { channelId: 'no-such-channel', currency: 'USD', enabled: false },
  '/operator/wallet/adjust': { user: 'nobody.here@example.com', currency: 'USD', amount: '5', kind: 'cash', announce: false },
  '/operator/releases/list': { area: 'casino' },
  '/operator/releases/set': { area: 'casino', version: '1.0.0-20260101.000000', actor: 'Ops Desk' },
  '/operator/releases/canary': { area: 'casino', version: '1.0.0-20260101.000000', percent: 10, actor: 'Ops Desk' },
  '/operator/releases/promote': { area: 'casino', actor: 'Ops Desk' },
  '/operator/releases/abort': { area: 'casino', actor: 'Ops Desk' },
  '/operator/releases/audit': { area: 'casino', limit: 10 },
  '/operator/releases/health': { area: 'casino' },
  '/operator/releases/health/history': { area: 'casino', hours: 2 },
  '/operator/ledger/check': {},
  '/operator/withdrawals/list': { limit: 10 },
  '/operator/withdrawals/approve': { transactionId: 'no-such-transaction' },
  '/operator/withdrawals/reject': { transactionId: 'no-such-transaction', reason: 'Documents missing' },
  '/operator/kyc/list': { status: 'pending', limit: 10 },
  '/operator/kyc/view': { documentId: 'no-such-document' },
  '/operator/kyc/approve': { documentId: 'no-such-document' },
  '/operator/kyc/file': { documentId: 'no-such-document' },
  '/operator/dashboard/summary': {},
  '/operator/players/get': { user: 'nobody@example.com' },
  '/operator/players/transfers': { user: 'nobody@example.com', pageSize: 10 },
  '/operator/players/bets': { user: 'nobody@example.com', pageSize: 10 },
  '/operator/players/sports-bets': { user: 'nobody@example.com', status: 'open', pageSize: 10 },
  '/operator/players/sessions': { user: 'nobody@example.com', limit: 10 },
  '/operator/players/sessions/end': { user: 'nobody@example.com', sessionId: '00000000-0000-4000-8000-000000000000' },
  '/operator/kyc/reject': { documentId: 'no-such-document', reason: 'The photo is blurred' },
  '/operator/vip/settings/get': {},
  '/operator/vip/levels/set': {
    levels: [
      { name: 'Bronze', threshold: '0', benefits: { rakebackPercent: 5, levelUpBonus: '0', weeklyPercent: 0, monthlyPercent: 0 } },
      { name: 'Silver', threshold: '1000', benefits: { rakebackPercent: 7, levelUpBonus: '5', weeklyPercent: 0.02, monthlyPercent: 0.01 } },
    ],
  },
  '/operator/vip/level/update': { level: 1, name: 'Silver', threshold: '1000', benefits: { levelUpBonus: '5' } },
  '/operator/vip/rules/update': { minCashPercent: 0, maxCashPercent: 100 },
  '/operator/deposit-rewards/get': { currency: 'USD' },
  '/operator/deposit-rewards/set': {
    currency: 'USD',
    rewards: [{ sequence: 1, matchPercent: 100, maxBonus: '500', minDeposit: '20', wageringMultiplier: 30 }],
  },
  '/operator/bonus/expire': {},
  '/operator/sports/settings/get': {},
  '/operator/sports/settings/update': { marginPercent: 6, maxLegs: 12, cashoutMarginPercent: 5 },
  '/operator/sports/limits/set': { currency: 'USD', minStake: '0.10', maxStake: '2000', maxPayout: '50000' },
  '/operator/sports/events/list': { status: 'live', sportId: 'football', search: 'Rovers', page: 1, pageSize: 20 },
  '/operator/sports/events/get': { eventId: 'no-such-event' },
  '/operator/sports/events/suspend': { eventId: 'no-such-event', reason: 'Suspicious betting' },
  '/operator/sports/events/resume': { eventId: 'no-such-event' },
  '/operator/sports/events/settle': { eventId: 'no-such-event', score: { home: 2, away: 1 }, reason: 'Feed down' },
  '/operator/sports/events/void': { eventId: 'no-such-event', reason: 'Match abandoned' },
  '/operator/wallet/adjustments/list': { status: 'pending', limit: 10 },
  '/operator/wallet/adjustments/approve': { id: 'no-such-adjustment' },
  '/operator/wallet/adjustments/reject': { id: 'no-such-adjustment', reason: 'Not agreed' },
  '/operator/wallet/adjustments/settings/get': {},
  '/operator/wallet/adjustments/settings/set': { currency: 'EUR', threshold: '1000', windowHours: 24 },
  '/operator/audit/search': { staff: 'alice@operator.example', action: 'wallet/adjust', pageSize: 10 },
  '/operator/audit/get': { id: 'no-such-entry' },
  '/operator/staff/list': {},
  '/operator/staff/create': { email: 'new.member@example.com', role: 'support', password: 'a long staff password' },
  '/operator/staff/invite': { email: 'new.member@example.com', role: 'support' },
  '/operator/staff/role': { member: 'nobody.here@example.com', role: 'support' },
  '/operator/staff/disable': { member: 'nobody.here@example.com', disabled: true },
  '/operator/staff/reset-factor': { member: 'nobody.here@example.com' },

  [HEALTH_PATH]: { reports: [{ area: 'casino', version: 'default', loads: 1, loadFailures: 0, renderErrors: 0 }] },
};

/** The fields under the name rule (one line, no direction-changing characters): names, and the address. */
const NAME_FIELDS = new Set(['nickname', 'firstName', 'lastName', 'holderName', 'actor', 'addressLine', 'city', 'postalCode']);
/** Fields that take more than a few thousand characters (none today). */
const LONG_FIELDS = new Set<string>();
/** Endpoints that take a form (multipart/form-data), not JSON: a JSON body is refused as such (415). */
const FORM_ENDPOINTS = new Set(['/user/kyc/filestore/upload']);

/** Every endpoint the server serves or will serve, with how it is reached and authorised. */
interface Target {
  path: string;
  url: string;
  schema: z.ZodType;
  access: 'public' | 'user' | 'operator';
  idempotent: boolean;
  served: boolean;
}
const notYetServed = new Set<string>(NOT_YET_SERVED);
const TARGETS: Target[] = [
  ...ENDPOINT_PATHS.map((path) => {
    const definition = endpoints[path] as EndpointDefinition;
    return {
      path,
      url: `/v1${path}`,
      schema: definition.request,
      access: definition.access,
      idempotent: definition.idempotent === true,
      served: !notYetServed.has(path),
    };
  }),
  ...Object.entries(operatorEndpoints as Record<string, EndpointDefinition>).map(([path, definition]) => ({
    path,
    url: path,
    schema: definition.request,
    access: definition.access,
    idempotent: false,
    served: true,
  })),
  { path: HEALTH_PATH, url: HEALTH_PATH, schema: healthReportSchema, access: 'public', idempotent: false, served: true },
];

/** The path of every string in a body: object keys and array indexes. */
function stringLeaves(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringLeaves(item, [...path, index]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => stringLeaves(item, [...path, key]));
  return [];
}

/** A copy of the body with the string at the path changed. */
function withString(body: unknown, path: (string | number)[], change: (text: string) => string): unknown {
  if (path.length === 0) return change(body as string);
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(body) ? [...body] : { ...(body as Record<string, unknown>) }) as Record<string | number, unknown>;
  copy[head] = withString(copy[head], rest, change);
  return copy;
}

/** What is put inside a string: a character, or (long) that many x's. */
type Spoiler = { kind: 'nul' | 'control' | 'surrogate' | 'bidi'; text: string } | { kind: 'long'; length: number };
const spoilerText = (spoil: Spoiler) => (spoil.kind === 'long' ? 'x'.repeat(spoil.length) : spoil.text);
const codePoint = (from: number, to: number) => fc.integer({ min: from, max: to }).map((code) => String.fromCharCode(code));
/** What no text field takes (and, for bidi, no name), and text longer than any field takes. */
const spoiler: fc.Arbitrary<Spoiler> = fc.oneof(
  fc.constant<Spoiler>({ kind: 'nul', text: '\u0000' }),
  fc.oneof(codePoint(0x01, 0x1f), codePoint(0x7f, 0x9f)).map((text): Spoiler => ({ kind: 'control', text })),
  codePoint(0xd800, 0xdfff).map((text): Spoiler => ({ kind: 'surrogate', text })),
  fc.oneof(codePoint(0x202a, 0x202e), codePoint(0x2066, 0x2069)).map((text): Spoiler => ({ kind: 'bidi', text: `${text}evil` })),
  fc.integer({ min: 9_000, max: 70_000 }).map((length): Spoiler => ({ kind: 'long', length })),
);

/** The suite's server, and the access token of a player signed up once it has started. */
function serverWithPlayerToken() {
  const server = suiteServer();
  let token = '';
  before(async () => {
    token = (await register(server)).accessToken;
  });
  return { server, token: () => token };
}

describe('malformed bodies to every /v1 endpoint', () => {
  const { server, token } = serverWithPlayerToken();

  it('answer a 4xx in the error shape, never a 5xx, and change nothing in the database', async () => {
    const before = await databaseDigest(server);
    for (const path of ENDPOINT_PATHS) {
      const schema = endpoints[path].request;
      const invalidJson = fc.jsonValue({ maxDepth: 3 }).filter((value) => !schema.safeParse(value ?? {}).success);
      await fc.assert(
        fc.asyncProperty(invalidJson, fc.boolean(), async (value, withToken) => {
          assertClientError(
            await send(server, path, JSON.stringify(value), 'application/json', withToken ? token() : undefined),
            `${path} ${JSON.stringify(value)}`,
          );
        }),
        { numRuns: 25 },
      );
      await fc.assert(
        fc.asyncProperty(
          fc.string({ maxLength: 40 }).filter((text) => {
            try {
              JSON.parse(text);
              return false;
            } catch {
              return true;
            }
          }),
          fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
          fc.boolean(),
          async (text, contentType, withToken) => {
            assertClientError(
              await send(server, path, text, contentType, withToken ? token() : undefined),
              `${path} raw ${JSON.stringify(text)} as ${contentType}`,
            );
          },
        ),
        { numRuns: 8 },
      );
    }
    // A body over the size limit.
    assertClientError(
      await send(
        server,
        '/user/auth/login',
        JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(70_000) }),
        'application/json',
        undefined,
      ),
      'oversized',
    );
    assert.equal(await databaseDigest(server), before, 'the database did not change');
  });
});

describe('well-formed bodies whose text no field takes, to every endpoint', () => {
  const { server, token } = serverWithPlayerToken();

  it('has an example body, taken by its schema, for every endpoint', () => {
    assert.deepEqual(
      TARGETS.map((target) => target.path).filter((path) => !(path in EXAMPLES)),
      [],
      'add an example body to EXAMPLES',
    );
    for (const target of TARGETS) {
      const parsed = target.schema.safeParse(EXAMPLES[target.path]);
      assert.ok(parsed.success, `${target.path}: the example is refused: ${parsed.error?.message}`);
    }
  });

  it('are refused by the contract and answered 400 VALIDATION_FAILED (or 413), signed in or not; nothing changes', async () => {
    const before = await databaseDigest(server);
    let idempotencyKey = 0;
    for (const target of TARGETS) {
      const example = EXAMPLES[target.path] ?? {};
      const leaves = stringLeaves(example);
      if (leaves.length === 0) continue;
      const post = async (body: unknown) => {
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (target.access === 'user') headers.authorization = token();
        if (target.access === 'operator') headers.authorization = OPERATOR_TOKEN;
        if (target.idempotent) headers[IDEMPOTENCY_KEY_HEADER] = `spoiled-text-${(idempotencyKey += 1)}`;
        const response = await fetch(`${server.url}${target.url}`, { method: 'POST', headers, body: JSON.stringify(body) });
        return { status: response.status, text: await response.text() };
      };
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...leaves), spoiler, fc.double({ min: 0, max: 1, noNaN: true }), async (leaf, spoil, at) => {
          // Inside the string, never at an end (where surrounding white space is trimmed, as it always was).
          const body = withString(example, leaf, (text) => {
            const cut = 1 + Math.floor(at * Math.max(0, text.length - 1));
            return `${text.slice(0, cut)}${spoilerText(spoil)}${text.slice(cut)}`;
          });
          const field = String(leaf.at(-1));
          const label = `${target.path} ${leaf.join('.')} with ${spoil.kind} ${JSON.stringify(spoilerText(spoil).slice(0, 12))}`;
          const refused = !target.schema.safeParse(body).success;
          const mustRefuse = spoil.kind === 'bidi' ? NAME_FIELDS.has(field) : spoil.kind === 'long' ? !LONG_FIELDS.has(field) : true;
          if (mustRefuse) assert.ok(refused, `${label}: the contract takes it`);
          // Direction marks are text outside names, and a file may be long: such a body is an ordinary call.
          if (!refused) return;
          const answer = await post(body);
          assertClientError(answer, label);
          if (target.served && FORM_ENDPOINTS.has(target.path)) {
            assert.equal(answer.status, 415, `${label}: answered ${answer.status}`);
          } else if (target.served) {
            const reason = (JSON.parse(answer.text) as { reason?: string }).reason;
            assert.ok(
              (answer.status === 400 && reason === 'VALIDATION_FAILED') || answer.status === 413,
              `${label}: answered ${answer.status} ${answer.text.slice(0, 200)}`,
            );
          }
        }),
        {
          numRuns: leaves.length * 6,
          // A NUL in every string field, whatever the random draws.
          examples: leaves.map((leaf) => [leaf, { kind: 'nul', text: '\u0000' }, 0.5] as [(string | number)[], Spoiler, number]),
        },
      );
    }
    assert.equal(await databaseDigest(server), before, 'the database did not change');
  });
});
