import { WithdrawCard } from '../features/withdraw/components/WithdrawCard.tsx';
import { CardActions } from '../features/bank-cards/components/CardActions.tsx';
import { WalletPage } from '../shared/components/WalletPage.tsx';
import { useWalletCurrency } from '../shared/hooks/useCurrency.ts';
import { useQueryParams } from '../shared/hooks/useQueryParams.ts';

/** /withdraw/bank-card?currency=…&channelId=…: which card and how much (a card can be added from here). */
export default function WithdrawBankCard() {
  const query = useQueryParams();
  const { currency, decimals } = useWalletCurrency(query.get('currency'), 'withdraw');
  return (
    <WalletPage titleKey="withdrawBankCard">
      <WithdrawCard
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
