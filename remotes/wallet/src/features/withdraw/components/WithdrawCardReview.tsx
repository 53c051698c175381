import { useAreaTranslation } from '../../../area.ts';
import {
  CardReviewStep,
  type CardPaymentAction,
  type CardPaymentDetails,
  type CardReviewStepProps,
} from '../../../shared/components/CardReviewStep.tsx';
import { explainingKyc } from '../../../shared/model/kyc.ts';
import { useRequestWithdrawal } from '../hooks/useRequestWithdrawal.ts';

export type WithdrawCardReviewProps = Omit<CardReviewStepProps, 'direction' | 'labels' | 'usePayment'>;

/** The card withdrawal's review: the card, the amount, the fee and what is paid out; Confirm asks for it. */
export function WithdrawCardReview(props: WithdrawCardReviewProps) {
  const { t } = useAreaTranslation();
  const labels = { receive: t('withdraw.paidOut'), confirm: t('review.confirmWithdraw'), busy: t('withdraw.sending') };
  return <CardReviewStep {...props} direction="withdraw" labels={labels} usePayment={useWithdrawal} />;
}

function useWithdrawal(details: CardPaymentDetails): CardPaymentAction {
  const withdrawal = useRequestWithdrawal(details);
  return {
    busy: withdrawal.busy,
    error: withdrawal.error,
    confirm: () => void explainingKyc(() => withdrawal.request(details)).catch(() => undefined),
  };
}
