import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import {
  channelFeeMinor,
  paymentAddressResponseSchema,
  paymentChannelPageResponseSchema,
  toMinor,
  type PaymentChannel,
} from '@app/contract';
import { register, startServer, type SignedIn, type TestServer } from '../helpers.ts';

const VISIBLE = ['USD', 'EUR', 'BRL', 'INR', 'VND', 'TRY'];
const DECIMALS: Record<string, number> = { USD: 2, EUR: 2, BRL: 2, INR: 2, VND: 0, TRY: 2 };

describe('payment channels', () => {
  let server: TestServer;
  let player: SignedIn;
  before(async () => {
    server = await startServer();
    player = await register(server);
  });
  after(() => server.close());

  async function page(body: Record<string, unknown>, token = player.accessToken) {
    const answer = await server.post('/payment/channel/page', body, token);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return paymentChannelPageResponseSchema.parse(answer.body);
  }
  async function all(direction: 'deposit' | 'withdraw', extra: Record<string, unknown> = {}): Promise<PaymentChannel[]> {
    return (await page({ direction, pageSize: 100, ...extra })).list;
  }

  it('offers the provider and a card each way in every visible currency, and a bank transfer in BRL and INR', async () => {
    const deposit = await all('deposit');
    const withdraw = await all('withdraw');
    const kinds = (channels: PaymentChannel[], currency: string) =>
      channels
        .filter((channel) => channel.currency === currency)
        .map((channel) => channel.kind)
        .sort();
    for (const currency of VISIBLE) {
      const transfer = currency === 'BRL' || currency === 'INR' ? ['bank_transfer'] : [];
      assert.deepEqual(kinds(deposit, currency), ['bank_card', ...transfer, 'fiat'], `${currency} deposit`);
      assert.deepEqual(kinds(withdraw, currency), ['bank_card', 'fiat'], `${currency} withdraw`);
    }
    // GBP is hidden and JPY disabled: no channel of theirs is offered.
    assert.deepEqual([...new Set([...deposit, ...withdraw].map((channel) => channel.currency))].sort(), [...VISIBLE].sort());
    assert.ok(deposit.every((channel) => channel.direction === 'deposit') && withdraw.every((channel) => channel.direction === 'withdraw'));
    assert.equal((await page({ direction: 'deposit', currency: 'GBP' })).total, 0);
  });

  it('gives every channel limits, a fee below its minimum and quick amounts within its limits', async () => {
    for (const channel of [...(await all('deposit')), ...(await all('withdraw'))]) {
      const decimals = DECIMALS[channel.currency] ?? 2;
      const min = toMinor(channel.minAmount, decimals);
      const max = toMinor(channel.maxAmount, decimals);
      assert.ok(min > 0n && max > min, `${channel.channelId}: ${channel.minAmount}..${channel.maxAmount}`);
      assert.ok(channelFeeMinor(min, channel, decimals) < min, `${channel.channelId}: the fee eats the minimum`);
      assert.ok(channel.quickAmounts.length >= 3, `${channel.channelId} offers quick amounts`);
      for (const amount of channel.quickAmounts) {
        const minor = toMinor(amount, decimals);
        assert.ok(
          minor >= min && minor <= max,
          `${channel.channelId}: quick amount ${amount} out of ${channel.minAmount}..${channel.maxAmount}`,
        );
      }
      assert.deepEqual(
        channel.quickAmounts.map((amount) => toMinor(amount, decimals)),
        channel.quickAmounts.map((amount) => toMinor(amount, decimals)).sort((a, b) => (a < b ? -1 : 1)),
        'smallest first',
      );
    }
    const card = (await all('deposit', { currency: 'USD', kind: 'bank_card' }))[0];
    assert.deepEqual([card?.minAmount, card?.feePercent, card?.eta], ['10.00', '2.5', 'instant']);
    const vnd = (await all('deposit', { currency: 'VND', kind: 'fiat' }))[0];
    assert.equal(vnd?.minAmount, '100000', 'a currency without decimals shows none');
  });

  it('filters by currency, kind and direction, and pages through the rest', async () => {
    const brl = await all('deposit', { currency: 'BRL' });
    assert.deepEqual(
      brl.map((channel) => channel.kind),
      ['fiat', 'bank_card', 'bank_transfer'],
    );
    const cards = await all('withdraw', { kind: 'bank_card' });
    assert.equal(cards.length, VISIBLE.length);
    assert.ok(cards.every((channel) => channel.kind === 'bank_card' && channel.direction === 'withdraw'));
    assert.deepEqual(
      (await all('deposit', { kind: 'bank_transfer' })).map((channel) => channel.currency),
      ['BRL', 'INR'],
    );

    const everything = await all('deposit');
    const seen: string[] = [];
    for (let number = 1; ; number += 1) {
      const part = await page({ direction: 'deposit', page: number, pageSize: 4 });
      assert.equal(part.total, everything.length);
      assert.equal(part.page, number);
      if (part.list.length === 0) break;
      assert.ok(part.list.length <= 4);
      seen.push(...part.list.map((channel) => channel.channelId));
    }
    assert.deepEqual(
      seen,
      everything.map((channel) => channel.channelId),
    );
    assert.equal((await page({ direction: 'deposit' })).pageSize, 20, 'the default page size');
    assert.equal((await server.post('/payment/channel/page', { direction: 'deposit' })).status, 401);
    assert.equal((await server.post('/payment/channel/page', { direction: 'sideways' }, player.accessToken)).status, 400);
  });

  it('gets an available channel by id, and nothing for an unknown or hidden one', async () => {
    const [fiat] = await all('deposit', { currency: 'EUR', kind: 'fiat' });
    assert.ok(fiat);
    assert.deepEqual(await server.platform.channels.get(fiat.channelId), fiat);
    assert.equal(await server.platform.channels.get('nope'), undefined);
    assert.equal(await server.platform.channels.get('gbp-fiat-deposit'), undefined, 'GBP is hidden');
  });

  describe('deposit addresses', () => {
    async function address(who: SignedIn, currency: string, channelId: string) {
      return server.post('/payment/address/get', { currency, channelId }, who.accessToken);
    }

    it('are made on the first ask and the same on every later one, also when asked at once', async () => {
      const someone = await register(server, { currency: 'BRL' });
      const answers = await Promise.all(Array.from({ length: 5 }, () => address(someone, 'BRL', 'brl-bank-transfer-deposit')));
      const bodies = answers.map((answer) => {
        assert.equal(answer.status, 200, JSON.stringify(answer.body));
        return paymentAddressResponseSchema.parse(answer.body);
      });
      assert.equal(new Set(bodies.map((body) => body.address)).size, 1);
      const [pix] = bodies;
      assert.match(pix?.address ?? '', /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/, 'a PIX random key');
      assert.deepEqual(
        { ...pix, address: undefined },
        { address: undefined, memo: null, currency: 'BRL', channelId: 'brl-bank-transfer-deposit' },
      );
      const later = paymentAddressResponseSchema.parse((await address(someone, 'BRL', 'brl-bank-transfer-deposit')).body);
      assert.equal(later.address, pix?.address);
      const upi = paymentAddressResponseSchema.parse((await address(someone, 'INR', 'inr-bank-transfer-deposit')).body);
      assert.match(upi.address, /^luckyreef\.[a-z2-9]{10}@demopay$/, 'a UPI-style virtual address');
    });

    it('belong to one player, and the owner of an address is found from it', async () => {
      const first = await register(server);
      const second = await register(server);
      const a = paymentAddressResponseSchema.parse((await address(first, 'INR', 'inr-bank-transfer-deposit')).body);
      const b = paymentAddressResponseSchema.parse((await address(second, 'INR', 'inr-bank-transfer-deposit')).body);
      assert.notEqual(a.address, b.address);
      assert.deepEqual(await server.platform.channels.ownerOfAddress(a.address), {
        userId: first.user.userId,
        currency: 'INR',
        channelId: 'inr-bank-transfer-deposit',
      });
      assert.equal((await server.platform.channels.ownerOfAddress(` ${b.address.toUpperCase()} `))?.userId, second.user.userId);
      assert.equal(await server.platform.channels.ownerOfAddress('someone.else@demopay'), undefined);
    });

    it('carry a memo where the channel needs one', async () => {
      const { db } = server.platform.database;
      await sql`update payment_channels set memo_required = true where id = 'brl-bank-transfer-deposit'`.execute(db);
      try {
        const someone = await register(server);
        const first = paymentAddressResponseSchema.parse((await address(someone, 'BRL', 'brl-bank-transfer-deposit')).body);
        assert.match(first.memo ?? '', /^\d{8}$/);
        const again = paymentAddressResponseSchema.parse((await address(someone, 'BRL', 'brl-bank-transfer-deposit')).body);
        assert.deepEqual(again, first);
      } finally {
        await sql`update payment_channels set memo_required = false where id = 'brl-bank-transfer-deposit'`.execute(db);
      }
    });

    it('exist only for a bank transfer deposit channel of the currency asked', async () => {
      for (const [currency, channelId] of [
        ['USD', 'usd-fiat-deposit'],
        ['BRL', 'brl-bank-card-deposit'],
        ['USD', 'brl-bank-transfer-deposit'],
        ['BRL', 'no-such-channel'],
        ['GBP', 'gbp-fiat-deposit'],
      ] as const) {
        const answer = await address(player, currency, channelId);
        assert.deepEqual([answer.status, answer.body.reason], [400, 'CHANNEL_NOT_AVAILABLE'], `${currency} ${channelId}`);
      }
      assert.equal((await server.post('/payment/address/get', { currency: 'BRL', channelId: 'brl-bank-transfer-deposit' })).status, 401);
    });
  });
});
