import { CardActions } from '../features/bank-cards/components/CardActions.tsx';
import { CardAmountStep } from '../shared/components/CardAmountStep.tsx';
import { WalletPage } from '../shared/components/WalletPage.tsx';
import { useCardQuery } from '../shared/hooks/useCardQuery.ts';

/** /deposit/bank-card?currency=…&channelId=…: which card and how much. */
export default function DepositBankCard() {
  const { amount, ...query } = useCardQuery('deposit');
  return (
    <WalletPage titleKey="depositBankCard">
      <CardAmountStep
        direction="deposit"
        {...query}
        initialAmount={amount ?? undefined}
        cardActions={(card) => <CardActions card={card} />}
      />
    </WalletPage>
  );
}
