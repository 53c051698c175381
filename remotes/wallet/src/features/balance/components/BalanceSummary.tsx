import { useAtomValue } from 'jotai';
import { Money } from '@app/ui';
import { Card, Skeleton } from '@app/ui/display';
import { currencyListAtom, currencyRateAtom, displayCurrencyAtom, walletAtom } from '@app/state';
import { useAreaTranslation } from '../../../area.ts';
import { balanceTotal, visibleBalances } from '../model/total.ts';
import '../balance.css';

/**
 * The player's money at a glance: everything in the display currency (cash and bonus of every
 * currency at the platform's rates), then each currency's cash and bonus. It follows the live
 * balance the shell keeps (wallet.balance.update), so a settled deposit shows at once.
 */
export function BalanceSummary() {
  const { t } = useAreaTranslation();
  const wallet = useAtomValue(walletAtom);
  const rates = useAtomValue(currencyRateAtom);
  const list = useAtomValue(currencyListAtom);
  const displayCurrency = useAtomValue(displayCurrencyAtom);
  // Only the currencies the product uses count (a hidden one has no rate to convert it with).
  const balances = visibleBalances(wallet.balances, list);
  const loading = wallet.balances.length === 0 && list.length === 0;
  const total = balanceTotal(balances, displayCurrency, rates, list);

  return (
    <Card tone="brand" elevation={2} className="wallet-balance" title={t('balance.title')} headingLevel={2}>
      {loading ? (
        <Skeleton width="60%" height="2.25rem" />
      ) : (
        <p className="wallet-balance__total" aria-live="polite">
          {total !== null ? <Money amount={total} currency={displayCurrency} /> : t('balance.noTotal')}
          {total !== null ? <span className="wallet-balance__caption">{t('balance.totalIn', { currency: displayCurrency })}</span> : null}
        </p>
      )}
      {balances.length > 0 ? (
        <ul className="wallet-balance__list" aria-label={t('balance.byCurrency')}>
          {balances.map((balance) => (
            <li key={balance.currency} className="wallet-balance__row">
              <span className="wallet-balance__code">{balance.currency}</span>
              <span>
                {t('balance.cash')} <Money amount={balance.cash} currency={balance.currency} />
              </span>
              <span>
                {t('balance.bonus')} <Money amount={balance.operatorBonus} currency={balance.currency} />
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
