import { createStore } from 'jotai';
import { currencyListAtom, displayCurrencyAtom, selectCurrency } from './config.ts';
import { balanceFromSocket, balanceMark, chooseCurrency, showAnsweredBalance, walletAtom } from './wallet.ts';

const usd = (cash: string) => ({ currency: 'USD', cash, operatorBonus: '0.00' });

function storeWith(cash: string) {
  const store = createStore();
  store.set(walletAtom, { currency: 'USD', channel: '', balances: [usd(cash)] });
  return store;
}

describe('the balance a call answered with', () => {
  it('shows at once when the socket has said nothing since the call set off', () => {
    const store = storeWith('100.00');
    const mark = balanceMark(store);
    showAnsweredBalance(store, usd('95.00'), mark);
    expect(store.get(walletAtom).balances).toEqual([usd('95.00')]);
  });

  it('does not overwrite what the socket said meanwhile (a bet settled while a cash-out came back)', () => {
    const store = storeWith('95.00');
    const mark = balanceMark(store);
    // The cash-out is made (94.76), then the single wins (100.81): the socket says so first.
    balanceFromSocket(store, usd('94.76'));
    balanceFromSocket(store, usd('100.81'));
    showAnsweredBalance(store, usd('94.76'), mark);
    expect(store.get(walletAtom).balances).toEqual([usd('100.81')]);
  });

  it('leaves other currencies alone and adds one it did not hold', () => {
    const store = storeWith('10.00');
    balanceFromSocket(store, { currency: 'EUR', cash: '5.00', operatorBonus: '1.00' });
    expect(store.get(walletAtom).balances).toEqual([usd('10.00'), { currency: 'EUR', cash: '5.00', operatorBonus: '1.00' }]);
  });
});

describe('a currency the player chose (at sign-up)', () => {
  const entry = (currency: string, hidden = false, enabled = true) => ({
    currency,
    name: currency,
    decimals: 2,
    aggregatedEnabled: enabled,
    aggregatedHidden: hidden,
  });
  const LIST = [entry('USD'), entry('BRL'), entry('GBP', true), entry('JPY', false, false)];

  function storeOn(currency: string) {
    const store = storeWith('0.00');
    store.set(currencyListAtom, LIST);
    store.set(walletAtom, { ...store.get(walletAtom), currency });
    return store;
  }

  it('becomes the selected currency of the wallet and the display when it is visible', () => {
    const store = storeOn('USD');
    chooseCurrency('BRL', store);
    expect(store.get(walletAtom).currency).toBe('BRL');
    expect(store.get(displayCurrencyAtom)).toBe('BRL');
  });

  it.each(['GBP', 'JPY', 'XXX', ''])('%s (hidden, not enabled, unknown or none) leaves the selection as it is', (code) => {
    const store = storeOn('USD');
    chooseCurrency(code, store);
    expect(store.get(walletAtom).currency).toBe('USD');
  });

  it('before the currency list has arrived, is kept as the choice the list then keeps or replaces', () => {
    const store = createStore();
    chooseCurrency('BRL', store);
    expect(store.get(walletAtom).currency).toBe('BRL');
    expect(selectCurrency(LIST, store.get(walletAtom).currency)).toBe('BRL');
    expect(selectCurrency(LIST, 'GBP')).toBe('USD');
  });
});
