import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { paymentChannelPageResponseSchema, type OperatorAuditEntry, type OperatorPaymentChannel, type PaymentChannel } from '@app/contract';
import { runCommand, type OperatorCall } from '../../src/cli.ts';
import { moneyCall, serverWithPlayer, type SignedIn, type TestServer } from '../helpers.ts';
import { createMember, postOperator, signIn } from '../support/staff.ts';

type ErrorBody = { reason?: string; meta?: { issues?: Array<{ path: string; message: string }>; minAmount?: string; maxAmount?: string } };
type Listed = { channels: OperatorPaymentChannel[] };
type Changed = { channel: OperatorPaymentChannel } & ErrorBody;

describe("the operator's payment channels", () => {
  let server: TestServer;
  let player: SignedIn;
  serverWithPlayer('500.00', (started) => ({ server, player } = started));

  const list = async () => {
    const answer = await server.operator<Listed>('/operator/payment-channels/list', {});
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return answer.body.channels;
  };
  const channel = async (id: string) => {
    const found = (await list()).find((entry) => entry.channelId === id);
    assert.ok(found, id);
    return found;
  };
  const set = (body: object) => server.operator<Changed>('/operator/payment-channels/set', body);
  const changed = async (body: object) => {
    const answer = await set(body);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return answer.body.channel;
  };
  /** The channels the player is offered, as the wallet asks for them. */
  const offered = async (direction: 'deposit' | 'withdraw', currency = 'USD'): Promise<PaymentChannel[]> => {
    const answer = await server.post('/payment/channel/page', { direction, currency, pageSize: 100 }, player.accessToken);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return paymentChannelPageResponseSchema.parse(answer.body).list;
  };
  const depositStart = (amount: string, channelId = 'usd-fiat-deposit') =>
    moneyCall<ErrorBody>(server, player, '/payment/deposit/initiate', { channelId, currency: 'USD', amount });
  const withdraw = (amount: string) =>
    moneyCall<ErrorBody>(server, player, '/review/withdraw', { channelId: 'usd-fiat-withdraw', currency: 'USD', amount });

  it('lists every channel: both directions, every currency (hidden and disabled ones too), numbered in the operator’s order', async () => {
    const channels = await list();
    const currencies = new Set(channels.map((entry) => entry.currency));
    for (const code of ['USD', 'EUR', 'GBP', 'BRL', 'INR', 'VND', 'TRY', 'JPY']) assert.ok(currencies.has(code), code);
    assert.deepEqual(new Set(channels.map((entry) => entry.direction)), new Set(['deposit', 'withdraw']));
    const usdDeposits = channels.filter((entry) => entry.currency === 'USD' && entry.direction === 'deposit');
    assert.deepEqual(
      usdDeposits.map((entry) => [entry.channelId, entry.position]),
      [
        ['usd-fiat-deposit', 1],
        ['usd-bank-card-deposit', 2],
      ],
    );
    assert.deepEqual(
      { ...usdDeposits[0], feePercent: undefined },
      {
        channelId: 'usd-fiat-deposit',
        name: 'Demo Pay',
        kind: 'fiat',
        direction: 'deposit',
        currency: 'USD',
        decimals: 2,
        enabled: true,
        minAmount: '10.00',
        maxAmount: '5000.00',
        feePercent: undefined,
        feeFixed: '0.00',
        eta: 'instant',
        position: 1,
      },
    );
    assert.equal(channels.find((entry) => entry.channelId === 'vnd-fiat-deposit')?.minAmount, '100000', 'VND has no decimals');
    // Every group is numbered 1, 2, ... with no gap.
    const groups = new Map<string, OperatorPaymentChannel[]>();
    for (const entry of channels) {
      const group = `${entry.currency} ${entry.direction}`;
      groups.set(group, [...(groups.get(group) ?? []), entry]);
    }
    for (const [group, members] of groups) {
      assert.deepEqual(
        members.map((entry) => entry.position),
        members.map((_, index) => index + 1),
        group,
      );
    }
  });

  it('is read with settings.read and changed with settings.manage: a finance member reads, a support member neither', async () => {
    const finance = await signIn(server, await createMember(server, 'finance'));
    const support = await signIn(server, await createMember(server, 'support'));
    const body = { channelId: 'usd-fiat-deposit', currency: 'USD', enabled: false };

    const read = await postOperator<Listed>(server, '/operator/payment-channels/list', {}, finance.token);
    assert.equal(read.status, 200, JSON.stringify(read.body));
    assert.ok(read.body.channels.length > 0);
    const refused = await postOperator<ErrorBody>(server, '/operator/payment-channels/set', body, finance.token);
    assert.deepEqual([refused.status, refused.body.reason], [403, 'OPERATOR_FORBIDDEN']);

    for (const [path, sent] of [
      ['/operator/payment-channels/list', {}],
      ['/operator/payment-channels/set', body],
    ] as const) {
      const answer = await postOperator<ErrorBody>(server, path, sent, support.token);
      assert.deepEqual([answer.status, answer.body.reason], [403, 'OPERATOR_FORBIDDEN'], path);
    }
    const anonymous = await postOperator<ErrorBody>(server, '/operator/payment-channels/set', body);
    assert.equal(anonymous.status, 401);
    assert.equal((await channel('usd-fiat-deposit')).enabled, true, 'nothing changed');
  });

  it('refuses an unknown channel or currency, a bad amount, more decimals than the currency, min above max and a position out of range', async () => {
    const before = await list();
    const refusals: Array<[object, string]> = [
      [{ channelId: 'no-such-channel', currency: 'USD', enabled: false }, 'channelId'],
      [{ channelId: 'usd-fiat-deposit', currency: 'XYZ', enabled: false }, 'currency'],
      [{ channelId: 'usd-fiat-deposit', currency: 'EUR', minAmount: '5' }, 'currency'],
      [{ channelId: 'usd-fiat-deposit', currency: 'USD', minAmount: 'ten' }, 'minAmount'],
      [{ channelId: 'usd-fiat-deposit', currency: 'USD', minAmount: '-5' }, 'minAmount'],
      [{ channelId: 'usd-fiat-deposit', currency: 'USD', maxAmount: '0' }, 'maxAmount'],
      [{ channelId: 'usd-fiat-deposit', currency: 'USD', minAmount: '10.001' }, 'minAmount'],
      [{ channelId: 'vnd-fiat-deposit', currency: 'VND', maxAmount: '250000.5' }, 'maxAmount'],
      [{ channelId: 'usd-fiat-deposit', currency: 'USD', minAmount: '6000' }, 'minAmount'],
      [{ channelId: 'usd-fiat-deposit', currency: 'USD', maxAmount: '5' }, 'maxAmount'],
      [{ channelId: 'usd-fiat-deposit', currency: 'USD', minAmount: '300', maxAmount: '200' }, 'minAmount'],
      [{ channelId: 'usd-fiat-deposit', currency: 'USD', position: 3 }, 'position'],
      [{ channelId: 'usd-fiat-deposit', currency: 'USD', position: 0 }, 'position'],
      [{ channelId: 'usd-fiat-deposit', currency: 'USD', enabled: 'no' }, 'enabled'],
      [{ channelId: 'usd-fiat-deposit', currency: 'USD', feePercent: '0' }, ''],
    ];
    for (const [body, path] of refusals) {
      const answer = await set(body);
      assert.deepEqual([answer.status, answer.body.reason], [400, 'VALIDATION_FAILED'], JSON.stringify(body));
      const issues = answer.body.meta?.issues ?? [];
      assert.ok(issues.length > 0 && issues.every((issue) => issue.message), JSON.stringify(answer.body));
      assert.equal(issues[0]?.path, path, JSON.stringify(answer.body));
    }
    assert.deepEqual(await list(), before, 'nothing changed');
  });

  it('records who changed a channel, what it was before and after', async () => {
    const owner = await signIn(server, await createMember(server, 'owner'));
    const answer = await postOperator<Changed>(
      server,
      '/operator/payment-channels/set',
      { channelId: 'eur-bank-card-withdraw', currency: 'EUR', maxAmount: '2000', enabled: false },
      owner.token,
    );
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.deepEqual([answer.body.channel.maxAmount, answer.body.channel.enabled], ['2000.00', false]);
    const search = await server.operator<{ entries: OperatorAuditEntry[] }>('/operator/audit/search', {
      action: 'payment-channels/set',
      target: 'payment-channel:eur-bank-card-withdraw',
    });
    const [entry] = search.body.entries;
    assert.ok(entry, JSON.stringify(search.body));
    const { staffId, email, role } = owner.member;
    assert.deepEqual(entry.actor, { kind: 'staff', staffId, email, role });
    const before = entry.before as OperatorPaymentChannel;
    const after = entry.after as OperatorPaymentChannel;
    assert.deepEqual([before.maxAmount, before.enabled], ['2500.00', true]);
    assert.deepEqual([after.maxAmount, after.enabled], ['2000.00', false]);
    assert.deepEqual(after, await channel('eur-bank-card-withdraw'));
    await changed({ channelId: 'eur-bank-card-withdraw', currency: 'EUR', maxAmount: '2500', enabled: true });
  });

  it('takes a disabled channel out of the player’s choices at once and refuses a deposit on it; enabled again, it is back', async () => {
    assert.ok((await offered('deposit')).some((entry) => entry.channelId === 'usd-bank-card-deposit'));
    const off = await changed({ channelId: 'usd-bank-card-deposit', currency: 'USD', enabled: false });
    assert.equal(off.enabled, false);
    assert.deepEqual(
      (await offered('deposit')).map((entry) => entry.channelId),
      ['usd-fiat-deposit'],
    );
    const listed = await channel('usd-bank-card-deposit');
    assert.equal(listed.enabled, false, 'the operator still sees it');
    const refused = await depositStart('50', 'usd-bank-card-deposit');
    assert.deepEqual([refused.status, refused.body.reason], [400, 'CHANNEL_NOT_AVAILABLE']);

    await changed({ channelId: 'usd-bank-card-deposit', currency: 'USD', enabled: true });
    assert.deepEqual(
      (await offered('deposit')).map((entry) => entry.channelId),
      ['usd-fiat-deposit', 'usd-bank-card-deposit'],
    );
  });

  it('enforces changed limits on the player’s next deposit and withdrawal, and offers them', async () => {
    await changed({ channelId: 'usd-fiat-deposit', currency: 'USD', minAmount: '30', maxAmount: '40.50' });
    const shown = (await offered('deposit')).find((entry) => entry.channelId === 'usd-fiat-deposit');
    assert.deepEqual([shown?.minAmount, shown?.maxAmount], ['30.00', '40.50']);
    assert.ok(shown?.quickAmounts.every((amount) => Number(amount) >= 30 && Number(amount) <= 40.5));

    const below = await depositStart('20');
    assert.deepEqual([below.status, below.body.reason, below.body.meta?.minAmount], [400, 'AMOUNT_BELOW_MINIMUM', '30.00']);
    const above = await depositStart('41');
    assert.deepEqual([above.status, above.body.reason, above.body.meta?.maxAmount], [400, 'AMOUNT_ABOVE_MAXIMUM', '40.50']);
    const within = await depositStart('35');
    assert.equal(within.status, 200, JSON.stringify(within.body));

    await changed({ channelId: 'usd-fiat-withdraw', currency: 'USD', maxAmount: '25' });
    const tooMuch = await withdraw('30');
    assert.deepEqual([tooMuch.status, tooMuch.body.reason, tooMuch.body.meta?.maxAmount], [400, 'AMOUNT_ABOVE_MAXIMUM', '25.00']);
    const allowed = await withdraw('25');
    assert.equal(allowed.status, 200, JSON.stringify(allowed.body));

    await changed({ channelId: 'usd-fiat-deposit', currency: 'USD', minAmount: '10', maxAmount: '5000' });
    await changed({ channelId: 'usd-fiat-withdraw', currency: 'USD', maxAmount: '5000' });
    assert.equal((await depositStart('20')).status, 200);
  });

  it('moves a channel among those of its currency and direction, and the player’s list follows', async () => {
    const othersBefore = (await list()).filter((entry) => !(entry.currency === 'BRL' && entry.direction === 'deposit'));
    const moved = await changed({ channelId: 'brl-bank-transfer-deposit', currency: 'BRL', position: 1 });
    assert.equal(moved.position, 1);
    const brl = (await list()).filter((entry) => entry.currency === 'BRL' && entry.direction === 'deposit');
    assert.deepEqual(
      brl.map((entry) => [entry.channelId, entry.position]),
      [
        ['brl-bank-transfer-deposit', 1],
        ['brl-fiat-deposit', 2],
        ['brl-bank-card-deposit', 3],
      ],
    );
    assert.deepEqual(
      (await offered('deposit', 'BRL')).map((entry) => entry.channelId),
      ['brl-bank-transfer-deposit', 'brl-fiat-deposit', 'brl-bank-card-deposit'],
    );
    // The channels of every other currency and direction keep their order, here and in the player's list of all.
    assert.deepEqual(
      (await list()).filter((entry) => !(entry.currency === 'BRL' && entry.direction === 'deposit')),
      othersBefore,
    );
    const all = (await server.post('/payment/channel/page', { direction: 'deposit', pageSize: 100 }, player.accessToken)).body;
    const ids = paymentChannelPageResponseSchema.parse(all).list.map((entry) => entry.channelId);
    assert.ok(ids.indexOf('usd-bank-card-deposit') < ids.indexOf('brl-bank-transfer-deposit'), 'USD still before BRL');
    assert.ok(ids.indexOf('brl-bank-card-deposit') < ids.indexOf('inr-fiat-deposit'), 'BRL still before INR');

    await changed({ channelId: 'brl-bank-card-deposit', currency: 'BRL', position: 2 });
    assert.deepEqual(
      (await offered('deposit', 'BRL')).map((entry) => entry.channelId),
      ['brl-bank-transfer-deposit', 'brl-bank-card-deposit', 'brl-fiat-deposit'],
    );
    await changed({ channelId: 'brl-bank-transfer-deposit', currency: 'BRL', position: 3 });
    await changed({ channelId: 'brl-fiat-deposit', currency: 'BRL', position: 1 });
    assert.deepEqual(
      (await offered('deposit', 'BRL')).map((entry) => entry.channelId),
      ['brl-fiat-deposit', 'brl-bank-card-deposit', 'brl-bank-transfer-deposit'],
    );
  });

  it('is driven from the operator CLI: payments channels, payments channel set', async () => {
    const calls: Array<[string, unknown]> = [];
    const record = (async (path: string, body: unknown) => {
      calls.push([path, body]);
      return {};
    }) as OperatorCall;
    await runCommand(['payments', 'channels'], record);
    await runCommand(['payments', 'channel', 'set', 'usd-fiat-deposit', 'usd', '--disable'], record);
    await runCommand(['payments', 'channel', 'set', 'usd-fiat-deposit', 'USD', '--enable', '--min', '15', '--max', '900.50'], record);
    await runCommand(['payments', 'channel', 'set', 'usd-bank-card-deposit', 'USD', '--position', '1'], record);
    assert.deepEqual(calls, [
      ['/operator/payment-channels/list', {}],
      ['/operator/payment-channels/set', { channelId: 'usd-fiat-deposit', currency: 'USD', enabled: false }],
      [
        '/operator/payment-channels/set',
        { channelId: 'usd-fiat-deposit', currency: 'USD', enabled: true, minAmount: '15', maxAmount: '900.50' },
      ],
      ['/operator/payment-channels/set', { channelId: 'usd-bank-card-deposit', currency: 'USD', position: 1 }],
    ]);
    await assert.rejects(runCommand(['payments', 'channel', 'set', 'usd-fiat-deposit'], record), /needs <channelId> <CURRENCY>/);
    await assert.rejects(runCommand(['payments', 'channel', 'set', 'usd-fiat-deposit', 'USD'], record), /needs <channelId> <CURRENCY>/);
    await assert.rejects(
      runCommand(['payments', 'channel', 'set', 'usd-fiat-deposit', 'USD', '--enable', '--disable'], record),
      /not both/,
    );
    await assert.rejects(runCommand(['payments', 'channel', 'set', 'usd-fiat-deposit', 'USD', '--position', 'x'], record), /whole number/);

    // Against the server: the same calls through the operator API.
    const live = (async (path: string, body: unknown) => (await server.operator(path, body)).body) as OperatorCall;
    const shown = (await runCommand(['payments', 'channel', 'set', 'try-fiat-withdraw', 'TRY', '--min', '300'], live)) as Changed;
    assert.equal(shown.channel.minAmount, '300.00');
    const listed = (await runCommand(['payments', 'channels'], live)) as Listed;
    assert.equal(listed.channels.find((entry) => entry.channelId === 'try-fiat-withdraw')?.minAmount, '300.00');
    await runCommand(['payments', 'channel', 'set', 'try-fiat-withdraw', 'TRY', '--min', '250'], live);
  });
});
