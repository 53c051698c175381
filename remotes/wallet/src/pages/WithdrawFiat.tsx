import { useAtomValue } from 'jotai';
import { isSignedInAtom } from '@app/state';
import { WithdrawFiat as WithdrawFiatForm } from '../features/withdraw/components/WithdrawFiatForm.tsx';
import { WithdrawVisitor } from '../features/withdraw/components/WithdrawVisitor.tsx';
import { WalletPage } from '../shared/components/WalletPage.tsx';
import { useWalletCurrency } from '../shared/hooks/useCurrency.ts';
import { useHere } from '../shared/hooks/useHere.ts';
import { useQueryParams } from '../shared/hooks/useQueryParams.ts';

/** /withdraw/fiat?currency=…&channelId=…: open to visitors, who learn how withdrawals work; players withdraw. */
export default function WithdrawFiat() {
  const signedIn = useAtomValue(isSignedInAtom);
  const query = useQueryParams();
  const here = useHere();
  const { currency, decimals } = useWalletCurrency(query.get('currency'));
  return (
    <WalletPage titleKey="withdrawFiat">
      {signedIn ? (
        <WithdrawFiatForm
          currency={currency}
          decimals={decimals}
          channelId={query.get('channelId')}
          initialAmount={query.get('amount') ?? undefined}
        />
      ) : (
        <WithdrawVisitor here={here} />
      )}
    </WalletPage>
  );
}
