import { DepositFiat as DepositFiatForm } from '../features/deposit/components/DepositFiatForm.tsx';
import { WalletPage } from '../shared/components/WalletPage.tsx';
import { useWalletCurrency } from '../shared/hooks/useCurrency.ts';
import { useQueryParams } from '../shared/hooks/useQueryParams.ts';

/** /deposit/fiat?currency=…&channelId=…: a deposit through the provider's hosted page. */
export default function DepositFiat() {
  const query = useQueryParams();
  const { currency, decimals } = useWalletCurrency(query.get('currency'));
  return (
    <WalletPage titleKey="depositFiat">
      <DepositFiatForm
        currency={currency}
        decimals={decimals}
        channelId={query.get('channelId')}
        initialAmount={query.get('amount') ?? undefined}
      />
    </WalletPage>
  );
}
