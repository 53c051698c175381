import { useAreaTranslation } from '../../../area.ts';
import {
  CardReviewStep,
  type CardPaymentAction,
  type CardPaymentDetails,
  type CardReviewStepProps,
} from '../../../shared/components/CardReviewStep.tsx';
import { useStartDeposit } from '../hooks/useStartDeposit.ts';
import { depositReturnPath } from '../model/returnPath.ts';

export type DepositCardReviewProps = Omit<CardReviewStepProps, 'direction' | 'labels' | 'usePayment'>;

/** The card deposit's review: the card, the amount, the fee and what arrives; Confirm opens the provider's page. */
export function DepositCardReview(props: DepositCardReviewProps) {
  const { t } = useAreaTranslation();
  const labels = { receive: t('amount.receive'), confirm: t('review.confirmDeposit'), busy: t('deposit.opening') };
  return <CardReviewStep {...props} direction="deposit" labels={labels} usePayment={useDeposit} />;
}

function useDeposit(details: CardPaymentDetails): CardPaymentAction {
  const deposit = useStartDeposit(details);
  return {
    busy: deposit.busy,
    error: deposit.error,
    confirm: () => void deposit.start({ ...details, returnPath: depositReturnPath(details.currency) }).catch(() => undefined),
  };
}
