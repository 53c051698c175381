import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { reasonOf, useMoneyCall } from '@app/api';
import { balanceDetailsKey, balancesKey, claimableKey } from '../../../shared/api/keys.ts';
import { confirmClaim, quoteClaim, type ClaimPaid, type ClaimQuote } from '../api/claim.ts';
import type { VipReward } from '../api/claimable.ts';

export interface Claim {
  /** The reward being quoted (its button is busy). */
  quoting: string | null;
  /** Why the last quote was refused, with the reward it was for. */
  quoteError: { rewardId: string; error: unknown } | null;
  /** The quote on screen, waiting for the player's confirmation. */
  quote: ClaimQuote | null;
  confirming: boolean;
  confirmError: unknown;
  /** The last reward paid, for the confirmation on the page. */
  paid: ClaimPaid | null;
  /** Asks for a quote (after any cash share still being saved), nothing paid yet. */
  start: (reward: VipReward, beforeQuote?: () => Promise<void>) => Promise<void>;
  /** Pays the quote on screen: a double tap pays once. */
  confirm: () => Promise<void>;
  /** Closes the quote without paying. */
  cancel: () => void;
}

const balanceOf = (answer: ClaimPaid) => answer.balance;
const refresh = () => [balancesKey(), balanceDetailsKey()];

/**
 * Claiming a reward in two steps: the platform quotes what it pays (the split fixed for a short
 * while), the player sees it and confirms, and only then is it paid, once. Once paid the balance
 * shows at once and the list of rewards is fetched again. The payment is a money call
 * (useMoneyCall): one Idempotency-Key per quote, kept until its answer is known.
 */
export function useClaim(): Claim {
  const client = useQueryClient();
  const { send } = useMoneyCall(confirmClaim, { balanceOf, refresh });
  const [quoting, setQuoting] = useState<string | null>(null);
  const [quoteError, setQuoteError] = useState<Claim['quoteError']>(null);
  const [quote, setQuote] = useState<ClaimQuote | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [confirmError, setConfirmError] = useState<unknown>(null);
  const [paid, setPaid] = useState<ClaimPaid | null>(null);
  const running = useRef(false);

  const start = useCallback(
    async (reward: VipReward, beforeQuote?: () => Promise<void>) => {
      if (running.current) return;
      running.current = true;
      setQuoting(reward.rewardId);
      setQuoteError(null);
      setConfirmError(null);
      setPaid(null);
      try {
        await beforeQuote?.();
        setQuote(await quoteClaim(reward.rewardId));
      } catch (error) {
        setQuoteError({ rewardId: reward.rewardId, error });
        if (reasonOf(error) === 'VIP_REWARD_NOT_CLAIMABLE' || reasonOf(error) === 'VIP_REWARD_NOT_FOUND')
          void client.invalidateQueries({ queryKey: claimableKey() });
      } finally {
        running.current = false;
        setQuoting(null);
      }
    },
    [client],
  );

  const confirm = useCallback(async () => {
    if (!quote || running.current) return;
    running.current = true;
    setConfirming(true);
    setConfirmError(null);
    try {
      const answer = await send(quote.claimId);
      client.setQueryData<VipReward[]>(claimableKey(), (rewards) =>
        rewards?.filter((reward) => reward.rewardId !== answer.reward.rewardId),
      );
      void client.invalidateQueries({ queryKey: claimableKey() });
      setQuote(null);
      setPaid(answer);
    } catch (error) {
      setConfirmError(error);
      if (reasonOf(error) === 'VIP_REWARD_NOT_CLAIMABLE') void client.invalidateQueries({ queryKey: claimableKey() });
    } finally {
      running.current = false;
      setConfirming(false);
    }
  }, [client, quote, send]);

  const cancel = useCallback(() => {
    if (running.current) return;
    setQuote(null);
    setConfirmError(null);
  }, []);

  return { quoting, quoteError, quote, confirming, confirmError, paid, start, confirm, cancel };
}
