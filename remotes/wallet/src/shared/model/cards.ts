import { cardExpiryInFuture, type BankCard } from '@app/contract';

/** The card a payment starts with: the one asked for if usable, else the default, else the first usable one. */
export function initialCard(cards: readonly BankCard[], requested: string | null, now = new Date()): string | null {
  const usable = cards.filter((card) => cardExpiryInFuture(card.expiryMonth, card.expiryYear, now));
  return (
    usable.find((card) => card.bankCardId === requested)?.bankCardId ??
    usable.find((card) => card.isDefault)?.bankCardId ??
    usable[0]?.bankCardId ??
    null
  );
}
