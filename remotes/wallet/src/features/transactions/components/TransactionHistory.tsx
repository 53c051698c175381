import { useState } from 'react';
import { Receipt } from 'lucide-react';
import { Button, ButtonLink } from '@app/ui';
import { EmptyState, ErrorState, InfiniteList, LoadingNote } from '@app/ui/display';
import { useAreaTranslation } from '../../../area.ts';
import { useTransactionHistory } from '../api/transactionHistory.ts';
import { activeCount, NO_FILTERS, pageQuery, type HistoryFilters } from '../model/filters.ts';
import { TransactionDetails } from './TransactionDetails.tsx';
import { TransactionRow } from './TransactionRow.tsx';

export interface TransactionHistoryProps {
  filters: HistoryFilters;
  onFiltersChange: (filters: HistoryFilters) => void;
}

/**
 * The player's transactions, newest first, 20 at a time as the list is scrolled; a row opens its
 * details and steps. Live: a payment's new step shows in its row (and in its open details).
 */
export function TransactionHistory({ filters, onFiltersChange }: TransactionHistoryProps) {
  const { t } = useAreaTranslation();
  const history = useTransactionHistory(pageQuery(filters));
  const [openedId, setOpenedId] = useState<string | null>(null);
  const items = history.data?.pages.flatMap((page) => page.list) ?? [];
  const opened = items.find((transaction) => transaction.transactionId === openedId) ?? null;
  const filtered = activeCount(filters) > 0;

  if (history.isError && items.length === 0) {
    return <ErrorState text={t('transactions.loadFailed')} onRetry={() => history.refetch()} />;
  }
  return (
    <>
      {history.isPending ? <LoadingNote /> : null}
      <InfiniteList
        items={items}
        itemKey={(transaction) => transaction.transactionId}
        renderItem={(transaction) => <TransactionRow transaction={transaction} onOpen={setOpenedId} />}
        hasMore={history.hasNextPage}
        loading={history.isPending || history.isFetchingNextPage}
        error={history.isFetchNextPageError}
        onLoadMore={() => void history.fetchNextPage()}
        label={t('transactions.listLabel')}
        placeholderRows={5}
        empty={
          filtered ? (
            <EmptyState
              icon={<Receipt />}
              title={t('transactions.noMatchTitle')}
              text={t('transactions.noMatchText')}
              action={
                <Button variant="secondary" onClick={() => onFiltersChange(NO_FILTERS)}>
                  {t('transactions.filters.reset')}
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={<Receipt />}
              title={t('transactions.emptyTitle')}
              text={t('transactions.emptyText')}
              action={<ButtonLink to="/deposit">{t('transactions.deposit')}</ButtonLink>}
            />
          )
        }
      />
      <TransactionDetails transaction={opened} onClose={() => setOpenedId(null)} />
    </>
  );
}
