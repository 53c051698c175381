import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { notify, refreshSession } from '@app/api';
import { i18n } from '@app/i18n';
import { authAtom, isSignedInAtom, realtimeUserAtom, store, updateBalance, walletAtom } from '@app/state';
import { RealtimeConnection, realtimeUrl } from './connection.ts';

/** The store-facing side of the socket: what each message does to the page. */
export function createRealtimeConnection(url: string = realtimeUrl()): RealtimeConnection {
  return new RealtimeConnection(url, {
    onUser: (user) => store.set(realtimeUserAtom, user),
    onUserCleared: () => store.set(realtimeUserAtom, null),
    onPaymentSettle: ({ type, amount, currency, status }) =>
      notify(i18n.t('realtime.paymentSettled', { type, amount, currency, status }), 'success'),
    onBalanceUpdate: ({ currency, afterCash, afterOperatorBonus }) => {
      const wallet = store.get(walletAtom);
      store.set(walletAtom, {
        ...wallet,
        balances: updateBalance(wallet.balances, { currency, cash: afterCash, operatorBonus: afterOperatorBonus }),
      });
    },
    onTokenExpired: () => refreshSession(),
  });
}

/** Keeps the realtime socket open while signed in, reopening it with each new access token. */
export function RealtimeBridge() {
  const signedIn = useAtomValue(isSignedInAtom);
  const { accessToken } = useAtomValue(authAtom);
  const connection = useRef<RealtimeConnection | null>(null);

  useEffect(() => {
    if (!signedIn || !accessToken) {
      connection.current?.stop();
      return;
    }
    connection.current ??= createRealtimeConnection();
    connection.current.start(accessToken);
  }, [signedIn, accessToken]);

  useEffect(() => () => connection.current?.stop(), []);
  return null;
}
