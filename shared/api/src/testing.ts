// Fake API answers for unit tests: one fetch stand-in with the calls it saw, and one set of
// handlers per domain whose answers are typed by the contract. Tests of the host and the areas
// use these instead of writing their own fetch fakes. (Browser and server tests use the real server.)
import {
  API_PREFIX,
  DEFAULT_ACCOUNT_SETTINGS,
  fromMinor,
  toMinor,
  type EndpointPath,
  type EndpointRequest,
  type EndpointResponse,
} from '@app/contract';

/** One request the fake API received. */
export interface FakeCall {
  /** The URL's path, with the /v1 prefix (e.g. /v1/user/get). */
  path: string;
  /** The JSON body, or undefined when there was none. */
  body: unknown;
  authorization: string | null;
  request: Request;
}

export type FakeRoute = (call: FakeCall) => Response | Promise<Response>;
export type FakeRoutes = Record<string, FakeRoute>;

export interface FakeApi {
  /** Every request, in order. */
  readonly calls: FakeCall[];
  /** The requests to one path (with the /v1 prefix for API calls). */
  callsTo(path: string): FakeCall[];
  /** Adds or replaces routes. */
  use(routes: FakeRoutes): void;
  /** Puts the real fetch back. */
  restore(): void;
}

/** A JSON answer, as the platform sends it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The error body the platform answers with (spec section 8). */
export function errorResponse(status: number, reason: string, extra: { message?: string; meta?: Record<string, unknown> } = {}): Response {
  return jsonResponse({ reason, code: reason, message: extra.message ?? reason, ...(extra.meta ? { meta: extra.meta } : {}) }, status);
}

/** The path of a contract endpoint as it travels (/v1/user/get). */
export function apiPath(path: EndpointPath): string {
  return `${API_PREFIX}${path}`;
}

/** An answer of a contract endpoint, typed by its response schema. */
export function answer<P extends EndpointPath>(_path: P, body: EndpointResponse<P>): FakeRoute {
  return () => jsonResponse(body);
}

/**
 * Replaces fetch with routes by path; a path with no route answers 404 NOT_FOUND, unless
 * `fallback` is given. Call `restore()` (in afterEach) to put the real fetch back.
 */
export function fakeApi(routes: FakeRoutes = {}, fallback?: FakeRoute): FakeApi {
  const realFetch = globalThis.fetch;
  const table: FakeRoutes = { ...routes };
  const calls: FakeCall[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), window.location.origin), init);
    const body: unknown = await request
      .clone()
      .json()
      .catch(() => undefined);
    const call = { path: new URL(request.url).pathname, body, authorization: request.headers.get('authorization'), request };
    calls.push(call);
    const route = table[call.path] ?? fallback;
    return route ? route(call) : errorResponse(404, 'NOT_FOUND', { message: `No route ${call.path}` });
  }) as typeof fetch;
  return {
    calls,
    callsTo: (path) => calls.filter((call) => call.path === path),
    use: (more) => Object.assign(table, more),
    restore: () => {
      globalThis.fetch = realFetch;
    },
  };
}

type Currencies = EndpointResponse<'/wallet/currencies/get'>['currencies'];
type AccountSettings = EndpointResponse<'/user/operator/account-settings/get'>['accountSettings'];
type Balances = EndpointResponse<'/wallet/balances/list'>['balances'];
type UserInfo = EndpointResponse<'/user/get'>['userInfo'];
type Session = EndpointResponse<'/user/auth/login'>;

export const FAKE_CURRENCIES: Currencies = [
  { currency: 'USD', name: 'US dollar', decimals: 2, aggregatedEnabled: true, aggregatedHidden: false },
  { currency: 'EUR', name: 'Euro', decimals: 2, aggregatedEnabled: true, aggregatedHidden: false },
  { currency: 'VND', name: 'Vietnamese dong', decimals: 0, aggregatedEnabled: true, aggregatedHidden: true },
];

export const FAKE_SESSION: Session = {
  accessToken: 'access-token',
  refreshToken: 'refresh-token',
  expiresIn: 900,
  user: { userId: 'u1', email: 'player@example.com', currency: 'USD', emailVerified: true },
};

export const FAKE_USER_INFO: UserInfo = {
  userId: 'u1',
  email: 'player@example.com',
  emailVerified: true,
  nickname: null,
  firstName: null,
  lastName: null,
  birthDate: null,
  phone: null,
  country: null,
  language: null,
  currency: 'USD',
  kycLevel: 0,
  vipLevel: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  passwordChangedAt: '2026-01-01T00:00:00.000Z',
  passwordExpiresAt: null,
};

/** The start-up configuration: currencies, account settings, the site config. */
export function configRoutes(options: { currencies?: Currencies; accountSettings?: AccountSettings; site?: Record<string, unknown> } = {}) {
  return {
    [apiPath('/wallet/currencies/get')]: answer('/wallet/currencies/get', { currencies: options.currencies ?? FAKE_CURRENCIES }),
    [apiPath('/user/operator/account-settings/get')]: answer('/user/operator/account-settings/get', {
      accountSettings: options.accountSettings ?? DEFAULT_ACCOUNT_SETTINGS,
    }),
    '/site/config.json': () => jsonResponse(options.site ?? {}),
  } satisfies FakeRoutes;
}

/** The signed-in player's wallet: balances and exchange rates against USD. */
export function walletRoutes(options: { balances?: Balances; rates?: Record<string, string> } = {}) {
  return {
    [apiPath('/wallet/balances/list')]: answer('/wallet/balances/list', {
      balances: options.balances ?? [{ currency: 'USD', cash: '0', operatorBonus: '0' }],
    }),
    [apiPath('/wallet/exchange-rates/base-currency')]: () => jsonResponse({ exchangeRates: options.rates ?? { USD: '1' } }),
  } satisfies FakeRoutes;
}

/** The player's own details. */
export function userRoutes(options: { userInfo?: Partial<UserInfo> } = {}) {
  return {
    [apiPath('/user/get')]: answer('/user/get', { userInfo: { ...FAKE_USER_INFO, ...options.userInfo } }),
  } satisfies FakeRoutes;
}

/** Signing in, up and out, refreshing, and resetting a password: each succeeds with `session`. */
export function authRoutes(options: { session?: Session } = {}) {
  const session = options.session ?? FAKE_SESSION;
  const ok = () => jsonResponse({ ok: true });
  return {
    [apiPath('/user/auth/login')]: () => jsonResponse(session),
    [apiPath('/user/auth/register')]: () => jsonResponse(session),
    [apiPath('/user/auth/refresh')]: () =>
      jsonResponse({
        accessToken: `${session.accessToken}-refreshed`,
        refreshToken: `${session.refreshToken}-refreshed`,
        expiresIn: session.expiresIn,
      }),
    [apiPath('/user/auth/logout')]: ok,
    [apiPath('/user/auth/password/reset-code/send')]: ok,
    [apiPath('/user/auth/password/reset')]: ok,
  } satisfies FakeRoutes;
}

type PaymentChannel = EndpointResponse<'/payment/channel/page'>['list'][number];
type BankCard = EndpointResponse<'/payment/bankcard/list'>['bankCards'][number];
type Transaction = EndpointResponse<'/payment/transaction/page'>['list'][number];
type BalanceDetails = EndpointResponse<'/wallet/balance/details'>['balance'];
type BodyOf<P extends EndpointPath> = EndpointRequest<P>;

/** A payment channel: USD, deposits through the provider's page, 10 to 1000, no fee, unless overridden. */
export function fakeChannel(overrides: Partial<PaymentChannel> = {}): PaymentChannel {
  return {
    channelId: 'usd-fiat-in',
    name: 'QuickPay',
    kind: 'fiat',
    direction: 'deposit',
    currency: 'USD',
    minAmount: '10',
    maxAmount: '1000',
    feePercent: '0',
    feeFixed: '0',
    quickAmounts: ['20', '50', '100'],
    eta: 'instant',
    ...overrides,
  };
}

/** A bank card of the player's: a Visa ending in 4242 that expires in 2099, unless overridden. */
export function fakeBankCard(overrides: Partial<BankCard> = {}): BankCard {
  return {
    bankCardId: 'card-1',
    holderName: 'Ana Player',
    brand: 'visa',
    last4: '4242',
    expiryMonth: 12,
    expiryYear: 2099,
    isDefault: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A transaction: a settled 50 USD deposit, unless overridden (its steps follow its status). */
export function fakeTransaction(overrides: Partial<Transaction> = {}): Transaction {
  const createdAt = overrides.createdAt ?? '2026-03-01T10:00:00.000Z';
  const status = overrides.status ?? 'success';
  return {
    transactionId: 'tx-1',
    type: 'deposit',
    currency: 'USD',
    amount: '50',
    fee: '0',
    status,
    channelName: 'QuickPay',
    bankCard: null,
    steps: [{ status, at: createdAt, note: null }],
    createdAt,
    updatedAt: overrides.updatedAt ?? createdAt,
    ...overrides,
  };
}

export interface PaymentRoutesOptions {
  /** Every channel of every currency and direction (the page filters them as the platform does). */
  channels?: PaymentChannel[];
  bankCards?: BankCard[];
  /** The player's transactions, in any order (answered newest first). */
  transactions?: Transaction[];
  /** Each currency's balance details; a currency not given has 100 cash, all of it withdrawable. */
  balanceDetails?: Partial<BalanceDetails>[];
  /** The provider's page a deposit sends the player to. */
  redirectUrl?: string;
}

/**
 * The player's payments, answered as the platform does and kept in memory: channels, bank cards
 * (an added card joins the list), transactions filtered and paged newest first, deposits (pending,
 * with the provider's page) and withdrawals (held at once, in review). Deposits and withdrawals
 * check the channel's limits and, for a withdrawal, the withdrawable cash; a repeated
 * Idempotency-Key gets the first answer again.
 */
export function paymentRoutes(options: PaymentRoutesOptions = {}) {
  const channels = options.channels ?? [fakeChannel()];
  const bankCards = [...(options.bankCards ?? [])];
  const transactions = [...(options.transactions ?? [])];
  const details = new Map((options.balanceDetails ?? []).map((entry) => [entry.currency ?? 'USD', entry]));
  const answered = new Map<string, Response>();
  let sequence = 0;

  const balanceOf = (currency: string): BalanceDetails => ({
    currency,
    cash: '100',
    operatorBonus: '0',
    withdrawable: '100',
    pendingWithdrawal: '0',
    wageringRequired: '0',
    wageringDone: '0',
    ...details.get(currency),
  });
  const minor = (amount: string) => toMinor(amount, 8);
  const decimal = (value: bigint) => fromMinor(value, 8).replace(/\.?0+$/, '');
  const idempotent = (call: FakeCall, work: () => Response): Response => {
    const key = call.request.headers.get('idempotency-key');
    if (!key) return errorResponse(400, 'IDEMPOTENCY_KEY_MISSING');
    const earlier = answered.get(key);
    if (earlier) return earlier.clone();
    const response = work();
    answered.set(key, response.clone());
    return response;
  };
  const limitsRefusal = (channel: PaymentChannel, amount: string): Response | null => {
    if (minor(amount) < minor(channel.minAmount))
      return errorResponse(400, 'AMOUNT_BELOW_MINIMUM', { meta: { minAmount: channel.minAmount, currency: channel.currency } });
    if (minor(amount) > minor(channel.maxAmount))
      return errorResponse(400, 'AMOUNT_ABOVE_MAXIMUM', { meta: { maxAmount: channel.maxAmount, currency: channel.currency } });
    return null;
  };
  const newTransaction = (fields: Partial<Transaction>): Transaction => {
    sequence += 1;
    const at = new Date(Date.UTC(2026, 5, 1, 12, 0, sequence)).toISOString();
    return fakeTransaction({ transactionId: `tx-new-${sequence}`, createdAt: at, updatedAt: at, ...fields });
  };

  return {
    [apiPath('/payment/channel/page')]: (call) => {
      const body = call.body as BodyOf<'/payment/channel/page'>;
      const list = channels.filter(
        (channel) =>
          channel.direction === body.direction &&
          (!body.currency || channel.currency === body.currency) &&
          (!body.kind || channel.kind === body.kind),
      );
      return jsonResponse({ list, page: 1, pageSize: list.length, total: list.length });
    },
    [apiPath('/payment/bankcard/list')]: () => jsonResponse({ bankCards }),
    [apiPath('/payment/bankcard/add')]: (call) => {
      const body = call.body as BodyOf<'/payment/bankcard/add'>;
      const digits = String(body.cardNumber).replace(/\D/g, '');
      const card = fakeBankCard({
        bankCardId: `card-${bankCards.length + 1}`,
        holderName: body.holderName,
        brand: digits.startsWith('4') ? 'visa' : digits.startsWith('5') ? 'mastercard' : 'other',
        last4: digits.slice(-4),
        expiryMonth: body.expiryMonth,
        expiryYear: body.expiryYear,
        isDefault: body.isDefault ?? bankCards.length === 0,
      });
      bankCards.push(card);
      return jsonResponse({ bankCard: card });
    },
    [apiPath('/payment/address/get')]: (call) => {
      const body = call.body as BodyOf<'/payment/address/get'>;
      return jsonResponse({ address: '0123456789', memo: 'P-U1', currency: body.currency, channelId: body.channelId });
    },
    [apiPath('/wallet/balance/details')]: (call) => {
      const body = call.body as BodyOf<'/wallet/balance/details'>;
      return jsonResponse({ balance: balanceOf(body.currency) });
    },
    [apiPath('/payment/transaction/page')]: (call) => {
      const body = call.body as BodyOf<'/payment/transaction/page'>;
      const page = body.page ?? 1;
      const pageSize = body.pageSize ?? 20;
      const matching = transactions
        .filter(
          (entry) =>
            (!body.transactionId || entry.transactionId === body.transactionId) &&
            (!body.type || entry.type === body.type) &&
            (!body.currency || entry.currency === body.currency) &&
            (!body.status || entry.status === body.status) &&
            (!body.from || entry.createdAt.slice(0, 10) >= body.from) &&
            (!body.to || entry.createdAt.slice(0, 10) <= body.to),
        )
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      const list = matching.slice((page - 1) * pageSize, page * pageSize);
      return jsonResponse({ list, page, pageSize, total: matching.length });
    },
    [apiPath('/payment/deposit/initiate')]: (call) =>
      idempotent(call, () => {
        const body = call.body as BodyOf<'/payment/deposit/initiate'>;
        const channel = channels.find((entry) => entry.channelId === body.channelId && entry.direction === 'deposit');
        if (!channel) return errorResponse(400, 'CHANNEL_NOT_AVAILABLE');
        const refusal = limitsRefusal(channel, body.amount);
        if (refusal) return refusal;
        const transaction = newTransaction({
          type: 'deposit',
          currency: body.currency,
          amount: body.amount,
          status: 'pending',
          channelName: channel.name,
        });
        transactions.push(transaction);
        return jsonResponse({ transaction, redirectUrl: options.redirectUrl ?? 'https://pay.example.com/checkout/1' });
      }),
    [apiPath('/review/withdraw')]: (call) =>
      idempotent(call, () => {
        const body = call.body as BodyOf<'/review/withdraw'>;
        const channel = channels.find((entry) => entry.channelId === body.channelId && entry.direction === 'withdraw');
        if (!channel) return errorResponse(400, 'CHANNEL_NOT_AVAILABLE');
        const refusal = limitsRefusal(channel, body.amount);
        if (refusal) return refusal;
        const balance = balanceOf(body.currency);
        if (minor(body.amount) > minor(balance.withdrawable))
          return errorResponse(409, 'INSUFFICIENT_FUNDS', { meta: { available: balance.withdrawable, currency: body.currency } });
        const card = bankCards.find((entry) => entry.bankCardId === body.bankCardId);
        const transaction = newTransaction({
          type: 'withdraw',
          currency: body.currency,
          amount: `-${body.amount}`,
          status: 'reviewing',
          channelName: channel.name,
          bankCard: card ? { brand: card.brand, last4: card.last4 } : null,
        });
        transactions.push(transaction);
        const left = decimal(minor(balance.withdrawable) - minor(body.amount));
        details.set(body.currency, {
          ...balance,
          cash: decimal(minor(balance.cash) - minor(body.amount)),
          withdrawable: left,
          pendingWithdrawal: decimal(minor(balance.pendingWithdrawal) + minor(body.amount)),
        });
        return jsonResponse({ transaction });
      }),
  } satisfies FakeRoutes;
}
