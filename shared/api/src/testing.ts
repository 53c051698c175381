// Fake API answers for unit tests: one fetch stand-in with the calls it saw, and one set of
// handlers per domain whose answers are typed by the contract. Tests of the host and the areas
// use these instead of writing their own fetch fakes. (Browser and server tests use the real server.)
import {
  API_PREFIX,
  DEFAULT_ACCOUNT_SETTINGS,
  EXCLUSION_TYPES,
  fromMinor,
  KYC_MAX_UPLOAD_BYTES,
  LIMIT_COOLING_HOURS,
  MINIMUM_AGE,
  passwordPolicyViolations,
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
  const realXhr = globalThis.XMLHttpRequest;
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
  // An upload sent with XMLHttpRequest (for its progress) reaches the same routes.
  if (realXhr) globalThis.XMLHttpRequest = fakeXhrOver(globalThis.fetch);
  return {
    calls,
    callsTo: (path) => calls.filter((call) => call.path === path),
    use: (more) => Object.assign(table, more),
    restore: () => {
      globalThis.fetch = realFetch;
      if (realXhr) globalThis.XMLHttpRequest = realXhr;
    },
  };
}

/**
 * An XMLHttpRequest that hands its request to `fetch` (the fake API's): the whole body is reported
 * sent in one progress event, then the answer arrives. Enough for the client's uploads.
 */
function fakeXhrOver(fetch: typeof globalThis.fetch): typeof XMLHttpRequest {
  class FakeXhr {
    readonly upload: { onprogress: ((event: ProgressEvent) => void) | null; onload: (() => void) | null } = {
      onprogress: null,
      onload: null,
    };
    onprogress: (() => void) | null = null;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    responseType = '';
    status = 0;
    statusText = '';
    response: Blob | null = null;
    #method = 'GET';
    #url = '';
    #headers = new Headers();
    #responseHeaders = new Headers();
    #aborted = false;
    open(method: string, url: string) {
      this.#method = method;
      this.#url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.#headers.set(name, value);
    }
    getAllResponseHeaders(): string {
      return [...this.#responseHeaders.entries()].map(([name, value]) => `${name}: ${value}`).join('\r\n');
    }
    abort() {
      this.#aborted = true;
      this.onabort?.();
    }
    send(body: Blob | null) {
      const size = body?.size ?? 0;
      const request = new Request(new URL(this.#url, window.location.origin), { method: this.#method, headers: this.#headers, body });
      void Promise.resolve().then(async () => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: size, total: size } as ProgressEvent);
        this.upload.onload?.();
        try {
          const response = await fetch(request);
          if (this.#aborted) return;
          this.status = response.status;
          this.statusText = response.statusText;
          this.#responseHeaders = response.headers;
          this.response = await response.blob();
          this.onload?.();
        } catch {
          if (!this.#aborted) this.onerror?.();
        }
      });
    }
  }
  return FakeXhr as unknown as typeof XMLHttpRequest;
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
  addressLine: null,
  city: null,
  postalCode: null,
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
type BonusLotEntry = EndpointResponse<'/wallet/balance/details'>['lots'][number];
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
  /** The player's bonus lots, of any currency (none unless told); a lot still wagering may be forfeited. */
  bonusLots?: BonusLotEntry[];
  /** The provider's page a deposit sends the player to. */
  redirectUrl?: string;
}

/**
 * The player's payments, answered as the platform does and kept in memory: channels, bank cards
 * (an added card joins the list, one made the default is the only default, a removed one leaves it
 * and the newest left becomes the default if it was), transactions filtered and paged newest first, deposits (pending,
 * with the provider's page) and withdrawals (held at once, in review). Deposits and withdrawals
 * check the channel's limits and, for a withdrawal, the withdrawable cash; a repeated
 * Idempotency-Key gets the first answer again.
 */
export function paymentRoutes(options: PaymentRoutesOptions = {}) {
  const channels = options.channels ?? [fakeChannel()];
  const bankCards = (options.bankCards ?? []).map((card) => ({ ...card }));
  const transactions = [...(options.transactions ?? [])];
  const details = new Map((options.balanceDetails ?? []).map((entry) => [entry.currency ?? 'USD', entry]));
  const bonusLots = (options.bonusLots ?? []).map((lot) => ({ ...lot }));
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
    [apiPath('/payment/bankcard/update')]: (call) => {
      const body = call.body as BodyOf<'/payment/bankcard/update'>;
      const card = bankCards.find((entry) => entry.bankCardId === body.bankCardId);
      if (!card) return errorResponse(404, 'BANK_CARD_NOT_FOUND');
      if (body.isDefault === true) for (const entry of bankCards) entry.isDefault = entry === card;
      if (body.holderName !== undefined) card.holderName = body.holderName;
      return jsonResponse({ bankCard: card });
    },
    [apiPath('/payment/bankcard/delete')]: (call) => {
      const body = call.body as BodyOf<'/payment/bankcard/delete'>;
      const index = bankCards.findIndex((entry) => entry.bankCardId === body.bankCardId);
      if (index < 0) return errorResponse(404, 'BANK_CARD_NOT_FOUND');
      const [removed] = bankCards.splice(index, 1);
      // As the platform does: the newest card left becomes the default when the default goes.
      const newest = [...bankCards].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
      if (removed?.isDefault && newest) newest.isDefault = true;
      return jsonResponse({ ok: true });
    },
    [apiPath('/payment/address/get')]: (call) => {
      const body = call.body as BodyOf<'/payment/address/get'>;
      return jsonResponse({ address: '0123456789', memo: 'P-U1', currency: body.currency, channelId: body.channelId });
    },
    [apiPath('/wallet/balance/details')]: (call) => {
      const body = call.body as BodyOf<'/wallet/balance/details'>;
      const lots = bonusLots.filter(
        (lot) => lot.currency === body.currency && (lot.status === 'wagering' || (lot.status === 'completed' && minor(lot.remaining) > 0n)),
      );
      return jsonResponse({ balance: balanceOf(body.currency), lots });
    },
    [apiPath('/wallet/bonus/forfeit')]: (call) =>
      idempotent(call, () => {
        const body = call.body as BodyOf<'/wallet/bonus/forfeit'>;
        const lot = bonusLots.find((entry) => entry.lotId === body.lotId);
        if (!lot) return errorResponse(404, 'BONUS_LOT_NOT_FOUND');
        if (lot.status !== 'wagering' && lot.status !== 'forfeited')
          return errorResponse(409, 'BONUS_LOT_NOT_WAGERING', { meta: { lotId: lot.lotId, status: lot.status } });
        const balance = balanceOf(lot.currency);
        if (lot.status === 'wagering') {
          details.set(lot.currency, { ...balance, operatorBonus: decimal(minor(balance.operatorBonus) - minor(lot.remaining)) || '0' });
          lot.status = 'forfeited';
          lot.remaining = '0';
        }
        const after = balanceOf(lot.currency);
        return jsonResponse({
          lot: { ...lot },
          balance: { currency: after.currency, cash: after.cash, operatorBonus: after.operatorBonus },
        });
      }),
    [apiPath('/payment/transaction/page')]: (call) => {
      const body = call.body as BodyOf<'/payment/transaction/page'>;
      const page = body.page ?? 1;
      const pageSize = body.pageSize ?? 20;
      // As the platform pages it: after the row the cursor names (here, by its id), else by number.
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
      const start = body.cursor ? matching.findIndex((entry) => entry.transactionId === body.cursor) + 1 : (page - 1) * pageSize;
      const list = matching.slice(start, start + pageSize);
      const nextCursor = start + pageSize < matching.length ? (list.at(-1)?.transactionId ?? null) : null;
      return jsonResponse({ list, page, pageSize, total: matching.length, nextCursor });
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

/** The level a verified profile gives, and what it confirms (fixed from then on: support corrects them). */
const PROFILE_LEVEL = 2;
const CONFIRMED_FIELDS = ['firstName', 'lastName', 'birthDate', 'country', 'addressLine', 'city', 'postalCode'] as const;

/** Whole years between a YYYY-MM-DD birth date and now (UTC), as the platform counts. */
function ageOf(birthDate: string, today = new Date()): number {
  const [year = 0, month = 1, day = 1] = birthDate.split('-').map(Number);
  const before = today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  return today.getUTCFullYear() - year - (before ? 1 : 0);
}

/** A profile change the platform refuses: a confirmed detail of a verified profile, or a player under MINIMUM_AGE. */
function profileRefusal(info: UserInfo, body: BodyOf<'/user/update'>): Response | null {
  if (info.kycLevel >= PROFILE_LEVEL) {
    const fields = CONFIRMED_FIELDS.filter((field) => body[field] !== undefined && body[field] !== info[field]);
    if (fields.length > 0) return errorResponse(409, 'PROFILE_LOCKED', { meta: { fields } });
  }
  if (body.birthDate !== undefined && ageOf(body.birthDate) < MINIMUM_AGE)
    return errorResponse(400, 'VALIDATION_FAILED', {
      meta: { issues: [{ path: 'birthDate', message: `You must be ${MINIMUM_AGE} or over` }] },
    });
  return null;
}

/** Whether the player has what a verified profile needs: a verified email and every detail. */
function profileComplete(info: UserInfo): boolean {
  return info.emailVerified && [...CONFIRMED_FIELDS, 'phone' as const].every((field) => !!info[field]);
}

export interface AccountRoutesOptions {
  /** The player's details (the fake's defaults otherwise). */
  userInfo?: Partial<UserInfo>;
  /** The account's password: a password change must name it. */
  password?: string;
  /** Passwords the account had before, refused as a new one. */
  previousPasswords?: string[];
  /** The operator's settings (its password rules). */
  accountSettings?: AccountSettings;
  /** The code the verification email carries. */
  emailCode?: string;
  /** How many verification codes may be sent before RATE_LIMITED (retryAfter 60 seconds). */
  codeSendLimit?: number;
}

/**
 * The player's own account, kept in memory as the platform keeps it: the details (a profile change
 * shows in the next /user/get; a complete one with a verified email raises the player to level 2,
 * after which the confirmed details are locked; a birth date under MINIMUM_AGE is refused), the password change (the current password checked first, then the
 * operator's rules, then the previous passwords) and the email verification by a mailed code.
 */
export function accountRoutes(options: AccountRoutesOptions = {}) {
  let info: UserInfo = { ...FAKE_USER_INFO, ...options.userInfo };
  let password = options.password ?? 'Current-pass1';
  const previous = new Set(options.previousPasswords ?? []);
  const settings = options.accountSettings ?? DEFAULT_ACCOUNT_SETTINGS;
  const code = options.emailCode ?? '123456';
  const sendLimit = options.codeSendLimit ?? Number.POSITIVE_INFINITY;
  let sent = 0;
  const alreadyVerified = () => errorResponse(409, 'EMAIL_ALREADY_VERIFIED');

  return {
    [apiPath('/user/get')]: () => jsonResponse({ userInfo: info }),
    [apiPath('/user/update')]: (call) => {
      const body = call.body as BodyOf<'/user/update'>;
      const refusal = profileRefusal(info, body);
      if (refusal) return refusal;
      info = { ...info, ...body };
      if (profileComplete(info) && info.kycLevel < PROFILE_LEVEL) info = { ...info, kycLevel: PROFILE_LEVEL };
      return jsonResponse({ userInfo: info });
    },
    [apiPath('/user/account/update')]: (call) => {
      const body = call.body as BodyOf<'/user/account/update'>;
      if (body.newPassword !== undefined) {
        if (body.currentPassword !== password) return errorResponse(400, 'CURRENT_PASSWORD_INCORRECT');
        const violations = passwordPolicyViolations(body.newPassword, settings.passwordSettings);
        if (violations.length > 0)
          return errorResponse(400, 'PASSWORD_TOO_WEAK', { meta: { passwordSettings: settings.passwordSettings, violations } });
        if (body.newPassword === password || previous.has(body.newPassword))
          return errorResponse(400, 'NEW_PASSWORD_USED_IN_PREVIOUS_PASSWORDS', { meta: { passwordHistoryLimits: previous.size + 1 } });
        previous.add(password);
        password = body.newPassword;
        info = { ...info, passwordChangedAt: new Date().toISOString() };
      }
      if (body.currency !== undefined) info = { ...info, currency: body.currency };
      return jsonResponse({ userInfo: info });
    },
    [apiPath('/user/email/verification-code/send')]: () => {
      if (info.emailVerified) return alreadyVerified();
      sent += 1;
      if (sent > sendLimit) return errorResponse(429, 'RATE_LIMITED', { meta: { retryAfter: 60 } });
      return jsonResponse({ ok: true });
    },
    [apiPath('/user/email/verify/get')]: (call) => {
      const body = call.body as BodyOf<'/user/email/verify/get'>;
      if (info.emailVerified) return alreadyVerified();
      if (body.code !== code) return errorResponse(400, 'INVALID_CODE');
      info = { ...info, emailVerified: true };
      return jsonResponse({ verified: true });
    },
  } satisfies FakeRoutes;
}

type WalletRgConfig = EndpointResponse<'/wallet/responsible-gambling/configs/list'>['configs'][number];
type UserRgConfig = EndpointResponse<'/user/responsible-gambling/config/get'>['configs'][number];

/** A money limit: a daily 100 USD deposit limit with nothing used, unless overridden. */
export function fakeLimit(overrides: Partial<WalletRgConfig> = {}): WalletRgConfig {
  return {
    configId: 'limit-1',
    type: 'deposit',
    period: 'daily',
    currency: 'USD',
    amount: '100',
    used: '0',
    resetsAt: '2026-06-16T00:00:00.000Z',
    pendingAmount: null,
    pendingRemoval: false,
    effectiveAt: null,
    ...overrides,
  };
}

/** An account tool: a reality check every 30 minutes, unless overridden. */
export function fakeTool(overrides: Partial<UserRgConfig> = {}): UserRgConfig {
  return {
    configId: 'tool-1',
    type: 'session_reminder',
    value: 30,
    startsAt: '2026-06-01T00:00:00.000Z',
    endsAt: null,
    pendingValue: null,
    pendingRemoval: false,
    effectiveAt: null,
    ...overrides,
  };
}

export interface ResponsibleGamblingRoutesOptions {
  /** The player's money limits. */
  limits?: WalletRgConfig[];
  /** The player's account tools (reality check, session limit, time-out, self-exclusion). */
  tools?: UserRgConfig[];
  /** The platform's clock (the real one unless given). */
  now?: () => Date;
}

/** When the period holding `at` ends (UTC: the day, the week from Monday, the month), as the platform counts. */
function periodEndOf(period: WalletRgConfig['period'], at: Date): Date {
  const day = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  if (period === 'daily') return new Date(day + 86_400_000);
  if (period === 'weekly') return new Date(day - ((at.getUTCDay() + 6) % 7) * 86_400_000 + 7 * 86_400_000);
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
}

/**
 * The player's responsible-gambling settings, answered as the platform does and kept in memory:
 * a new or lower limit applies at once, a higher one or a removal after the cooling period (shown
 * as pending); a time-out or self-exclusion needs `confirm: true` and cannot be removed; the
 * reality check changes at once and the session limit loosens only after the cooling period.
 */
export function responsibleGamblingRoutes(options: ResponsibleGamblingRoutesOptions = {}) {
  const now = options.now ?? (() => new Date());
  let limits = [...(options.limits ?? [])];
  let tools = [...(options.tools ?? [])];
  let sequence = 0;
  const cooled = () => new Date(now().getTime() + LIMIT_COOLING_HOURS * 3_600_000).toISOString();
  const isExclusion = (type: UserRgConfig['type']) => (EXCLUSION_TYPES as readonly string[]).includes(type);
  const minor = (amount: string) => toMinor(amount, 8);
  const settle = () => {
    const at = now().toISOString();
    const due = (entry: { effectiveAt: string | null }) => entry.effectiveAt !== null && entry.effectiveAt <= at;
    limits = limits
      .filter((limit) => !(limit.pendingRemoval && due(limit)))
      .map((limit) =>
        limit.pendingAmount !== null && due(limit)
          ? { ...limit, amount: limit.pendingAmount, pendingAmount: null, effectiveAt: null }
          : limit,
      );
    tools = tools
      .filter((tool) => !(tool.pendingRemoval && due(tool)) && !(tool.endsAt !== null && tool.endsAt <= at))
      .map((tool) =>
        tool.pendingValue !== null && due(tool) ? { ...tool, value: tool.pendingValue, pendingValue: null, effectiveAt: null } : tool,
      );
  };
  const replace = <T extends { configId: string }>(list: T[], next: T) =>
    list.map((entry) => (entry.configId === next.configId ? next : entry));

  return {
    [apiPath('/wallet/responsible-gambling/configs/list')]: (call) => {
      const body = call.body as BodyOf<'/wallet/responsible-gambling/configs/list'>;
      settle();
      return jsonResponse({ configs: limits.filter((limit) => !body.type || limit.type === body.type) });
    },
    [apiPath('/wallet/responsible-gambling/config/add')]: (call) => {
      const body = call.body as BodyOf<'/wallet/responsible-gambling/config/add'>;
      settle();
      const existing = limits.find((limit) => limit.type === body.type && limit.currency === body.currency && limit.period === body.period);
      let config: WalletRgConfig;
      if (!existing) {
        sequence += 1;
        config = fakeLimit({ ...body, configId: `limit-new-${sequence}`, resetsAt: periodEndOf(body.period, now()).toISOString() });
        limits.push(config);
      } else {
        config =
          minor(body.amount) <= minor(existing.amount)
            ? { ...existing, amount: body.amount, pendingAmount: null, pendingRemoval: false, effectiveAt: null }
            : { ...existing, pendingAmount: body.amount, pendingRemoval: false, effectiveAt: cooled() };
        limits = replace(limits, config);
      }
      return jsonResponse({ config });
    },
    [apiPath('/wallet/responsible-gambling/config/delete')]: (call) => {
      const body = call.body as BodyOf<'/wallet/responsible-gambling/config/delete'>;
      settle();
      const existing = limits.find((limit) => limit.configId === body.configId);
      if (!existing) return errorResponse(404, 'NOT_FOUND');
      if (!existing.pendingRemoval)
        limits = replace(limits, { ...existing, pendingAmount: null, pendingRemoval: true, effectiveAt: cooled() });
      return jsonResponse({ ok: true });
    },
    [apiPath('/user/responsible-gambling/config/get')]: () => {
      settle();
      return jsonResponse({ configs: tools });
    },
    [apiPath('/user/responsible-gambling/config/add')]: (call) => {
      const body = call.body as BodyOf<'/user/responsible-gambling/config/add'>;
      settle();
      if (isExclusion(body.type) && body.confirm !== true)
        return errorResponse(400, 'VALIDATION_FAILED', { meta: { issues: [{ path: 'confirm', message: 'must be confirmed' }] } });
      const existing = tools.find((tool) => tool.type === body.type);
      let config: UserRgConfig;
      if (isExclusion(body.type) || !existing) {
        sequence += 1;
        const startsAt = now();
        config = fakeTool({
          configId: `tool-new-${sequence}`,
          type: body.type,
          value: body.value,
          startsAt: startsAt.toISOString(),
          endsAt: isExclusion(body.type) ? new Date(startsAt.getTime() + body.value * 86_400_000).toISOString() : null,
        });
        tools.push(config);
      } else {
        config =
          body.type === 'session_reminder' || body.value <= existing.value
            ? { ...existing, value: body.value, pendingValue: null, pendingRemoval: false, effectiveAt: null }
            : { ...existing, pendingValue: body.value, pendingRemoval: false, effectiveAt: cooled() };
        tools = replace(tools, config);
      }
      return jsonResponse({ config });
    },
    [apiPath('/user/responsible-gambling/config/delete')]: (call) => {
      const body = call.body as BodyOf<'/user/responsible-gambling/config/delete'>;
      settle();
      const existing = tools.find((tool) => tool.configId === body.configId);
      if (!existing) return errorResponse(404, 'NOT_FOUND');
      if (isExclusion(existing.type)) return errorResponse(409, 'RG_CONFIG_LOCKED', { meta: { endsAt: existing.endsAt } });
      if (existing.type === 'session_reminder') tools = tools.filter((tool) => tool.configId !== existing.configId);
      else if (!existing.pendingRemoval)
        tools = replace(tools, { ...existing, pendingValue: null, pendingRemoval: true, effectiveAt: cooled() });
      return jsonResponse({ ok: true });
    },
  } satisfies FakeRoutes;
}

type KycDocument = EndpointResponse<'/user/kyc/documents/list'>['documents'][number];

/** An identity document: the front of an ID, a small PNG in review, unless overridden. */
export function fakeDocument(overrides: Partial<KycDocument> = {}): KycDocument {
  return {
    documentId: 'doc-1',
    kind: 'identity_front',
    contentType: 'image/png',
    size: 2048,
    status: 'pending',
    reason: null,
    uploadedAt: '2026-06-01T12:00:00.000Z',
    reviewedAt: null,
    ...overrides,
  };
}

export interface KycRoutesOptions {
  /** The player's documents, oldest first. */
  documents?: KycDocument[];
  /** The player's verification level (uploads need 2); 2 unless given. */
  kycLevel?: number;
}

/** What a file is by its first bytes, as the platform judges it (not by its name or declared type). */
function sniffContentType(bytes: Uint8Array): KycDocument['contentType'] | null {
  const starts = (...head: number[]) => head.every((byte, index) => bytes[index] === byte);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0x25, 0x50, 0x44, 0x46)) return 'application/pdf';
  return null;
}

/**
 * The player's identity documents, kept in memory: the list, and the upload (multipart/form-data,
 * the `kind` field then the `file` part) checked as the platform checks it: level 2 first, a known
 * kind, at most KYC_MAX_UPLOAD_BYTES, a JPEG, PNG or PDF by its content. A new document is in review.
 * An upload's call records the form's fields as its body (the file as its name, type and size).
 */
export function kycRoutes(options: KycRoutesOptions = {}) {
  const documents = [...(options.documents ?? [])];
  const kycLevel = options.kycLevel ?? PROFILE_LEVEL;
  const kinds: readonly string[] = ['identity_front', 'identity_back', 'selfie', 'proof_of_address'];
  let sequence = 0;
  return {
    [apiPath('/user/kyc/documents/list')]: () => jsonResponse({ documents, kycLevel }),
    [apiPath('/user/kyc/filestore/upload')]: async (call) => {
      if (!/^multipart\/form-data/.test(call.request.headers.get('content-type') ?? ''))
        return errorResponse(415, 'UNSUPPORTED_MEDIA_TYPE');
      if (kycLevel < PROFILE_LEVEL)
        return errorResponse(403, 'KYC_LEVEL_REQUIRED', { meta: { requiredLevel: PROFILE_LEVEL, currentLevel: kycLevel } });
      const form = await call.request.clone().formData();
      const kind = form.get('kind');
      const file = form.get('file');
      // The call keeps what the form carried (its fields in order, the file by name, type and size).
      call.body = Object.fromEntries(
        [...form.entries()].map(([name, value]) => [
          name,
          typeof value === 'string' ? value : { name: value.name, type: value.type, size: value.size },
        ]),
      );
      if (typeof kind !== 'string' || !kinds.includes(kind))
        return errorResponse(400, 'VALIDATION_FAILED', { meta: { issues: [{ path: 'kind', message: 'required' }] } });
      if (!file || typeof file === 'string')
        return errorResponse(400, 'VALIDATION_FAILED', { meta: { issues: [{ path: 'file', message: 'required' }] } });
      if (file.size > KYC_MAX_UPLOAD_BYTES) return errorResponse(413, 'PAYLOAD_TOO_LARGE');
      const contentType = sniffContentType(new Uint8Array(await file.arrayBuffer()));
      if (!contentType) return errorResponse(415, 'UNSUPPORTED_MEDIA_TYPE');
      sequence += 1;
      const document = fakeDocument({
        documentId: `doc-new-${sequence}`,
        kind: kind as KycDocument['kind'],
        contentType,
        size: file.size,
        uploadedAt: new Date().toISOString(),
      });
      documents.push(document);
      return jsonResponse({ document, kycLevel });
    },
  } satisfies FakeRoutes;
}

type VipSettings = EndpointResponse<'/user/vip/operator/settings/get'>;
type VipLevelEntry = VipSettings['levels'][number];
type VipRewardEntry = EndpointResponse<'/user/vip/reward/claimable/get'>['rewards'][number];
type VipQuote = EndpointResponse<'/user/vip/reward/claim'>;
type VipPaid = EndpointResponse<'/user/vip/reward/claim/confirm'>;
type DepositRewardEntry = EndpointResponse<'/wallet/deposit-reward/user-sequence'>['rewards'][number];

/** A ladder of four levels in US dollars: Bronze from 0, Silver from 1,000, Gold from 5,000, Platinum from 25,000. */
export const FAKE_VIP_LEVELS: VipLevelEntry[] = [
  { level: 0, name: 'Bronze', threshold: '0', benefits: { rakebackPercent: 1, levelUpBonus: '0', weeklyPercent: 0, monthlyPercent: 0 } },
  {
    level: 1,
    name: 'Silver',
    threshold: '1000',
    benefits: { rakebackPercent: 2, levelUpBonus: '10', weeklyPercent: 0.1, monthlyPercent: 0.05 },
  },
  {
    level: 2,
    name: 'Gold',
    threshold: '5000',
    benefits: { rakebackPercent: 5, levelUpBonus: '50', weeklyPercent: 0.2, monthlyPercent: 0.1 },
  },
  {
    level: 3,
    name: 'Platinum',
    threshold: '25000',
    benefits: { rakebackPercent: 8, levelUpBonus: '250', weeklyPercent: 0.25, monthlyPercent: 0.15 },
  },
];

/** A claimable reward: a weekly reward of 12 USD paid 70 % as cash, unless overridden. */
export function fakeVipReward(overrides: Partial<VipRewardEntry> = {}): VipRewardEntry {
  return {
    rewardId: 'reward-1',
    kind: 'weekly',
    currency: 'USD',
    amount: '12',
    baseAmount: '12',
    cashPercent: 70,
    level: 1,
    period: '2026-W05',
    createdAt: '2026-02-02T00:00:00.000Z',
    ...overrides,
  };
}

/** A deposit reward of the welcome ladder in USD: the first deposit matched 100 % up to 500, unless overridden. */
export function fakeDepositReward(overrides: Partial<DepositRewardEntry> = {}): DepositRewardEntry {
  return {
    sequence: 1,
    matchPercent: 100,
    maxBonus: '500',
    minDeposit: '20',
    currency: 'USD',
    wageringMultiplier: 30,
    claimed: false,
    ...overrides,
  };
}

/** A lot of 100 bonus money credited a day ago, 1,000 of its 3,000 wagered, expiring in 29 days, unless overridden. */
export function fakeBonusLot(overrides: Partial<BonusLotEntry> = {}): BonusLotEntry {
  return {
    lotId: 'lot-1',
    currency: 'USD',
    amount: '100',
    remaining: '100',
    wageringRequired: '3000',
    wagered: '1000',
    status: 'wagering',
    source: 'deposit-reward:1',
    creditedAt: new Date(Date.now() - 86_400_000).toISOString(),
    expiresAt: new Date(Date.now() + 29 * 86_400_000).toISOString(),
    ...overrides,
  };
}

export interface VipRoutesOptions {
  /** Everything the player has wagered, in US dollars (1,200 unless told): the level follows from the ladder. */
  wagered?: string;
  levels?: VipLevelEntry[];
  /** The slider's bounds and the rules of bonus money (30 to 100 % cash, 70 by default, 5× wagering, quotes valid 60 s). */
  settings?: Partial<Omit<VipSettings, 'levels'>>;
  rewards?: VipRewardEntry[];
  /** The player's USD balance and the wagering its bonus money asks for (100 cash, no bonus unless told). */
  balance?: Partial<BalanceDetails>;
  /**
   * The player's bonus lots (none unless told). When given, bonus money moves to cash only from the
   * completed ones, and a lot still wagering may be forfeited.
   */
  lots?: BonusLotEntry[];
  /** The deposit rewards (the welcome ladder of three, none claimed, unless told) and which one the next deposit earns. */
  depositRewards?: DepositRewardEntry[];
  nextSequence?: number | null;
}

/**
 * The Bonus tab's side of the platform, kept in memory: the VIP ladder and the player's level, the
 * claimable rewards with their cash share (within the slider's bounds), claim quotes and their
 * payment (a quote is paid once, whatever the Idempotency-Key; an expired one is refused), the
 * bonus balance with its wagering, the move of bonus money to cash once the wagering is met, and
 * the deposit rewards. Amounts in two decimals (US dollars).
 */
export function vipRoutes(options: VipRoutesOptions = {}) {
  const levels = options.levels ?? FAKE_VIP_LEVELS;
  const settings: VipSettings = {
    levels,
    baseCurrency: 'USD',
    minCashPercent: 30,
    maxCashPercent: 100,
    defaultCashPercent: 70,
    bonusWageringMultiplier: 5,
    bonusExpiryDays: 30,
    bonusContribution: { slots: 100, table: 10, live: 10, originals: 50, sports: 100 },
    bonusMaxStake: null,
    claimQuoteSeconds: 60,
    ...options.settings,
  };
  const rewards = [...(options.rewards ?? [])];
  const quotes = new Map<string, VipQuote>();
  const paid = new Map<string, VipPaid>();
  const transfers = new Map<string, Response>();
  const lots = options.lots?.map((lot) => ({ ...lot }));
  let balance: BalanceDetails = {
    currency: 'USD',
    cash: '100',
    operatorBonus: '0',
    withdrawable: '100',
    pendingWithdrawal: '0',
    wageringRequired: '0',
    wageringDone: '0',
    ...options.balance,
  };
  const depositRewards = options.depositRewards ?? [
    fakeDepositReward(),
    fakeDepositReward({ sequence: 2, matchPercent: 50, maxBonus: '300' }),
    fakeDepositReward({ sequence: 3, matchPercent: 25, maxBonus: '200', wageringMultiplier: 35 }),
  ];
  let sequence = 0;
  const minor = (amount: string) => toMinor(amount, 2);
  const decimal = (value: bigint) => fromMinor(value, 2);

  const levelAnswer = (): EndpointResponse<'/user/vip/level/get'> => {
    const wagered = minor(options.wagered ?? '1200');
    const reached = levels.filter((entry) => minor(entry.threshold) <= wagered);
    const level = reached[reached.length - 1] ?? levels[0]!;
    const nextLevel = levels.find((entry) => entry.level === level.level + 1) ?? null;
    const progress = wagered - minor(level.threshold);
    const span = nextLevel ? minor(nextLevel.threshold) - minor(level.threshold) : 0n;
    return {
      level,
      nextLevel,
      wagered: decimal(wagered),
      progress: decimal(progress),
      remaining: nextLevel ? decimal(minor(nextLevel.threshold) - wagered) : '0',
      progressPercent: nextLevel && span > 0n ? Number((progress * 10_000n) / span) / 100 : 100,
      baseCurrency: 'USD',
    };
  };
  const rewardOf = (rewardId: string) => rewards.find((reward) => reward.rewardId === rewardId);

  return {
    [apiPath('/user/vip/operator/settings/get')]: () => jsonResponse(settings),
    [apiPath('/user/vip/level/get')]: () => jsonResponse(levelAnswer()),
    [apiPath('/user/vip/reward/claimable/get')]: () => jsonResponse({ rewards }),
    [apiPath('/user/vip/reward/slider/update')]: (call) => {
      const body = call.body as BodyOf<'/user/vip/reward/slider/update'>;
      const reward = rewardOf(body.rewardId);
      if (!reward) return errorResponse(404, 'VIP_REWARD_NOT_FOUND', { meta: { rewardId: body.rewardId } });
      if (body.cashPercent < settings.minCashPercent || body.cashPercent > settings.maxCashPercent)
        return errorResponse(400, 'VIP_CASH_PERCENT_OUT_OF_BOUNDS', {
          meta: { minCashPercent: settings.minCashPercent, maxCashPercent: settings.maxCashPercent },
        });
      reward.cashPercent = body.cashPercent;
      return jsonResponse({ reward });
    },
    [apiPath('/user/vip/reward/claim')]: (call) => {
      const body = call.body as BodyOf<'/user/vip/reward/claim'>;
      const reward = rewardOf(body.rewardId);
      if (!reward) return errorResponse(409, 'VIP_REWARD_NOT_CLAIMABLE', { meta: { rewardId: body.rewardId } });
      sequence += 1;
      const amount = minor(reward.amount);
      const toCash = (amount * BigInt(reward.cashPercent)) / 100n;
      const toBonus = amount - toCash;
      const quote: VipQuote = {
        claimId: `claim-${sequence}`,
        reward: { ...reward },
        currency: reward.currency,
        amount: decimal(amount),
        toCash: decimal(toCash),
        toBonus: decimal(toBonus),
        wageringRequired: decimal(toBonus * BigInt(settings.bonusWageringMultiplier)),
        cashPercent: reward.cashPercent,
        expiresAt: new Date(Date.now() + settings.claimQuoteSeconds * 1000).toISOString(),
      };
      quotes.set(quote.claimId, quote);
      return jsonResponse(quote);
    },
    [apiPath('/user/vip/reward/claim/confirm')]: (call) => {
      if (!call.request.headers.get('idempotency-key')) return errorResponse(400, 'IDEMPOTENCY_KEY_MISSING');
      const body = call.body as BodyOf<'/user/vip/reward/claim/confirm'>;
      const earlier = paid.get(body.claimId);
      if (earlier) return jsonResponse(earlier);
      const quote = quotes.get(body.claimId);
      if (!quote) return errorResponse(404, 'VIP_CLAIM_NOT_FOUND', { meta: { claimId: body.claimId } });
      if (Date.parse(quote.expiresAt) < Date.now())
        return errorResponse(409, 'VIP_CLAIM_EXPIRED', { meta: { claimId: quote.claimId, expiredAt: quote.expiresAt } });
      const index = rewards.findIndex((reward) => reward.rewardId === quote.reward.rewardId);
      if (index === -1) return errorResponse(409, 'VIP_REWARD_NOT_CLAIMABLE', { meta: { rewardId: quote.reward.rewardId } });
      rewards.splice(index, 1);
      balance = {
        ...balance,
        cash: decimal(minor(balance.cash) + minor(quote.toCash)),
        withdrawable: decimal(minor(balance.withdrawable) + minor(quote.toCash)),
        operatorBonus: decimal(minor(balance.operatorBonus) + minor(quote.toBonus)),
        wageringRequired: decimal(minor(balance.wageringRequired) + minor(quote.wageringRequired)),
      };
      const answer: VipPaid = {
        claimId: quote.claimId,
        reward: quote.reward,
        status: 'claimed',
        currency: quote.currency,
        toCash: quote.toCash,
        toBonus: quote.toBonus,
        balance: { currency: balance.currency, cash: balance.cash, operatorBonus: balance.operatorBonus },
        claimedAt: new Date().toISOString(),
      };
      paid.set(quote.claimId, answer);
      return jsonResponse(answer);
    },
    [apiPath('/wallet/balance/details')]: () =>
      jsonResponse({
        balance,
        lots: (lots ?? []).filter((lot) => lot.status === 'wagering' || (lot.status === 'completed' && minor(lot.remaining) > 0n)),
      }),
    [apiPath('/wallet/bonus/forfeit')]: (call) => {
      const key = call.request.headers.get('idempotency-key');
      if (!key) return errorResponse(400, 'IDEMPOTENCY_KEY_MISSING');
      const earlier = transfers.get(key);
      if (earlier) return earlier.clone();
      const body = call.body as BodyOf<'/wallet/bonus/forfeit'>;
      const lot = lots?.find((entry) => entry.lotId === body.lotId);
      let response: Response;
      if (!lot) response = errorResponse(404, 'BONUS_LOT_NOT_FOUND');
      else if (lot.status !== 'wagering' && lot.status !== 'forfeited')
        response = errorResponse(409, 'BONUS_LOT_NOT_WAGERING', { meta: { lotId: lot.lotId, status: lot.status } });
      else {
        if (lot.status === 'wagering') {
          balance = {
            ...balance,
            operatorBonus: decimal(minor(balance.operatorBonus) - minor(lot.remaining)),
            wageringRequired: decimal(minor(balance.wageringRequired) - minor(lot.wageringRequired)),
            wageringDone: decimal(minor(balance.wageringDone) - minor(lot.wagered)),
          };
          lot.status = 'forfeited';
          lot.remaining = '0';
        }
        response = jsonResponse({
          lot: { ...lot },
          balance: { currency: balance.currency, cash: balance.cash, operatorBonus: balance.operatorBonus },
        });
      }
      transfers.set(key, response.clone());
      return response;
    },
    [apiPath('/wallet/bonus-transfer')]: (call) => {
      const key = call.request.headers.get('idempotency-key');
      if (!key) return errorResponse(400, 'IDEMPOTENCY_KEY_MISSING');
      const earlier = transfers.get(key);
      if (earlier) return earlier.clone();
      const body = call.body as BodyOf<'/wallet/bonus-transfer'>;
      const releasable = lots
        ? lots.filter((lot) => lot.status === 'completed').reduce((sum, lot) => sum + minor(lot.remaining), 0n)
        : minor(balance.wageringDone) < minor(balance.wageringRequired)
          ? 0n
          : minor(balance.operatorBonus);
      let response: Response;
      if (minor(body.amount) > releasable && minor(body.amount) <= minor(balance.operatorBonus)) {
        response = errorResponse(409, 'WAGERING_NOT_COMPLETE', {
          meta: {
            wageringRequired: balance.wageringRequired,
            wageringDone: balance.wageringDone,
            releasable: decimal(releasable),
            currency: balance.currency,
          },
        });
      } else if (minor(body.amount) > minor(balance.operatorBonus)) {
        response = errorResponse(409, 'INSUFFICIENT_FUNDS', { meta: { available: balance.operatorBonus, currency: balance.currency } });
      } else {
        balance = {
          ...balance,
          cash: decimal(minor(balance.cash) + minor(body.amount)),
          withdrawable: decimal(minor(balance.withdrawable) + minor(body.amount)),
          operatorBonus: decimal(minor(balance.operatorBonus) - minor(body.amount)),
        };
        let left = minor(body.amount);
        for (const lot of lots ?? []) {
          if (lot.status !== 'completed' || left <= 0n) continue;
          const taken = minor(lot.remaining) < left ? minor(lot.remaining) : left;
          lot.remaining = decimal(minor(lot.remaining) - taken);
          left -= taken;
        }
        sequence += 1;
        response = jsonResponse({
          balance: { currency: balance.currency, cash: balance.cash, operatorBonus: balance.operatorBonus },
          transactionId: `transfer-${sequence}`,
        });
      }
      transfers.set(key, response.clone());
      return response;
    },
    [apiPath('/wallet/deposit-reward/user-sequence')]: () =>
      jsonResponse({
        rewards: depositRewards,
        nextSequence:
          options.nextSequence !== undefined ? options.nextSequence : (depositRewards.find((reward) => !reward.claimed)?.sequence ?? null),
      }),
  } satisfies FakeRoutes;
}
