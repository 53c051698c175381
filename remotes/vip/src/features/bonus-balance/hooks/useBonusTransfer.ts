import { useCallback, useRef, useState } from 'react';
import { ApiError } from '@app/api';
import { useIdempotencyKey } from '@app/ui';
import type { Balance } from '@app/contract';
import { balanceMark, store } from '@app/state';
import { usePaidOut } from '../../../shared/hooks/usePaidOut.ts';
import { transferBonus, type BonusTransfer } from '../api/bonusTransfer.ts';

/**
 * Moving the bonus money to cash as one intent: the same amount keeps the same Idempotency-Key
 * (a double tap or a retry after a lost answer moves it once), one call at a time; once moved the
 * balance shows at once.
 */
export function useBonusTransfer(details: BonusTransfer | null) {
  const { key, renew } = useIdempotencyKey(details);
  const paidOut = usePaidOut();
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [moved, setMoved] = useState<{ amount: string; currency: string; balance: Balance } | null>(null);

  const run = useCallback(async () => {
    if (!details || running.current) return;
    running.current = true;
    setPending(true);
    setError(null);
    setMoved(null);
    try {
      const mark = balanceMark(store);
      const answer = await transferBonus(details, key);
      renew();
      paidOut(answer.balance, mark);
      setMoved({ amount: details.amount, currency: details.currency, balance: answer.balance });
    } catch (caught) {
      setError(caught);
      // A refusal the platform has decided (wagering not met, too little bonus): the next try is a new intent.
      if (caught instanceof ApiError && caught.status >= 400 && caught.status < 500 && caught.reason !== 'IDEMPOTENCY_KEY_IN_PROGRESS')
        renew();
    } finally {
      running.current = false;
      setPending(false);
    }
  }, [details, key, paidOut, renew]);

  return { run, pending, error, moved };
}
