import { useMoneyCall } from '@app/api';
import { balanceDetailsKey } from '../../../shared/api/balanceDetails.ts';
import { forfeitLot } from '../api/bonusLots.ts';

/**
 * Forfeiting a bonus, a money call: each lot is one intent with its own Idempotency-Key, kept until
 * the answer is known (a double tap or a retry after a lost answer forfeits it once); once done the
 * balance shows at once and the bonus lots are fetched again.
 */
export function useForfeitLot() {
  return useMoneyCall(forfeitLot, { balanceOf: (answer) => answer.balance, refresh: [balanceDetailsKey()] });
}
