import { WithdrawCardReview } from '../features/withdraw/components/WithdrawCardReview.tsx';
import { WalletPage } from '../shared/components/WalletPage.tsx';
import { useCardQuery } from '../shared/hooks/useCardQuery.ts';

/** /withdraw/bank-card/submit?currency=…&channelId=…&bankCardId=…&amount=…: the review and Confirm. */
export default function WithdrawBankCardSubmit() {
  const { amount, ...query } = useCardQuery('withdraw');
  return (
    <WalletPage titleKey="withdrawBankCardSubmit">
      <WithdrawCardReview {...query} amount={amount ?? ''} />
    </WalletPage>
  );
}
