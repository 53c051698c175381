import type { BankCard, PaymentChannel } from '@app/contract';
import { useAreaTranslation } from '../../../area.ts';
import { CardReviewGate } from '../../../shared/components/CardReviewGate.tsx';
import { PaymentReview } from '../../../shared/components/PaymentReview.tsx';
import { useKycGate } from '../../../shared/hooks/useKycGate.ts';
import { explainingKyc } from '../../../shared/model/kyc.ts';
import { useRequestWithdrawal } from '../hooks/useRequestWithdrawal.ts';

export interface WithdrawCardReviewProps {
  currency: string;
  decimals: number;
  channelId: string | null;
  bankCardId: string | null;
  amount: string;
}

/** The card withdrawal's review: the card, the amount, the fee and what is paid out; Confirm asks for it. */
export function WithdrawCardReview({ currency, decimals, channelId, bankCardId, amount }: WithdrawCardReviewProps) {
  return (
    <CardReviewGate
      direction="withdraw"
      currency={currency}
      decimals={decimals}
      channelId={channelId}
      bankCardId={bankCardId}
      amount={amount}
    >
      {(review) => <ConfirmWithdrawal {...review} decimals={decimals} amount={amount} />}
    </CardReviewGate>
  );
}

function ConfirmWithdrawal({
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
  const gate = useKycGate('withdraw');
  const body = { channelId: channel.channelId, currency: channel.currency, amount, bankCardId: card.bankCardId };
  const withdrawal = useRequestWithdrawal(body);
  return (
    <PaymentReview
      channel={channel}
      decimals={decimals}
      card={card}
      amount={amount}
      action="withdraw"
      receiveLabel={t('withdraw.paidOut')}
      confirmLabel={t('review.confirmWithdraw')}
      busyLabel={t('withdraw.sending')}
      busy={withdrawal.busy}
      error={withdrawal.error}
      kycGate={gate}
      editHref={editHref}
      onConfirm={() => void explainingKyc(() => withdrawal.request(body)).catch(() => undefined)}
    />
  );
}
