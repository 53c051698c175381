import { useMemo } from 'react';
import { BalanceSummary } from '../features/balance/components/BalanceSummary.tsx';
import { WalletBonuses } from '../features/bonus/components/WalletBonuses.tsx';
import { DepositMethods } from '../features/deposit/components/DepositMethods.tsx';
import { DepositStatus } from '../features/deposit/components/DepositStatus.tsx';
import { followedDeposit } from '../features/deposit/model/returnPath.ts';
import { CurrencyPicker } from '../shared/components/CurrencyPicker.tsx';
import { WalletPage } from '../shared/components/WalletPage.tsx';
import { useWalletCurrency } from '../shared/hooks/useCurrency.ts';
import { useQueryParams } from '../shared/hooks/useQueryParams.ts';

/** /deposit: the balance, the currency's bonuses, the currency, its deposit methods; back from the provider, the deposit's progress. */
export default function Deposit() {
  const query = useQueryParams();
  const { currency, options } = useWalletCurrency(query.get('currency'));
  const transactionId = query.get('transactionId');
  const returning = query.get('returning');
  const followed = useMemo(() => followedDeposit({ transactionId, returning }), [transactionId, returning]);
  return (
    <WalletPage titleKey="deposit">
      {followed ? <DepositStatus transactionId={followed} /> : null}
      <BalanceSummary />
      <CurrencyPicker options={options} value={currency} onChange={(next) => query.update({ currency: next })} />
      <WalletBonuses currency={currency} />
      <DepositMethods currency={currency} />
    </WalletPage>
  );
}
