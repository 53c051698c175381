// The wallet's side of the fake platform: payment channels, bank cards, transactions, deposits and
// withdrawals, answered as the platform answers them and kept in memory.
import { fromMinor, toMinor, type EndpointPath, type EndpointRequest, type EndpointResponse } from '@app/contract';
import {
  apiPath,
  bonusForfeitRoute,
  errorResponse,
  fakeBalanceDetails,
  idempotentAnswers,
  jsonResponse,
  openBonusLots,
  type BalanceDetails,
  type BonusLotEntry,
  type FakeRoutes,
} from '@app/api/testing';

type PaymentChannel = EndpointResponse<'/payment/channel/page'>['list'][number];
type BankCard = EndpointResponse<'/payment/bankcard/list'>['bankCards'][number];
type Transaction = EndpointResponse<'/payment/transaction/page'>['list'][number];
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

/** A card withdrawal of 60 USD (1 USD fee) in review, asked for on 2 March 2026 at 09:00 UTC. */
export function fakeCardWithdrawal(overrides: Partial<Transaction> = {}): Transaction {
  return fakeTransaction({
    transactionId: 'tx-w',
    type: 'withdraw',
    amount: '-60',
    fee: '1',
    status: 'reviewing',
    channelName: 'Card payout',
    bankCard: { brand: 'visa', last4: '4242' },
    createdAt: '2026-03-02T09:00:00.000Z',
    ...overrides,
  });
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
  const idempotent = idempotentAnswers();
  let sequence = 0;

  const balanceOf = (currency: string): BalanceDetails => fakeBalanceDetails({ currency, ...details.get(currency) });
  const minor = (amount: string) => toMinor(amount, 8);
  const decimal = (value: bigint) => fromMinor(value, 8).replace(/\.?0+$/, '');
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
      const lots = openBonusLots(bonusLots.filter((lot) => lot.currency === body.currency));
      return jsonResponse({ balance: balanceOf(body.currency), lots });
    },
    [apiPath('/wallet/bonus/forfeit')]: bonusForfeitRoute(bonusLots, {
      forfeit: (lot) => {
        const balance = balanceOf(lot.currency);
        details.set(lot.currency, { ...balance, operatorBonus: decimal(minor(balance.operatorBonus) - minor(lot.remaining)) || '0' });
      },
      balanceAfter: (lot) => balanceOf(lot.currency),
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
