import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import type { Transaction } from '@app/contract';
import {
  assertLedgerBalanced,
  balanceOf,
  moneyCall,
  openSocket,
  providerCallback,
  register,
  suiteServer,
  type SignedIn,
  operatorAdjust,
} from '../helpers.ts';

/** Deposits through the demo provider's page and signed callbacks, withdrawals with review, and the history. */
describe('payments', () => {
  const server = suiteServer();

  const money = async (path: string, player: SignedIn, body: unknown, key?: string) =>
    moneyCall<{ transaction: Transaction; redirectUrl: string }>(server, player, path, body, key);
  const balance = (player: SignedIn) => balanceOf(server, player);
  const transaction = async (player: SignedIn, transactionId: string) => {
    const answer = await server.post<{ list: Transaction[] }>('/payment/transaction/page', { transactionId }, player.accessToken);
    return answer.body.list[0];
  };
  const fund = async (player: SignedIn, amount: string) => {
    const answer = await operatorAdjust(server, { user: player.user.userId, currency: 'USD', amount });
    assert.equal(answer.status, 200);
  };
  const callback = (event: object, options: { secret?: string; at?: number; signature?: string } = {}) =>
    providerCallback(server, event, options);
  const startDeposit = async (player: SignedIn, amount = '100.00', channelId = 'usd-fiat-deposit') => {
    const started = await money('/payment/deposit/initiate', player, {
      channelId,
      currency: 'USD',
      amount,
      returnPath: '/deposit?currency=USD',
    });
    assert.equal(started.status, 200, JSON.stringify(started.body));
    const paymentId = /\/demopay\/pay\/(dp_[0-9a-f]+)$/.exec(started.body.redirectUrl)?.[1];
    assert.ok(paymentId, started.body.redirectUrl);
    return { transaction: started.body.transaction, paymentId, redirectUrl: started.body.redirectUrl };
  };
  const paidEvent = (
    deposit: { transaction: Transaction; paymentId: string },
    status: 'paid' | 'declined' = 'paid',
    amount = '100.00',
  ) => ({
    id: `evt_${deposit.paymentId}`,
    type: status === 'paid' ? 'payment.succeeded' : 'payment.declined',
    createdAt: new Date().toISOString(),
    data: { paymentId: deposit.paymentId, reference: deposit.transaction.transactionId, amount, currency: 'USD', status },
  });

  it('deposits through the provider page: the signed callback credits the cash once and tells the player live', async () => {
    const player = await register(server);
    const socket = await openSocket(server);
    socket.send(JSON.stringify({ m: 'user.auth', p: { token: player.accessToken } }));
    assert.equal(JSON.parse(await socket.next()).m, 'user.auth');

    const deposit = await startDeposit(player);
    assert.equal(deposit.transaction.status, 'pending');
    assert.equal(deposit.transaction.amount, '100.00');
    const page = await fetch(`${server.url}${deposit.redirectUrl}`);
    assert.equal(page.status, 200);
    const html = await page.text();
    assert.match(html, /100\.00 USD/);
    assert.match(html, /name="action" value="pay"/);

    const paid = await fetch(`${server.url}${deposit.redirectUrl}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
      redirect: 'manual',
    });
    assert.equal(paid.status, 303);
    assert.equal(paid.headers.get('location'), `/deposit?currency=USD&transactionId=${deposit.transaction.transactionId}`);

    // The provider settles a moment later and posts its signed callback by itself; the socket hears it.
    const heard: string[] = [];
    while (!heard.includes('payment.settle')) heard.push(JSON.parse(await socket.next()).m);
    assert.ok(heard.includes('wallet.balance.update'));
    assert.ok(heard.includes('payment.transaction.update'));
    const settled = await transaction(player, deposit.transaction.transactionId);
    assert.equal(settled?.status, 'success');
    assert.deepEqual(
      settled?.steps.map((step) => step.status),
      ['pending', 'success'],
    );
    assert.equal((await balance(player)).cash, '100.00');
    // The page now says it is done; a second answer on it changes nothing.
    const again = await fetch(`${server.url}${deposit.redirectUrl}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=decline',
      redirect: 'manual',
    });
    assert.equal(again.status, 303);
    await server.platform.demoPay.deliverDue();
    assert.equal((await transaction(player, deposit.transaction.transactionId))?.status, 'success');
    socket.socket.close();
    await assertLedgerBalanced(server);
  });

  it('settles once under duplicate, concurrent and reordered callbacks', async () => {
    const player = await register(server);
    const deposit = await startDeposit(player, '40.00');
    const event = paidEvent(deposit, 'paid', '40.00');
    const answers = await Promise.all(Array.from({ length: 8 }, () => callback(event)));
    assert.deepEqual(
      answers.map((answer) => answer.status),
      Array.from({ length: 8 }, () => 200),
    );
    assert.equal(answers.filter((answer) => answer.body.settled === true).length, 1);
    // A decline arriving after the payment settled changes nothing.
    assert.equal((await callback(paidEvent(deposit, 'declined', '40.00'))).body.settled, false);
    assert.equal((await balance(player)).cash, '40.00');
    assert.equal((await transaction(player, deposit.transaction.transactionId))?.status, 'success');
    await assertLedgerBalanced(server);
  });

  it('refuses forged and stale callbacks, and ignores one whose amount differs from the deposit', async () => {
    const player = await register(server);
    const deposit = await startDeposit(player, '25.00');
    const event = paidEvent(deposit, 'paid', '25.00');
    assert.equal((await callback(event, { secret: 'not-the-secret' })).status, 401);
    assert.equal((await callback(event, { signature: 'garbage' })).body.reason, 'PAYMENT_SIGNATURE_INVALID');
    assert.equal((await callback(event, { at: Math.floor(Date.now() / 1000) - 3600 })).status, 401);
    assert.equal((await callback({ ...event, data: { ...event.data, amount: '2500.00' } })).body.settled, false);
    assert.equal((await balance(player)).cash, '0.00');
    assert.equal((await transaction(player, deposit.transaction.transactionId))?.status, 'pending');
    // A declined payment fails the deposit and moves nothing.
    assert.equal((await callback(paidEvent(deposit, 'declined', '25.00'))).body.settled, true);
    const failed = await transaction(player, deposit.transaction.transactionId);
    assert.equal(failed?.status, 'failed');
    assert.equal((await balance(player)).cash, '0.00');
    await assertLedgerBalanced(server);
  });

  it('takes the card network fee out of a card deposit, and the house keeps it', async () => {
    const player = await register(server);
    const card = await server.post<{ bankCard: { bankCardId: string } }>(
      '/payment/bankcard/add',
      { cardNumber: '4242424242424242', expiryMonth: 12, expiryYear: new Date().getUTCFullYear() + 2, holderName: 'Ana Lima' },
      player.accessToken,
    );
    assert.equal(card.status, 200, JSON.stringify(card.body));
    const missing = await money('/payment/deposit/initiate', player, {
      channelId: 'usd-bank-card-deposit',
      currency: 'USD',
      amount: '100.00',
    });
    assert.equal(missing.body.reason, 'BANK_CARD_REQUIRED');
    const started = await money('/payment/deposit/initiate', player, {
      channelId: 'usd-bank-card-deposit',
      currency: 'USD',
      amount: '100.00',
      bankCardId: card.body.bankCard.bankCardId,
    });
    assert.equal(started.status, 200);
    assert.equal(started.body.transaction.fee, '2.50');
    assert.equal(started.body.transaction.bankCard?.last4, '4242');
    const paymentId = started.body.redirectUrl.split('/').at(-1)!;
    await callback(paidEvent({ transaction: started.body.transaction, paymentId }, 'paid', '100.00'));
    assert.equal((await balance(player)).cash, '97.50');
    await assertLedgerBalanced(server);
  });

  it('refuses amounts outside the channel, another direction’s channel, and a player below the verification level', async () => {
    const player = await register(server);
    const low = await money('/payment/deposit/initiate', player, { channelId: 'usd-fiat-deposit', currency: 'USD', amount: '5' });
    assert.equal(low.status, 400);
    assert.equal(low.body.reason, 'AMOUNT_BELOW_MINIMUM');
    assert.deepEqual(low.body.meta, { minAmount: '10.00', currency: 'USD' });
    const high = await money('/payment/deposit/initiate', player, { channelId: 'usd-fiat-deposit', currency: 'USD', amount: '5000.01' });
    assert.equal(high.body.reason, 'AMOUNT_ABOVE_MAXIMUM');
    const wrong = await money('/payment/deposit/initiate', player, { channelId: 'usd-fiat-withdraw', currency: 'USD', amount: '50' });
    assert.equal(wrong.body.reason, 'CHANNEL_NOT_AVAILABLE');

    await server.operator('/operator/account-settings/update', { paymentSettings: { minDepositKycLevel: 1, minWithdrawKycLevel: 2 } });
    try {
      const gated = await money('/payment/deposit/initiate', player, { channelId: 'usd-fiat-deposit', currency: 'USD', amount: '50' });
      assert.equal(gated.status, 403);
      assert.equal(gated.body.reason, 'KYC_LEVEL_REQUIRED');
      assert.deepEqual(gated.body.meta, { requiredLevel: 1, currentLevel: 0 });
      const withdraw = await money('/review/withdraw', player, { channelId: 'usd-fiat-withdraw', currency: 'USD', amount: '50' });
      assert.deepEqual(withdraw.body.meta, { requiredLevel: 2, currentLevel: 0 });
    } finally {
      await server.operator('/operator/account-settings/update', { paymentSettings: { minDepositKycLevel: 0, minWithdrawKycLevel: 0 } });
    }
    const listed = await server.post<{ total: number }>('/payment/transaction/page', {}, player.accessToken);
    assert.equal(listed.body.total, 0, 'nothing refused was recorded');
  });

  it('holds a withdrawal at once; the operator approves (paid out less the fee) or rejects (returned, with the reason)', async () => {
    const player = await register(server);
    await fund(player, '300.00');
    const first = await money('/review/withdraw', player, { channelId: 'usd-fiat-withdraw', currency: 'USD', amount: '100.00' });
    assert.equal(first.status, 200, JSON.stringify(first.body));
    assert.equal(first.body.transaction.status, 'reviewing');
    assert.equal(first.body.transaction.amount, '-100.00');
    assert.equal(first.body.transaction.fee, '1.00');
    assert.deepEqual(
      { cash: (await balance(player)).cash, pending: (await balance(player)).pendingWithdrawal },
      { cash: '200.00', pending: '100.00' },
    );
    const second = await money('/review/withdraw', player, { channelId: 'usd-fiat-withdraw', currency: 'USD', amount: '50.00' });
    const queue = await server.operator<{ withdrawals: Array<{ transactionId: string; userId: string }> }>(
      '/operator/withdrawals/list',
      {},
    );
    const mine = queue.body.withdrawals.filter((entry) => entry.userId === player.user.userId).map((entry) => entry.transactionId);
    assert.deepEqual(mine, [first.body.transaction.transactionId, second.body.transaction.transactionId]);

    const approved = await server.operator<{ transaction: Transaction }>('/operator/withdrawals/approve', {
      transactionId: first.body.transaction.transactionId,
    });
    assert.equal(approved.body.transaction.status, 'success');
    assert.deepEqual(
      approved.body.transaction.steps.map((step) => step.status),
      ['reviewing', 'approved', 'success'],
    );
    const rejected = await server.operator<{ transaction: Transaction }>('/operator/withdrawals/reject', {
      transactionId: second.body.transaction.transactionId,
      reason: 'The account name does not match',
    });
    assert.equal(rejected.body.transaction.status, 'rejected');
    assert.equal(rejected.body.transaction.steps.at(-1)?.note, 'The account name does not match');
    const twice = await server.operator('/operator/withdrawals/approve', { transactionId: second.body.transaction.transactionId });
    assert.equal(twice.status, 409);
    assert.equal(twice.body.reason, 'WITHDRAWAL_ALREADY_DECIDED');
    const after = await balance(player);
    assert.deepEqual({ cash: after.cash, pending: after.pendingWithdrawal }, { cash: '200.00', pending: '0.00' });

    const history = await server.post<{ list: Transaction[]; total: number }>(
      '/payment/transaction/page',
      { type: 'withdraw', pageSize: 1 },
      player.accessToken,
    );
    assert.equal(history.body.total, 2);
    assert.equal(history.body.list[0]?.transactionId, second.body.transaction.transactionId, 'newest first');
    await assertLedgerBalanced(server);
  });

  it('makes exactly 10 of 50 concurrent withdrawals against a balance that covers 10', async () => {
    const player = await register(server);
    await fund(player, '500.00');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        money('/review/withdraw', player, { channelId: 'usd-fiat-withdraw', currency: 'USD', amount: '50.00' }),
      ),
    );
    assert.equal(answers.filter((answer) => answer.status === 200).length, 10);
    assert.ok(answers.filter((answer) => answer.status !== 200).every((answer) => answer.body.reason === 'INSUFFICIENT_FUNDS'));
    const after = await balance(player);
    assert.deepEqual({ cash: after.cash, pending: after.pendingWithdrawal }, { cash: '0.00', pending: '500.00' });
    const listed = await server.post<{ total: number }>('/payment/transaction/page', { type: 'withdraw' }, player.accessToken);
    assert.equal(listed.body.total, 10, 'a refused withdrawal leaves no record');
    await assertLedgerBalanced(server);
  });

  it('answers a replayed withdrawal with the first answer, holding the amount once', async () => {
    const player = await register(server);
    await fund(player, '100.00');
    const key = randomUUID();
    const body = { channelId: 'usd-fiat-withdraw', currency: 'USD', amount: '30.00' };
    const [a, b] = await Promise.all([money('/review/withdraw', player, body, key), money('/review/withdraw', player, body, key)]);
    assert.equal(a.body.transaction.transactionId, b.body.transaction.transactionId);
    const conflict = await money('/review/withdraw', player, { ...body, amount: '31.00' }, key);
    assert.equal(conflict.body.reason, 'IDEMPOTENCY_KEY_REUSED');
    assert.equal((await balance(player)).pendingWithdrawal, '30.00');
    await assertLedgerBalanced(server);
  });

  it('shows a player only their own transactions', async () => {
    const owner = await register(server);
    const other = await register(server);
    const deposit = await startDeposit(owner, '15.00');
    const seen = await server.post<{ list: Transaction[]; total: number }>(
      '/payment/transaction/page',
      { transactionId: deposit.transaction.transactionId },
      other.accessToken,
    );
    assert.equal(seen.body.total, 0);
  });
});
