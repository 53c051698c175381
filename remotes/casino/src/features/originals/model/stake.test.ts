import { defaultStake, doubleStake, halfStake, payoutOf, rememberStake } from './stake.ts';

describe('the stake steps', () => {
  it('halves and doubles in the currency’s digits, exactly', () => {
    expect(halfStake('1', 2)).toBe('0.5');
    expect(halfStake('0.15', 2)).toBe('0.07');
    expect(doubleStake('0.35', 2)).toBe('0.7');
    expect(doubleStake('12345', 0)).toBe('24690');
  });

  it('keeps within the bet limits', () => {
    expect(halfStake('0.1', 2, '0.1')).toBe('0.1');
    expect(doubleStake('800', 2, undefined)).toBe('1600');
    expect(doubleStake('800', 2, '1000')).toBe('1000');
  });

  it('pays a stake times a multiplier, rounded down', () => {
    expect(payoutOf('1', '1.1300', 2)).toBe('1.13');
    expect(payoutOf('3', '1.9800', 2)).toBe('5.94');
    expect(payoutOf('0.33', '1.5', 2)).toBe('0.49');
  });
});

describe('the stake a game starts with', () => {
  beforeEach(() => localStorage.clear());
  const dollars = { currency: 'USD', decimals: 2, min: '0.1', max: '1000' };

  it('is ten smallest bets, within the largest, and 1 until the limits are known', () => {
    expect(defaultStake(dollars)).toBe('1');
    expect(defaultStake({ currency: 'VND', decimals: 0, min: '2500', max: '25000000' })).toBe('25000');
    expect(defaultStake({ ...dollars, max: '0.5' })).toBe('0.5');
    expect(defaultStake({ currency: 'USD', decimals: 2 })).toBe('1');
  });

  it("is the player's last stake in the currency while the limits allow it", () => {
    rememberStake('USD', '2.5');
    expect(defaultStake(dollars)).toBe('2.5');
    expect(defaultStake({ ...dollars, max: '2' })).toBe('1');
    expect(defaultStake({ currency: 'EUR', decimals: 2, min: '0.1', max: '1000' })).toBe('1');
  });
});
