import type { ReactNode } from 'react';
import type { BankCard, PaymentChannel } from '@app/contract';
import { bindCardPath, withQuery } from '../model/navigation.ts';
import { CardFlowGate, type CardDirection } from './CardFlowGate.tsx';
import { ReviewProblem, reviewProblem } from './ReviewProblem.tsx';

export interface CardReview {
  channel: PaymentChannel;
  card: BankCard;
  /** The first step again, with the choices made. */
  editHref: string;
}

export interface CardReviewGateProps {
  direction: CardDirection;
  currency: string;
  decimals: number;
  channelId: string | null;
  bankCardId: string | null;
  amount: string;
  /** The review once the card and the amount from the URL still hold. */
  children: (review: CardReview) => ReactNode;
}

/** A card payment's review, once what came in the URL still holds; otherwise what is wrong and the way back to change it. */
export function CardReviewGate({ direction, currency, decimals, channelId, bankCardId, amount, children }: CardReviewGateProps) {
  const editHref = withQuery(`/${direction}/bank-card`, { currency, channelId, bankCardId, amount });
  return (
    <CardFlowGate direction={direction} currency={currency} channelId={channelId} addHref={bindCardPath(editHref)}>
      {(channel, cards, available) => {
        const card = cards.find((entry) => entry.bankCardId === bankCardId);
        const problem = reviewProblem({ channel, decimals, amount, card, available });
        if (problem || !card) return <ReviewProblem problem={problem ?? { kind: 'card' }} editHref={editHref} />;
        return children({ channel, card, editHref });
      }}
    </CardFlowGate>
  );
}
