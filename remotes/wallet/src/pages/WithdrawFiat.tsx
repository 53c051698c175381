import { lazy, Suspense } from 'react';
import { useAtomValue } from 'jotai';
import { isSignedInAtom } from '@app/state';
import { LoadingNote } from '@app/ui/display';
import { WithdrawVisitor } from '../features/withdraw/components/WithdrawVisitor.tsx';
import { WalletPage } from '../shared/components/WalletPage.tsx';
import { useWalletCurrency } from '../shared/hooks/useCurrency.ts';
import { useHere } from '../shared/hooks/useHere.ts';
import { useQueryParams } from '../shared/hooks/useQueryParams.ts';

/** The form and what it needs (the kit's forms, the contract's schemas) load only for a signed-in player. */
const WithdrawFiatForm = lazy(() =>
  import('../features/withdraw/components/WithdrawFiatForm.tsx').then((module) => ({ default: module.WithdrawFiat })),
);

/** /withdraw/fiat?currency=…&channelId=…: open to visitors, who learn how withdrawals work; players withdraw. */
export default function WithdrawFiat() {
  const signedIn = useAtomValue(isSignedInAtom);
  const query = useQueryParams();
  const here = useHere();
  const { currency, decimals } = useWalletCurrency(query.get('currency'), 'withdraw');
  return (
    <WalletPage titleKey="withdrawFiat">
      {signedIn ? (
        <Suspense fallback={<LoadingNote />}>
          <WithdrawFiatForm
            currency={currency}
            decimals={decimals}
            channelId={query.get('channelId')}
            initialAmount={query.get('amount') ?? undefined}
          />
        </Suspense>
      ) : (
        <WithdrawVisitor here={here} />
      )}
    </WalletPage>
  );
}
