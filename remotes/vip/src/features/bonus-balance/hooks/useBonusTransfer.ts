import { useCallback, useState } from 'react';
import { useMoneyCall } from '@app/api';
import type { Balance } from '@app/contract';
import { balanceDetailsKey, balancesKey } from '../../../shared/api/keys.ts';
import { transferBonus, type BonusTransfer } from '../api/bonusTransfer.ts';

const balanceOf = (answer: { balance: Balance }) => answer.balance;
const refresh = () => [balancesKey(), balanceDetailsKey()];

/**
 * Moving the bonus money to cash as one intent, a money call (useMoneyCall): the same amount keeps
 * its Idempotency-Key until the platform's answer is known (a double tap or a retry after a lost
 * answer moves it once), one call at a time; once moved the balance shows at once.
 */
export function useBonusTransfer(details: BonusTransfer | null) {
  const money = useMoneyCall(transferBonus, { balanceOf, refresh });
  const { run: send } = money;
  const [moved, setMoved] = useState<{ amount: string; currency: string; balance: Balance } | null>(null);

  const run = useCallback(async () => {
    if (!details) return;
    setMoved(null);
    try {
      const answer = await send(details);
      if (answer) setMoved({ amount: details.amount, currency: details.currency, balance: answer.balance });
    } catch {
      // Kept in `error` for the page to explain.
    }
  }, [details, send]);

  return { run, pending: money.pending, error: money.error, moved };
}
