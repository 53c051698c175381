import type { BankCard, PaymentChannel } from '@app/contract';
import { useAreaTranslation } from '../../../area.ts';
import { CardReviewGate } from '../../../shared/components/CardReviewGate.tsx';
import { PaymentReview } from '../../../shared/components/PaymentReview.tsx';
import { useKycGate } from '../../../shared/hooks/useKycGate.ts';
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
  return (
    <CardReviewGate
      direction="deposit"
      currency={currency}
      decimals={decimals}
      channelId={channelId}
      bankCardId={bankCardId}
      amount={amount}
    >
      {(review) => <ConfirmDeposit {...review} decimals={decimals} amount={amount} />}
    </CardReviewGate>
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
