import { DepositCard } from '../features/deposit/components/DepositCard.tsx';
import { CardActions } from '../features/bank-cards/components/CardActions.tsx';
import { WalletPage } from '../shared/components/WalletPage.tsx';
import { useWalletCurrency } from '../shared/hooks/useCurrency.ts';
import { useQueryParams } from '../shared/hooks/useQueryParams.ts';

/** /deposit/bank-card?currency=…&channelId=…: which card and how much. */
export default function DepositBankCard() {
  const query = useQueryParams();
  const { currency, decimals } = useWalletCurrency(query.get('currency'));
  return (
    <WalletPage titleKey="depositBankCard">
      <DepositCard
        currency={currency}
        decimals={decimals}
        channelId={query.get('channelId')}
        bankCardId={query.get('bankCardId')}
        initialAmount={query.get('amount') ?? undefined}
        cardActions={(card) => <CardActions card={card} />}
      />
    </WalletPage>
  );
}
