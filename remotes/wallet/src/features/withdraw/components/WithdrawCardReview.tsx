import type { BankCard, PaymentChannel } from '@app/contract';
import { useAreaTranslation } from '../../../area.ts';
import { CardGate } from '../../../shared/components/CardGate.tsx';
import { ChannelGate } from '../../../shared/components/ChannelGate.tsx';
import { PaymentReview } from '../../../shared/components/PaymentReview.tsx';
import { ReviewProblem, reviewProblem } from '../../../shared/components/ReviewProblem.tsx';
import { useKycGate } from '../../../shared/hooks/useKycGate.ts';
import { explainingKyc } from '../../../shared/model/kyc.ts';
import { bindCardPath, withQuery } from '../../../shared/model/navigation.ts';
import { useRequestWithdrawal } from '../hooks/useRequestWithdrawal.ts';
import { BalanceGate } from './BalanceGate.tsx';

export interface WithdrawCardReviewProps {
  currency: string;
  decimals: number;
  channelId: string | null;
  bankCardId: string | null;
  amount: string;
}

/** The card withdrawal's review: the card, the amount, the fee and what is paid out; Confirm asks for it. */
export function WithdrawCardReview({ currency, decimals, channelId, bankCardId, amount }: WithdrawCardReviewProps) {
  const editHref = withQuery('/withdraw/bank-card', { currency, channelId, bankCardId, amount });
  return (
    <ChannelGate
      currency={currency}
      direction="withdraw"
      kind="bank_card"
      channelId={channelId}
      backHref={withQuery('/withdraw', { currency })}
    >
      {(channel) => (
        <BalanceGate currency={channel.currency}>
          {(balance) => (
            <CardGate addHref={bindCardPath(editHref)}>
              {(cards) => {
                const card = cards.find((entry) => entry.bankCardId === bankCardId);
                const problem = reviewProblem({ channel, decimals, amount, card, available: balance.withdrawable });
                if (problem || !card) return <ReviewProblem problem={problem ?? { kind: 'card' }} editHref={editHref} />;
                return <ConfirmWithdrawal channel={channel} decimals={decimals} card={card} amount={amount} editHref={editHref} />;
              }}
            </CardGate>
          )}
        </BalanceGate>
      )}
    </ChannelGate>
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
