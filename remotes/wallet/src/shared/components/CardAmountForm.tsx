import { useState, type ReactNode } from 'react';
import type { BankCard, PaymentChannel } from '@app/contract';
import { Form, SubmitButton } from '@app/ui/forms';
import { useAreaTranslation } from '../../area.ts';
import { useAmountForm } from '../hooks/useAmountForm.ts';
import { initialCard } from '../model/cards.ts';
import { AmountFields } from './AmountFields.tsx';
import { CardPicker } from './CardPicker.tsx';

export interface CardAmountFormProps {
  channel: PaymentChannel;
  decimals: number;
  cards: readonly BankCard[];
  requestedCard: string | null;
  initialAmount?: string | undefined;
  /** The most the player may take (withdrawals). */
  available?: string | undefined;
  addHref: string;
  receiveLabel?: string;
  submitLabel: string;
  /** What the player can do with each card in the list (make it the default, remove it). */
  cardActions?: ((card: BankCard) => ReactNode) | undefined;
  /** Goes on to the review with the chosen card and amount. */
  onContinue: (choice: { bankCardId: string; amount: string }) => void;
}

/** A card payment's first step: which card, how much, the fee and what arrives; then the review. */
export function CardAmountForm({
  channel,
  decimals,
  cards,
  requestedCard,
  initialAmount,
  available,
  addHref,
  receiveLabel,
  submitLabel,
  onContinue,
  cardActions,
}: CardAmountFormProps) {
  const { t } = useAreaTranslation();
  const { form } = useAmountForm({ channel, decimals, available, initialAmount });
  const [chosen, setBankCardId] = useState(() => initialCard(cards, requestedCard));
  // A card removed from the list is no longer the choice: the default (or first usable) one is.
  const bankCardId = chosen !== null && cards.some((card) => card.bankCardId === chosen) ? chosen : initialCard(cards, null);
  const [cardMissing, setCardMissing] = useState(false);

  return (
    <Form
      form={form}
      onSubmit={({ amount }) => {
        if (!bankCardId) {
          setCardMissing(true);
          return;
        }
        onContinue({ bankCardId, amount });
      }}
    >
      <CardPicker
        cards={cards}
        value={bankCardId}
        onChange={(id) => {
          setBankCardId(id);
          setCardMissing(false);
        }}
        addHref={addHref}
        error={cardMissing ? t('cards.required') : undefined}
        actions={cardActions}
      />
      <AmountFields channel={channel} decimals={decimals} available={available} receiveLabel={receiveLabel} />
      <SubmitButton>{submitLabel}</SubmitButton>
    </Form>
  );
}
