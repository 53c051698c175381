import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { onRealtimeMessage } from '@app/api';
import { balanceDetailsKey } from '../api/balanceDetails.ts';
import { transactionsKey } from '../api/transactionPage.ts';
import { patchTransaction } from '../model/patch.ts';

/**
 * Keeps the area's cached answers in step with the socket while a wallet page is shown: a
 * payment.transaction.update replaces that transaction wherever it is cached (a list that does not
 * hold it yet is fetched again), and a wallet.balance.update refreshes the balance details.
 */
export function useLiveWallet(): void {
  const client = useQueryClient();
  useEffect(() => {
    const stopTransactions = onRealtimeMessage('payment.transaction.update', (transaction) => {
      for (const query of client.getQueryCache().findAll({ queryKey: transactionsKey() })) {
        const { data, found } = patchTransaction(query.state.data, transaction);
        if (found) client.setQueryData(query.queryKey, data);
        else if (query.queryKey.includes('one')) continue;
        else void client.invalidateQueries({ queryKey: query.queryKey, exact: true });
      }
      const single = [...transactionsKey(), 'one', transaction.transactionId];
      if (client.getQueryData(single) === null) client.setQueryData(single, transaction);
    });
    const stopBalances = onRealtimeMessage('wallet.balance.update', () => {
      void client.invalidateQueries({ queryKey: balanceDetailsKey() });
    });
    return () => {
      stopTransactions();
      stopBalances();
    };
  }, [client]);
}
