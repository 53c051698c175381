import type { ReactNode } from 'react';
import { CreditCard } from 'lucide-react';
import type { BankCard } from '@app/contract';
import { EmptyState, ErrorState } from '@app/ui/display';
import { ButtonLink } from '@app/ui';
import { useAreaTranslation } from '../../area.ts';
import { useBankCards } from '../api/bankCardList.ts';
import { FormSkeleton } from './ChannelGate.tsx';

/** A card payment's cards: placeholders while they load, Try again, or a way to add the first one. */
export function CardGate({ addHref, children }: { addHref: string; children: (cards: BankCard[]) => ReactNode }) {
  const { t } = useAreaTranslation();
  const cards = useBankCards();
  if (cards.isPending) return <FormSkeleton />;
  if (cards.isError) return <ErrorState text={t('cards.loadFailed')} onRetry={() => cards.refetch()} />;
  if (cards.data.length === 0) {
    return (
      <EmptyState
        icon={<CreditCard />}
        title={t('cards.noneTitle')}
        text={t('cards.noneText')}
        action={<ButtonLink to={addHref}>{t('cards.add')}</ButtonLink>}
      />
    );
  }
  return <>{children(cards.data)}</>;
}
