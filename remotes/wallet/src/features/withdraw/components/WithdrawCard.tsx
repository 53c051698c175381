import { useNavigate } from 'react-router-dom';
import { useAreaTranslation } from '../../../area.ts';
import { CardAmountForm, type CardAmountFormProps } from '../../../shared/components/CardAmountForm.tsx';
import { CardGate } from '../../../shared/components/CardGate.tsx';
import { ChannelGate } from '../../../shared/components/ChannelGate.tsx';
import { KycNotice } from '../../../shared/components/KycNotice.tsx';
import { useHere } from '../../../shared/hooks/useHere.ts';
import { useKycGate } from '../../../shared/hooks/useKycGate.ts';
import { bindCardPath, withQuery } from '../../../shared/model/navigation.ts';
import { BalanceGate } from './BalanceGate.tsx';

export interface WithdrawCardProps {
  currency: string;
  decimals: number;
  channelId: string | null;
  bankCardId: string | null;
  initialAmount?: string | undefined;
  /** What the player can do with each card in the list (the page gives the bank cards' actions). */
  cardActions?: CardAmountFormProps['cardActions'];
}

/** A card withdrawal's first step: which of the player's cards and how much (no more than the cash); then the review. */
export function WithdrawCard({ currency, decimals, channelId, bankCardId, initialAmount, cardActions }: WithdrawCardProps) {
  const { t } = useAreaTranslation();
  const navigate = useNavigate();
  const here = useHere();
  const gate = useKycGate('withdraw');
  const addHref = bindCardPath(here);
  return (
    <ChannelGate
      currency={currency}
      direction="withdraw"
      kind="bank_card"
      channelId={channelId}
      backHref={withQuery('/withdraw', { currency })}
    >
      {(channel) => (
        <BalanceGate currency={channel.currency}>
          {(balance) => (
            <CardGate addHref={addHref}>
              {(cards) => (
                <>
                  {gate ? <KycNotice action="withdraw" {...gate} /> : null}
                  <CardAmountForm
                    channel={channel}
                    decimals={decimals}
                    cards={cards}
                    cardActions={cardActions}
                    requestedCard={bankCardId}
                    initialAmount={initialAmount}
                    available={balance.withdrawable}
                    addHref={addHref}
                    receiveLabel={t('withdraw.paidOut')}
                    submitLabel={t('review.next')}
                    onContinue={(choice) =>
                      navigate(
                        withQuery('/withdraw/bank-card/submit', { currency: channel.currency, channelId: channel.channelId, ...choice }),
                      )
                    }
                  />
                </>
              )}
            </CardGate>
          )}
        </BalanceGate>
      )}
    </ChannelGate>
  );
}
