import { bankCardAddRequestSchema, cardBrand, cardNumberSchema, channelFeeMinor, fromMinor, luhnValid, toMinor } from './wallet.ts';
import { ENDPOINT_PATHS, IDEMPOTENT_PATHS, endpoints } from './endpoints.ts';

describe('card numbers', () => {
  it('passes the Luhn check for real test numbers and fails one wrong digit', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('5555555555554444')).toBe(true);
    expect(luhnValid('378282246310005')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('42424242a4242424')).toBe(false);
  });

  it('names the brand from the prefix', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('discover');
    expect(cardBrand('3566002020360505')).toBe('jcb');
    expect(cardBrand('6200000000000005')).toBe('unionpay');
    expect(cardBrand('9999999999999995')).toBe('other');
  });

  it('reads a number typed with spaces or dashes as its digits', () => {
    expect(cardNumberSchema.parse('4242 4242-4242 4242')).toBe('4242424242424242');
    expect(cardNumberSchema.safeParse('4242 4242 4242 4241').success).toBe(false);
    expect(cardNumberSchema.safeParse('4242').success).toBe(false);
  });

  it('refuses a card whose expiry has passed', () => {
    const card = { holderName: 'Ana Lima', cardNumber: '4242424242424242', expiryMonth: 1 };
    const nextYear = new Date().getUTCFullYear() + 1;
    expect(bankCardAddRequestSchema.safeParse({ ...card, expiryYear: nextYear }).success).toBe(true);
    const result = bankCardAddRequestSchema.safeParse({ ...card, expiryYear: 2020 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['expiryYear']);
  });
});

describe('amounts in minor units', () => {
  it('turns decimal strings into integer minor units and back', () => {
    expect(toMinor('125.5', 2)).toBe(12550n);
    expect(toMinor('-3', 2)).toBe(-300n);
    expect(toMinor('25400', 0)).toBe(25400n);
    expect(fromMinor(12550n, 2)).toBe('125.50');
    expect(fromMinor(-5n, 2)).toBe('-0.05');
    expect(fromMinor(25400n, 0)).toBe('25400');
    expect(() => toMinor('1.005', 2)).toThrow(RangeError);
    expect(() => toMinor('1e3', 2)).toThrow(RangeError);
  });

  it('takes a channel fee as fixed plus percent, rounded up to the currency', () => {
    expect(channelFeeMinor(10_000n, { feePercent: '1.5', feeFixed: '0.30' }, 2)).toBe(180n);
    expect(channelFeeMinor(1n, { feePercent: '1.5', feeFixed: '0' }, 2)).toBe(1n);
    expect(channelFeeMinor(10_000n, { feePercent: '0', feeFixed: '0' }, 2)).toBe(0n);
    expect(channelFeeMinor(100_000n, { feePercent: '2', feeFixed: '1000' }, 0)).toBe(3000n);
  });
});

describe('money-moving endpoints', () => {
  it('are the deposit, the withdrawal and the bonus transfer, each a player call', () => {
    expect([...IDEMPOTENT_PATHS].sort()).toEqual([
      '/originals/dice/bet',
      '/originals/limbo/bet',
      '/originals/mines/cashout',
      '/originals/mines/start',
      '/originals/plinko/bet',
      '/payment/deposit/initiate',
      '/review/withdraw',
      '/sports/bet/cashout',
      '/sports/bet/place',
      '/user/vip/reward/claim/confirm',
      '/wallet/bonus-transfer',
      '/wallet/bonus/forfeit',
    ]);
    for (const path of IDEMPOTENT_PATHS) expect(endpoints[path].access).toBe('user');
    expect(ENDPOINT_PATHS.length).toBeGreaterThan(IDEMPOTENT_PATHS.length);
  });
});
