import { PendingWithdrawals } from '../features/withdraw/components/PendingWithdrawals.tsx';
import { WithdrawalProgress } from '../features/withdraw/components/WithdrawalProgress.tsx';
import { WalletPage } from '../shared/components/WalletPage.tsx';
import { useQueryParams } from '../shared/hooks/useQueryParams.ts';

/** /cash-withdraw-progress?transactionId=…: one withdrawal step by step; without one, those under way. */
export default function CashWithdrawProgress() {
  const query = useQueryParams();
  const transactionId = query.get('transactionId');
  return (
    <WalletPage titleKey="cashWithdrawProgress">
      {transactionId ? <WithdrawalProgress transactionId={transactionId} /> : <PendingWithdrawals />}
    </WalletPage>
  );
}
