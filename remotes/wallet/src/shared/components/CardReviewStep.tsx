import type { BankCard, PaymentChannel } from '@app/contract';
import { useKycGate } from '../hooks/useKycGate.ts';
import { bindCardPath, withQuery } from '../model/navigation.ts';
import { CardFlowGate, type CardDirection } from './CardFlowGate.tsx';
import { PaymentReview } from './PaymentReview.tsx';
import { ReviewProblem, reviewProblem } from './ReviewProblem.tsx';

/** What a card payment asks the platform for: the channel, the card and the amount reviewed. */
export interface CardPaymentDetails {
  channelId: string;
  currency: string;
  amount: string;
  bankCardId: string;
}

/** A card payment's Confirm: whether it runs, why it failed, and what pressing it does. */
export interface CardPaymentAction {
  busy: boolean;
  error: unknown;
  confirm: () => void;
}

export interface CardReviewStepProps {
  direction: CardDirection;
  currency: string;
  decimals: number;
  channelId: string | null;
  bankCardId: string | null;
  amount: string;
  labels: { receive: string; confirm: string; busy: string };
  /** The payment itself, for the details reviewed: a hook, the same one on every render. */
  usePayment: (details: CardPaymentDetails) => CardPaymentAction;
}

/**
 * A card payment's review, once what came in the URL still holds: the card, the amount, the fee and
 * what arrives, then Confirm; otherwise what is wrong and the way back to change it.
 */
export function CardReviewStep(props: CardReviewStepProps) {
  const { direction, currency, decimals, channelId, bankCardId, amount } = props;
  const editHref = withQuery(`/${direction}/bank-card`, { currency, channelId, bankCardId, amount });
  return (
    <CardFlowGate direction={direction} currency={currency} channelId={channelId} addHref={bindCardPath(editHref)}>
      {(channel, cards, available) => {
        const card = cards.find((entry) => entry.bankCardId === bankCardId);
        const problem = reviewProblem({ channel, decimals, amount, card, available });
        if (problem || !card) return <ReviewProblem problem={problem ?? { kind: 'card' }} editHref={editHref} />;
        return <ConfirmCardPayment {...props} channel={channel} card={card} editHref={editHref} />;
      }}
    </CardFlowGate>
  );
}

function ConfirmCardPayment({
  direction,
  decimals,
  amount,
  labels,
  usePayment,
  channel,
  card,
  editHref,
}: CardReviewStepProps & { channel: PaymentChannel; card: BankCard; editHref: string }) {
  const gate = useKycGate(direction);
  const payment = usePayment({ channelId: channel.channelId, currency: channel.currency, amount, bankCardId: card.bankCardId });
  return (
    <PaymentReview
      channel={channel}
      decimals={decimals}
      card={card}
      amount={amount}
      action={direction}
      receiveLabel={labels.receive}
      confirmLabel={labels.confirm}
      busyLabel={labels.busy}
      busy={payment.busy}
      error={payment.error}
      kycGate={gate}
      editHref={editHref}
      onConfirm={payment.confirm}
    />
  );
}
