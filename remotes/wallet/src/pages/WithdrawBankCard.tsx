import { CardActions } from '../features/bank-cards/components/CardActions.tsx';
import { CardAmountStep } from '../shared/components/CardAmountStep.tsx';
import { WalletPage } from '../shared/components/WalletPage.tsx';
import { useCardQuery } from '../shared/hooks/useCardQuery.ts';

/** /withdraw/bank-card?currency=…&channelId=…: which card and how much (a card can be added from here). */
export default function WithdrawBankCard() {
  const { amount, ...query } = useCardQuery('withdraw');
  return (
    <WalletPage titleKey="withdrawBankCard">
      <CardAmountStep
        direction="withdraw"
        {...query}
        initialAmount={amount ?? undefined}
        cardActions={(card) => <CardActions card={card} />}
      />
    </WalletPage>
  );
}
