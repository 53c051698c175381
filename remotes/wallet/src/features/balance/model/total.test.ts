import { balanceTotal, visibleBalances } from './total.ts';

const currencies = [
  { currency: 'USD', decimals: 2, aggregatedEnabled: true, aggregatedHidden: false },
  { currency: 'EUR', decimals: 2, aggregatedEnabled: true, aggregatedHidden: false },
  { currency: 'GBP', decimals: 2, aggregatedEnabled: true, aggregatedHidden: true },
  { currency: 'JPY', decimals: 0, aggregatedEnabled: false, aggregatedHidden: false },
];
const balances = [
  { currency: 'GBP', cash: '5.00', operatorBonus: '0.00' },
  { currency: 'EUR', cash: '9.20', operatorBonus: '0.00' },
  { currency: 'USD', cash: '10.00', operatorBonus: '2.50' },
  { currency: 'JPY', cash: '100', operatorBonus: '0' },
];

describe('the balance total', () => {
  it('keeps only the currencies the product uses, in the list order', () => {
    expect(visibleBalances(balances, currencies).map((balance) => balance.currency)).toEqual(['USD', 'EUR']);
  });

  it('adds cash and bonus of the visible currencies in the display currency, with no rate asked for a hidden one', () => {
    const rates = { USD: '1', EUR: '0.92' };
    expect(balanceTotal(visibleBalances(balances, currencies), 'USD', rates, currencies)).toBe('22.50');
    expect(balanceTotal(balances, 'USD', rates, currencies)).toBeNull();
  });
});
