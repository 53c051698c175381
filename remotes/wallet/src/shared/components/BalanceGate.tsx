import type { ReactNode } from 'react';
import { Wallet } from 'lucide-react';
import { EmptyState, ErrorState } from '@app/ui/display';
import { ButtonLink } from '@app/ui';
import { useAreaTranslation } from '../../area.ts';
import { useBalanceDetails, type BalanceDetails } from '../api/balanceDetails.ts';
import { FormSkeleton } from './ChannelGate.tsx';
import { withQuery } from '../model/navigation.ts';

/** A withdrawal form's balance: placeholders while it loads, Try again, or a way to deposit when there is nothing to take. */
export function BalanceGate({ currency, children }: { currency: string; children: (balance: BalanceDetails) => ReactNode }) {
  const { t } = useAreaTranslation();
  const details = useBalanceDetails(currency);
  if (details.isPending) return <FormSkeleton />;
  if (details.isError) return <ErrorState text={t('withdraw.loadFailed')} onRetry={() => details.refetch()} />;
  if (!/[1-9]/.test(details.data.withdrawable)) {
    return (
      <EmptyState
        icon={<Wallet />}
        title={t('withdraw.nothingTitle')}
        text={t('withdraw.nothingText', { currency })}
        action={<ButtonLink to={withQuery('/deposit', { currency })}>{t('withdraw.depositAction')}</ButtonLink>}
      />
    );
  }
  return <>{children(details.data)}</>;
}
