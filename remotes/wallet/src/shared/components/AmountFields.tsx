import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import type { PaymentChannel } from '@app/contract';
import { minDecimal } from '@app/contract/money';
import { Money } from '@app/ui';
import { AmountField } from '@app/ui/forms';
import { SummaryList } from '@app/ui/display';
import { useAreaTranslation } from '../../area.ts';
import { feePreview, withdrawQuickAmounts } from '../model/amounts.ts';

export interface AmountFieldsProps {
  channel: PaymentChannel;
  decimals: number;
  /** The most the player has (withdrawable cash): the quick amounts come from it, Max fills it in, and the hint says it. */
  available?: string | undefined;
  /** What the summary calls the amount that arrives ("You receive", "Paid out to you"). */
  receiveLabel?: ReactNode;
}

/**
 * The amount of a payment on a channel: the kit's amount field with the channel's quick picks,
 * limits and the currency's decimals, then the fee and what arrives, as the player types.
 */
export function AmountFields({ channel, decimals, available, receiveLabel }: AmountFieldsProps) {
  const { t } = useAreaTranslation();
  const typed = useWatch<{ amount: string }, 'amount'>({ name: 'amount' }) ?? '';
  const preview = feePreview(typed, channel, decimals);
  const max = available === undefined ? channel.maxAmount : minDecimal(channel.maxAmount, available);
  const money = (amount: string) => <Money amount={amount} currency={channel.currency} decimals={decimals} />;
  const hint =
    available === undefined ? undefined : (
      <>
        {t('amount.limits')} {money(channel.minAmount)} – {money(channel.maxAmount)} · {t('amount.available')} {money(available)}
      </>
    );
  return (
    <>
      <AmountField<{ amount: string }>
        name="amount"
        label={t('amount.label')}
        currency={channel.currency}
        decimals={decimals}
        min={channel.minAmount}
        max={max}
        hint={hint}
        quickPicks={available === undefined ? channel.quickAmounts : withdrawQuickAmounts(channel.minAmount, max, decimals)}
        maxPick={available !== undefined}
      />
      <SummaryList
        label={t('amount.summary')}
        items={[
          { label: t('amount.fee'), value: preview ? money(preview.fee) : '—' },
          { label: receiveLabel ?? t('amount.receive'), value: preview ? money(preview.receive) : '—', strong: true },
        ]}
      />
    </>
  );
}
