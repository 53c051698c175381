import { useQueryClient } from '@tanstack/react-query';
import { reasonOf, useQuotedMoneyCall, type QuotedMoneyCall } from '@app/api';
import { balanceDetailsKey, balancesKey, claimableKey } from '../../../shared/api/keys.ts';
import { confirmClaim, quoteClaim, type ClaimPaid, type ClaimQuote } from '../api/claim.ts';
import type { VipReward } from '../api/claimable.ts';

/**
 * The claim of a reward: `quote` is the quote on screen, `done` the last reward paid; `start`
 * asks for a quote after any cash share still being saved.
 */
export type Claim = QuotedMoneyCall<VipReward, ClaimQuote, ClaimPaid>;

const balanceOf = (answer: ClaimPaid) => answer.balance;
const refresh = () => [balancesKey(), balanceDetailsKey()];

/**
 * Claiming a reward in two steps: the platform quotes what it pays (the split fixed for a short
 * while), the player sees it and confirms, and only then is it paid, once (a quoted money call,
 * useQuotedMoneyCall: one Idempotency-Key per quote). Once paid the balance shows at once and the
 * list of rewards is fetched again; a reward no longer claimable fetches it again too.
 */
export function useClaim(): Claim {
  const client = useQueryClient();
  const fetchAgain = () => void client.invalidateQueries({ queryKey: claimableKey() });
  return useQuotedMoneyCall({
    idOf: (reward: VipReward) => reward.rewardId,
    quote: (reward: VipReward) => quoteClaim(reward.rewardId),
    pay: (quote: ClaimQuote, key: string) => confirmClaim(quote.claimId, key),
    intentOf: (quote: ClaimQuote) => quote.claimId,
    balanceOf,
    refresh,
    onQuoteError: (error) => {
      if (reasonOf(error) === 'VIP_REWARD_NOT_CLAIMABLE' || reasonOf(error) === 'VIP_REWARD_NOT_FOUND') fetchAgain();
    },
    onPaid: (answer) => {
      client.setQueryData<VipReward[]>(claimableKey(), (rewards) =>
        rewards?.filter((reward) => reward.rewardId !== answer.reward.rewardId),
      );
      fetchAgain();
    },
    onRefused: (error) => {
      if (reasonOf(error) === 'VIP_REWARD_NOT_CLAIMABLE') fetchAgain();
      return undefined;
    },
  });
}
