import { DepositCardReview } from '../features/deposit/components/DepositCardReview.tsx';
import { WalletPage } from '../shared/components/WalletPage.tsx';
import { useWalletCurrency } from '../shared/hooks/useCurrency.ts';
import { useQueryParams } from '../shared/hooks/useQueryParams.ts';

/** /deposit/bank-card/submit?currency=…&channelId=…&bankCardId=…&amount=…: the review and Confirm. */
export default function DepositBankCardSubmit() {
  const query = useQueryParams();
  const { currency, decimals } = useWalletCurrency(query.get('currency'));
  return (
    <WalletPage titleKey="depositBankCardSubmit">
      <DepositCardReview
        currency={currency}
        decimals={decimals}
        channelId={query.get('channelId')}
        bankCardId={query.get('bankCardId')}
        amount={query.get('amount') ?? ''}
      />
    </WalletPage>
  );
}
