import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '@app/api';
import { balanceDetailsKey } from '../../../shared/api/balanceDetails.ts';
import { transactionsKey, transactionOptions } from '../../../shared/api/transactionPage.ts';
import { useMoneyIntent } from '../../../shared/hooks/useMoneyIntent.ts';
import { withdrawalProgressPath } from '../../../shared/model/navigation.ts';
import { requestWithdrawal, type WithdrawalRequest } from '../api/withdrawReview.ts';

/**
 * Asks for a withdrawal and follows it on its progress page. The details are what the player chose
 * (one Idempotency-Key per choice: a double tap or a retry asks once). Once asked, the balance and
 * the history are fetched again and the progress page opens in place of the form (Back does not
 * lead to a form already sent).
 */
export function useRequestWithdrawal(details: WithdrawalRequest | null) {
  const intent = useMoneyIntent(details, requestWithdrawal);
  const client = useQueryClient();
  const navigate = useNavigate();
  const [sent, setSent] = useState(false);

  const request = async (body: WithdrawalRequest): Promise<void> => {
    let answer;
    try {
      answer = await intent.run(body);
    } catch (error) {
      // The cash changed elsewhere: the form's limit follows the balance as it is now.
      if (error instanceof ApiError && error.reason === 'INSUFFICIENT_FUNDS')
        void client.invalidateQueries({ queryKey: balanceDetailsKey() });
      throw error;
    }
    if (!answer) return;
    const { transaction } = answer;
    setSent(true);
    client.setQueryData(transactionOptions(transaction.transactionId).queryKey, transaction);
    navigate(withdrawalProgressPath(transaction.transactionId), { replace: true });
    void client.invalidateQueries({ queryKey: transactionsKey() });
    void client.invalidateQueries({ queryKey: balanceDetailsKey() });
  };

  return { request, busy: intent.pending || sent, error: intent.error };
}
