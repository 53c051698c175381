import { i18n } from '@app/i18n';
import { setNotifier } from '@app/api';
import { store, walletAtom } from '@app/state';
import { createRealtimeConnection } from './RealtimeBridge.tsx';

describe('what realtime events do to the page', () => {
  beforeAll(async () => {
    if (!i18n.isInitialized) {
      await i18n.init({
        lng: 'en',
        resources: { en: { common: { realtime: { paymentSettled: 'Payment {{type}} {{status}}: {{amount}} {{currency}}' } } } },
        defaultNS: 'common',
        interpolation: { escapeValue: false },
      });
    }
  });

  it('updates the balance of one currency in place', () => {
    store.set(walletAtom, {
      currency: 'USD',
      channel: '',
      balances: [
        { currency: 'USD', cash: '10.00', operatorBonus: '0.00' },
        { currency: 'EUR', cash: '3.00', operatorBonus: '1.00' },
      ],
    });
    const connection = createRealtimeConnection('ws://x/ws') as unknown as { handlers: { onBalanceUpdate(p: unknown): void } };
    connection.handlers.onBalanceUpdate({ currency: 'USD', afterCash: '35.00', afterOperatorBonus: '2.00' });
    expect(store.get(walletAtom).balances).toEqual([
      { currency: 'USD', cash: '35.00', operatorBonus: '2.00' },
      { currency: 'EUR', cash: '3.00', operatorBonus: '1.00' },
    ]);
  });

  it('shows a success toast with type, amount, currency and status for payment.settle', () => {
    const toasts: [string, string][] = [];
    setNotifier((message, variant) => toasts.push([message, variant]));
    const connection = createRealtimeConnection('ws://x/ws') as unknown as { handlers: { onPaymentSettle(p: unknown): void } };
    connection.handlers.onPaymentSettle({ type: 'deposit', amount: '50.00', currency: 'EUR', status: 'success' });
    expect(toasts).toEqual([['Payment deposit success: 50.00 EUR', 'success']]);
  });
});
