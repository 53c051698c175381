import { WithdrawCardReview } from '../features/withdraw/components/WithdrawCardReview.tsx';
import { WalletPage } from '../shared/components/WalletPage.tsx';
import { useWalletCurrency } from '../shared/hooks/useCurrency.ts';
import { useQueryParams } from '../shared/hooks/useQueryParams.ts';

/** /withdraw/bank-card/submit?currency=…&channelId=…&bankCardId=…&amount=…: the review and Confirm. */
export default function WithdrawBankCardSubmit() {
  const query = useQueryParams();
  const { currency, decimals } = useWalletCurrency(query.get('currency'), 'withdraw');
  return (
    <WalletPage titleKey="withdrawBankCardSubmit">
      <WithdrawCardReview
        currency={currency}
        decimals={decimals}
        channelId={query.get('channelId')}
        bankCardId={query.get('bankCardId')}
        amount={query.get('amount') ?? ''}
      />
    </WalletPage>
  );
}
