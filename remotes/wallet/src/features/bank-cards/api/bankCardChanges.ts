import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '@app/api';
import type { BankCard } from '@app/contract';
import { bankCardListOptions } from '../../../shared/api/bankCardList.ts';

/** The card made the default, every other one not, the default first (as the list is shown). */
export function withDefault(cards: readonly BankCard[], bankCardId: string): BankCard[] {
  return cards
    .map((card) => ({ ...card, isDefault: card.bankCardId === bankCardId }))
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}

/** The list without the card. */
export function without(cards: readonly BankCard[], bankCardId: string): BankCard[] {
  return cards.filter((card) => card.bankCardId !== bankCardId);
}

/** What the player is told once the platform has answered. */
export interface CardChangeOutcome {
  onSuccess: () => void;
  onError: () => void;
}

/**
 * A change to the player's cards shown at once in the list, put back as it was when the platform
 * refuses it or does not answer, and read again from the platform once settled (removing the
 * default card makes another one the default there).
 */
function useCardChange(
  call: (bankCardId: string) => Promise<unknown>,
  change: (cards: readonly BankCard[], bankCardId: string) => BankCard[],
  outcome: CardChangeOutcome,
) {
  const client = useQueryClient();
  const { queryKey } = bankCardListOptions();
  // The outcome is told from the mutation itself: a removed card's row (and its buttons) is gone by then.
  return useMutation({
    mutationFn: call,
    onMutate: async (bankCardId: string) => {
      await client.cancelQueries({ queryKey });
      const before = client.getQueryData(queryKey);
      if (before) client.setQueryData(queryKey, change(before, bankCardId));
      return { before };
    },
    onSuccess: () => outcome.onSuccess(),
    onError: (_error, _bankCardId, context) => {
      if (context?.before) client.setQueryData(queryKey, context.before);
      outcome.onError();
    },
    onSettled: () => client.invalidateQueries({ queryKey }),
  });
}

/** Makes a card the player's default (the one a card payment starts with). */
export function useMakeDefaultCard(outcome: CardChangeOutcome) {
  return useCardChange(
    (bankCardId) => post('/payment/bankcard/update', { bankCardId, isDefault: true }, { context: { silent: true } }),
    withDefault,
    outcome,
  );
}

/** Removes a card from the player's list (payments made with it keep it in their history). */
export function useRemoveCard(outcome: CardChangeOutcome) {
  return useCardChange((bankCardId) => post('/payment/bankcard/delete', { bankCardId }, { context: { silent: true } }), without, outcome);
}
