import type { BankCard, PaymentChannel } from '@app/contract';
import { useAreaTranslation } from '../../../area.ts';
import { CardGate } from '../../../shared/components/CardGate.tsx';
import { ChannelGate } from '../../../shared/components/ChannelGate.tsx';
import { PaymentReview } from '../../../shared/components/PaymentReview.tsx';
import { ReviewProblem, reviewProblem } from '../../../shared/components/ReviewProblem.tsx';
import { useKycGate } from '../../../shared/hooks/useKycGate.ts';
import { bindCardPath, withQuery } from '../../../shared/model/navigation.ts';
import { useStartDeposit } from '../hooks/useStartDeposit.ts';
import { depositReturnPath } from '../model/returnPath.ts';

export interface DepositCardReviewProps {
  currency: string;
  decimals: number;
  channelId: string | null;
  bankCardId: string | null;
  amount: string;
}

/** The card deposit's review: the card, the amount, the fee and what arrives; Confirm opens the provider's page. */
export function DepositCardReview({ currency, decimals, channelId, bankCardId, amount }: DepositCardReviewProps) {
  const editHref = withQuery('/deposit/bank-card', { currency, channelId, bankCardId, amount });
  return (
    <ChannelGate
      currency={currency}
      direction="deposit"
      kind="bank_card"
      channelId={channelId}
      backHref={withQuery('/deposit', { currency })}
    >
      {(channel) => (
        <CardGate addHref={bindCardPath(editHref)}>
          {(cards) => {
            const card = cards.find((entry) => entry.bankCardId === bankCardId);
            const problem = reviewProblem({ channel, decimals, amount, card });
            if (problem || !card) return <ReviewProblem problem={problem ?? { kind: 'card' }} editHref={editHref} />;
            return <ConfirmDeposit channel={channel} decimals={decimals} card={card} amount={amount} editHref={editHref} />;
          }}
        </CardGate>
      )}
    </ChannelGate>
  );
}

function ConfirmDeposit({
  channel,
  decimals,
  card,
  amount,
  editHref,
}: {
  channel: PaymentChannel;
  decimals: number;
  card: BankCard;
  amount: string;
  editHref: string;
}) {
  const { t } = useAreaTranslation();
  const gate = useKycGate('deposit');
  const body = { channelId: channel.channelId, currency: channel.currency, amount, bankCardId: card.bankCardId };
  const deposit = useStartDeposit(body);
  return (
    <PaymentReview
      channel={channel}
      decimals={decimals}
      card={card}
      amount={amount}
      action="deposit"
      receiveLabel={t('amount.receive')}
      confirmLabel={t('review.confirmDeposit')}
      busyLabel={t('deposit.opening')}
      busy={deposit.busy}
      error={deposit.error}
      kycGate={gate}
      editHref={editHref}
      onConfirm={() => void deposit.start({ ...body, returnPath: depositReturnPath(channel.currency) }).catch(() => undefined)}
    />
  );
}
