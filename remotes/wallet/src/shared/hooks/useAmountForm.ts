import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import type { PaymentChannel } from '@app/contract';
import { useZodForm } from '@app/ui/forms';
import { channelAmountSchema } from '../model/amounts.ts';

export interface AmountFormOptions {
  channel: PaymentChannel;
  decimals: number;
  available?: string | undefined;
  /** The amount to start from (coming back to the form, a link). */
  initialAmount?: string | undefined;
}

/** The form of a payment's amount on a channel, and the amount as typed now (for the intent's key). */
export function useAmountForm({ channel, decimals, available, initialAmount }: AmountFormOptions) {
  const schema = useMemo(() => z.object({ amount: channelAmountSchema({ channel, decimals, available }) }), [channel, decimals, available]);
  const form = useZodForm(schema, { defaultValues: { amount: initialAmount ?? '' } });
  const amount = useWatch({ control: form.control, name: 'amount' });
  return { form, amount };
}
