import type { ReactNode } from 'react';
import type { BankCard, PaymentChannel } from '@app/contract';
import { withQuery } from '../model/navigation.ts';
import { BalanceGate } from './BalanceGate.tsx';
import { CardGate } from './CardGate.tsx';
import { ChannelGate } from './ChannelGate.tsx';

export type CardDirection = 'deposit' | 'withdraw';

export interface CardFlowGateProps {
  direction: CardDirection;
  currency: string;
  channelId: string | null;
  /** Where adding a card comes back to. */
  addHref: string;
  /** The channel, the player's cards and, for a withdrawal, what can be taken out. */
  children: (channel: PaymentChannel, cards: BankCard[], available: string | undefined) => ReactNode;
}

/** What a card payment waits for: its channel, for a withdrawal a balance to take, then the player's cards. */
export function CardFlowGate({ direction, currency, channelId, addHref, children }: CardFlowGateProps) {
  return (
    <ChannelGate
      currency={currency}
      direction={direction}
      kind="bank_card"
      channelId={channelId}
      backHref={withQuery(`/${direction}`, { currency })}
    >
      {(channel) =>
        direction === 'withdraw' ? (
          <BalanceGate currency={channel.currency}>
            {(balance) => <CardGate addHref={addHref}>{(cards) => children(channel, cards, balance.withdrawable)}</CardGate>}
          </BalanceGate>
        ) : (
          <CardGate addHref={addHref}>{(cards) => children(channel, cards, undefined)}</CardGate>
        )
      }
    </ChannelGate>
  );
}
