import { DepositCardReview } from '../features/deposit/components/DepositCardReview.tsx';
import { WalletPage } from '../shared/components/WalletPage.tsx';
import { useCardQuery } from '../shared/hooks/useCardQuery.ts';

/** /deposit/bank-card/submit?currency=…&channelId=…&bankCardId=…&amount=…: the review and Confirm. */
export default function DepositBankCardSubmit() {
  const { amount, ...query } = useCardQuery('deposit');
  return (
    <WalletPage titleKey="depositBankCardSubmit">
      <DepositCardReview {...query} amount={amount ?? ''} />
    </WalletPage>
  );
}
