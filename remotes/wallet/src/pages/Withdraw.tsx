import { WithdrawableSummary } from '../features/withdraw/components/WithdrawableSummary.tsx';
import { WithdrawMethods } from '../features/withdraw/components/WithdrawMethods.tsx';
import { CurrencyPicker } from '../shared/components/CurrencyPicker.tsx';
import { WalletPage } from '../shared/components/WalletPage.tsx';
import { useWalletCurrency } from '../shared/hooks/useCurrency.ts';
import { useQueryParams } from '../shared/hooks/useQueryParams.ts';

/** /withdraw: what may be withdrawn, the currency, and its withdrawal methods. */
export default function Withdraw() {
  const query = useQueryParams();
  const { currency, options } = useWalletCurrency(query.get('currency'), 'withdraw');
  return (
    <WalletPage titleKey="withdraw">
      <WithdrawableSummary currency={currency} />
      <CurrencyPicker options={options} value={currency} onChange={(next) => query.update({ currency: next })} />
      <WithdrawMethods currency={currency} />
    </WalletPage>
  );
}
