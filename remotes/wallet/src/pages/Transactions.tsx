import { HistoryFilters } from '../features/transactions/components/HistoryFilters.tsx';
import { TransactionHistory } from '../features/transactions/components/TransactionHistory.tsx';
import { filtersFrom, FILTER_NAMES, type HistoryFilters as Filters } from '../features/transactions/model/filters.ts';
import { WalletPage } from '../shared/components/WalletPage.tsx';
import { useWalletCurrency } from '../shared/hooks/useCurrency.ts';
import { useQueryParams } from '../shared/hooks/useQueryParams.ts';

/** /transactions?type=…&currency=…&status=…&from=…&to=…: the history, filtered as the query says. */
export default function Transactions() {
  const query = useQueryParams();
  const { options } = useWalletCurrency(null);
  const filters = filtersFrom(
    query.get,
    options.map((option) => option.currency),
  );
  const change = (next: Filters) => query.update(Object.fromEntries(FILTER_NAMES.map((name) => [name, next[name]])));
  return (
    <WalletPage titleKey="transactions">
      <HistoryFilters filters={filters} currencies={options} onChange={change} />
      <TransactionHistory filters={filters} onFiltersChange={change} />
    </WalletPage>
  );
}
