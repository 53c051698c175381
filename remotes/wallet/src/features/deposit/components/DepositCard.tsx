import { useNavigate } from 'react-router-dom';
import { useAreaTranslation } from '../../../area.ts';
import { CardAmountForm, type CardAmountFormProps } from '../../../shared/components/CardAmountForm.tsx';
import { CardGate } from '../../../shared/components/CardGate.tsx';
import { ChannelGate } from '../../../shared/components/ChannelGate.tsx';
import { KycNotice } from '../../../shared/components/KycNotice.tsx';
import { useHere } from '../../../shared/hooks/useHere.ts';
import { useKycGate } from '../../../shared/hooks/useKycGate.ts';
import { bindCardPath, withQuery } from '../../../shared/model/navigation.ts';

export interface DepositCardProps {
  currency: string;
  decimals: number;
  channelId: string | null;
  bankCardId: string | null;
  initialAmount?: string | undefined;
  /** What the player can do with each card in the list (the page gives the bank cards' actions). */
  cardActions?: CardAmountFormProps['cardActions'];
}

/** A card deposit's first step: which of the player's cards and how much; then the review. */
export function DepositCard({ currency, decimals, channelId, bankCardId, initialAmount, cardActions }: DepositCardProps) {
  const { t } = useAreaTranslation();
  const navigate = useNavigate();
  const here = useHere();
  const gate = useKycGate('deposit');
  const addHref = bindCardPath(here);
  return (
    <ChannelGate
      currency={currency}
      direction="deposit"
      kind="bank_card"
      channelId={channelId}
      backHref={withQuery('/deposit', { currency })}
    >
      {(channel) => (
        <CardGate addHref={addHref}>
          {(cards) => (
            <>
              {gate ? <KycNotice action="deposit" {...gate} /> : null}
              <CardAmountForm
                channel={channel}
                decimals={decimals}
                cards={cards}
                cardActions={cardActions}
                requestedCard={bankCardId}
                initialAmount={initialAmount}
                addHref={addHref}
                submitLabel={t('review.next')}
                onContinue={(choice) =>
                  navigate(withQuery('/deposit/bank-card/submit', { currency: channel.currency, channelId: channel.channelId, ...choice }))
                }
              />
            </>
          )}
        </CardGate>
      )}
    </ChannelGate>
  );
}
