import { useNavigate } from 'react-router-dom';
import { useAreaTranslation } from '../../area.ts';
import { useHere } from '../hooks/useHere.ts';
import { useKycGate } from '../hooks/useKycGate.ts';
import { bindCardPath, withQuery } from '../model/navigation.ts';
import { CardAmountForm, type CardAmountFormProps } from './CardAmountForm.tsx';
import { CardFlowGate, type CardDirection } from './CardFlowGate.tsx';
import { KycNotice } from './KycNotice.tsx';

export interface CardAmountStepProps {
  direction: CardDirection;
  currency: string;
  decimals: number;
  channelId: string | null;
  bankCardId: string | null;
  initialAmount?: string | undefined;
  /** What the player can do with each card in the list (the page gives the bank cards' actions). */
  cardActions?: CardAmountFormProps['cardActions'];
}

/**
 * A card payment's first step: which of the player's cards and how much (for a withdrawal no more
 * than the cash); then the review.
 */
export function CardAmountStep({ direction, currency, decimals, channelId, bankCardId, initialAmount, cardActions }: CardAmountStepProps) {
  const { t } = useAreaTranslation();
  const navigate = useNavigate();
  const here = useHere();
  const gate = useKycGate(direction);
  const addHref = bindCardPath(here);
  return (
    <CardFlowGate direction={direction} currency={currency} channelId={channelId} addHref={addHref}>
      {(channel, cards, available) => (
        <>
          {gate ? <KycNotice action={direction} {...gate} /> : null}
          <CardAmountForm
            channel={channel}
            decimals={decimals}
            cards={cards}
            cardActions={cardActions}
            requestedCard={bankCardId}
            initialAmount={initialAmount}
            available={available}
            addHref={addHref}
            receiveLabel={direction === 'withdraw' ? t('withdraw.paidOut') : undefined}
            submitLabel={t('review.next')}
            onContinue={(choice) =>
              navigate(withQuery(`/${direction}/bank-card/submit`, { currency: channel.currency, channelId: channel.channelId, ...choice }))
            }
          />
        </>
      )}
    </CardFlowGate>
  );
}
