import { bankCardAddRequestSchema, cardBrand, cardNumberSchema, luhnValid } from './wallet.ts';
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
