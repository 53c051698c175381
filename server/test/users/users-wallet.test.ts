import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  accountSettingsResponseSchema,
  balancesResponseSchema,
  currenciesResponseSchema,
  exchangeRatesResponseSchema,
  userInfoResponseSchema,
  visibleCurrencies,
} from '@app/contract';
import { DEMO_PLAYER } from '../../src/auth/index.ts';
import { register, startServer, type SignedIn, type TestServer } from '../helpers.ts';

describe('user info, profile and account', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  it('answers /user/get with { userInfo } for the token holder only', async () => {
    const player = await register(server);
    const other = await register(server);
    const own = await server.post('/user/get', { userId: player.user.userId }, player.accessToken);
    assert.equal(own.status, 200);
    const { userInfo } = userInfoResponseSchema.parse(own.body);
    assert.equal(userInfo.userId, player.user.userId);
    assert.equal(userInfo.email, player.user.email);
    assert.equal(userInfo.passwordExpiresAt, null);
    const foreign = await server.post('/user/get', { userId: other.user.userId }, player.accessToken);
    assert.equal(foreign.status, 403);
    assert.equal(foreign.body.reason, 'FORBIDDEN');
  });

  it('updates the profile with /user/update', async () => {
    const player = await register(server);
    const answer = await server.post(
      '/user/update',
      { nickname: 'Reef Runner', country: 'BR', birthDate: '1990-04-01', language: 'pt' },
      player.accessToken,
    );
    assert.equal(answer.status, 200);
    const { userInfo } = userInfoResponseSchema.parse(answer.body);
    assert.equal(userInfo.nickname, 'Reef Runner');
    assert.equal(userInfo.country, 'BR');
    assert.equal(userInfo.birthDate, '1990-04-01');
    assert.equal(userInfo.language, 'pt');
    const bad = await server.post('/user/update', { birthDate: '1990-13-45' }, player.accessToken);
    assert.equal(bad.body.reason, 'VALIDATION_FAILED');
    const unknownField = await server.post('/user/update', { email: 'x@example.com' }, player.accessToken);
    assert.equal(unknownField.status, 400);
  });

  it('changes the currency and the password with /user/account/update', async () => {
    const player = await register(server);
    const currency = await server.post('/user/account/update', { currency: 'BRL' }, player.accessToken);
    assert.equal(userInfoResponseSchema.parse(currency.body).userInfo.currency, 'BRL');
    assert.equal(
      (await server.post('/user/account/update', { currency: 'GBP' }, player.accessToken)).body.reason,
      'CURRENCY_NOT_AVAILABLE',
    );
    assert.equal((await server.post('/user/account/update', { newPassword: 'next12345' }, player.accessToken)).status, 400);

    const other = await server.post<SignedIn>('/user/auth/login', { email: player.user.email, password: player.password });
    const changed = await server.post(
      '/user/account/update',
      { currentPassword: player.password, newPassword: 'next12345' },
      player.accessToken,
    );
    assert.equal(changed.status, 200);
    // This session goes on; the player's other sessions end.
    assert.equal((await server.post('/user/get', {}, player.accessToken)).status, 200);
    assert.equal((await server.post('/user/get', {}, other.body.accessToken)).body.reason, 'SESSION_REVOKED');
    assert.equal((await server.post('/user/auth/login', { email: player.user.email, password: 'next12345' })).status, 200);
  });
});

describe('wallet and configuration calls', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  it('seeds a demo player with a balance in every currency', async () => {
    const login = await server.post<SignedIn>('/user/auth/login', { email: DEMO_PLAYER.email, password: DEMO_PLAYER.password });
    assert.equal(login.status, 200);
    const answer = await server.post('/wallet/balances/list', { userId: login.body.user.userId }, login.body.accessToken);
    const { balances } = balancesResponseSchema.parse(answer.body);
    const byCurrency = new Map(balances.map((b) => [b.currency, b]));
    for (const code of ['USD', 'EUR', 'BRL', 'INR', 'VND', 'TRY']) assert.ok(byCurrency.has(code), code);
    assert.deepEqual(byCurrency.get('USD'), { currency: 'USD', cash: '1000.00', operatorBonus: '50.00' });
    assert.equal(byCurrency.get('VND')?.cash, '2500000');
  });

  it('lists balances { currency, cash, operatorBonus } of the token holder only', async () => {
    const player = await register(server);
    const other = await register(server);
    const own = await server.post('/wallet/balances/list', { userId: player.user.userId }, player.accessToken);
    assert.equal(own.status, 200);
    assert.ok(balancesResponseSchema.parse(own.body).balances.every((b) => b.cash.match(/^0(\.0+)?$/)));
    assert.equal((await server.post('/wallet/balances/list', { userId: other.user.userId }, player.accessToken)).status, 403);
    assert.equal((await server.post('/wallet/balances/list', { userId: player.user.userId })).status, 401);
  });

  it('lists currencies with aggregatedEnabled/aggregatedHidden; one hidden, one disabled', async () => {
    const all = currenciesResponseSchema.parse((await server.post('/wallet/currencies/get', { aggregated: true })).body).currencies;
    const codes = all.map((c) => c.currency);
    for (const code of ['USD', 'EUR', 'BRL', 'INR', 'VND', 'TRY']) assert.ok(codes.includes(code));
    assert.ok(all.some((c) => c.aggregatedEnabled && c.aggregatedHidden));
    assert.ok(all.some((c) => !c.aggregatedEnabled));
    const visible = currenciesResponseSchema.parse((await server.post('/wallet/currencies/get', {})).body).currencies;
    assert.deepEqual(visible, visibleCurrencies(all));
    assert.ok(visible.length < all.length);
  });

  it('answers exchange rates against USD under { exchangeRates }, as decimal strings', async () => {
    const answer = await server.post('/wallet/exchange-rates/base-currency', { currencies: ['EUR', 'VND', 'USD'], baseCurrency: 'USD' });
    const body = exchangeRatesResponseSchema.parse(answer.body);
    assert.deepEqual(body.exchangeRates, { EUR: '0.92', VND: '25400', USD: '1' });
    assert.equal(
      (await server.post('/wallet/exchange-rates/base-currency', { currencies: ['EUR'], baseCurrency: 'EUR' })).body.reason,
      'CURRENCY_NOT_AVAILABLE',
    );

    const set = await server.operator('/operator/exchange-rates/set', { rates: { EUR: '0.935' } });
    assert.equal(set.status, 200);
    const after = exchangeRatesResponseSchema.parse(
      (await server.post('/wallet/exchange-rates/base-currency', { currencies: ['EUR'], baseCurrency: 'USD' })).body,
    );
    assert.equal(after.exchangeRates.EUR, '0.935');
    assert.equal((await server.operator('/operator/exchange-rates/set', { rates: { XYZ: '1.5' } })).status, 400);
    assert.equal((await server.operator('/operator/exchange-rates/set', { rates: { EUR: '0' } })).status, 400);
  });

  it('answers account settings with the spec defaults, and operator changes', async () => {
    const { accountSettings } = accountSettingsResponseSchema.parse((await server.post('/user/operator/account-settings/get', {})).body);
    assert.deepEqual(accountSettings.passwordSettings, {
      minCharacters: 8,
      minUppercaseCharacters: 0,
      minLowercaseCharacters: 1,
      minSpecialCharacters: 0,
      minDigits: 1,
    });
    assert.deepEqual(accountSettings.securitySettings, { maxPasswordRetries: 0, passwordExpiryDays: 0, passwordHistoryLimits: 0 });
    assert.deepEqual(accountSettings.gameSettings, { noGameWithoutDeposit: true, minGameKycLevel: 0 });
    assert.deepEqual(accountSettings.paymentSettings, { minDepositKycLevel: 0, minWithdrawKycLevel: 0 });
    await server.operator('/operator/account-settings/update', { paymentSettings: { minWithdrawKycLevel: 2 } });
    const after = accountSettingsResponseSchema.parse((await server.post('/user/operator/account-settings/get', {})).body);
    assert.equal(after.accountSettings.paymentSettings.minWithdrawKycLevel, 2);
    assert.equal(after.accountSettings.paymentSettings.minDepositKycLevel, 0);
  });

  it('moves money through a balanced ledger and never below zero', async () => {
    const player = await register(server);
    const credit = await server.operator<{ afterCash: string }>('/operator/wallet/adjust', {
      user: player.user.email,
      currency: 'USD',
      amount: '25.50',
    });
    assert.equal(credit.body.afterCash, '25.50');
    const debit = await server.operator<{ afterCash: string }>('/operator/wallet/adjust', {
      user: player.user.userId,
      currency: 'USD',
      amount: '-5.25',
    });
    assert.equal(debit.body.afterCash, '20.25');
    const overdraw = await server.operator('/operator/wallet/adjust', { user: player.user.userId, currency: 'USD', amount: '-20.26' });
    assert.equal(overdraw.status, 409);
    assert.equal(overdraw.body.reason, 'INSUFFICIENT_FUNDS');
    const tooPrecise = await server.operator('/operator/wallet/adjust', { user: player.user.userId, currency: 'VND', amount: '1.5' });
    assert.equal(tooPrecise.status, 400);
    const { db } = server.platform.database;
    const sums = await db
      .selectFrom('ledger_entries')
      .select(['transfer_id', (eb) => eb.fn.sum<number>('amount').as('total')])
      .groupBy('transfer_id')
      .execute();
    assert.ok(sums.length > 0);
    assert.ok(
      sums.every((row) => Number(row.total) === 0),
      'every transaction balances',
    );
    const entries = await db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.sum<number>('amount').as('total'))
      .where('account', '=', `user:${player.user.userId}:cash`)
      .executeTakeFirstOrThrow();
    assert.equal(Number(entries.total), 2025);
  });
});
