import { createStore } from 'jotai';
import { balanceFromSocket, balanceMark, showAnsweredBalance, walletAtom } from './wallet.ts';

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
