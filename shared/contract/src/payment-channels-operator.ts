import { z } from 'zod';
import { currencyCodeSchema, decimalSchema, idSchema, moneySchema, positiveMoneySchema } from './common.ts';
import type { EndpointDefinition } from './endpoint-definition.ts';
import { paymentChannelKindSchema, paymentDirectionSchema } from './wallet.ts';

/**
 * A payment channel as the operator manages it: enabled or not, its limits in the currency's major
 * unit, and its position among the channels of its currency and direction (1 is shown first).
 */
export const operatorPaymentChannelSchema = z.object({
  channelId: z.string(),
  name: z.string(),
  kind: paymentChannelKindSchema,
  direction: paymentDirectionSchema,
  currency: currencyCodeSchema,
  /** The currency's decimals: the limits are written with at most these. */
  decimals: z.number().int().min(0),
  enabled: z.boolean(),
  minAmount: moneySchema,
  maxAmount: moneySchema,
  feePercent: decimalSchema,
  feeFixed: moneySchema,
  eta: z.enum(['instant', 'minutes', 'hours', 'days']),
  /** 1-based, among the channels of the same currency and direction. */
  position: z.number().int().min(1),
});
export type OperatorPaymentChannel = z.infer<typeof operatorPaymentChannelSchema>;

/** The operator's payment channels: every one, and a change of one (enabled, limits, position). */
export const paymentChannelsOperatorEndpoints = {
  '/operator/payment-channels/list': {
    access: 'operator',
    permission: 'settings.read',
    /** Every channel, both directions, every currency, disabled ones included; by currency, direction, then position. */
    request: z.object({}).strict(),
    response: z.object({ channels: z.array(operatorPaymentChannelSchema) }),
  },
  '/operator/payment-channels/set': {
    access: 'operator',
    permission: 'settings.manage',
    /**
     * Changes one channel, from the player's next call: what is left out stays as it is. The amounts
     * are in the channel's currency (named, so that they cannot be read in another), within its
     * decimals, with minAmount ≤ maxAmount; position moves the channel among those of its currency
     * and direction (1 to their count). VALIDATION_FAILED names the field refused.
     */
    request: z
      .object({
        channelId: idSchema,
        currency: currencyCodeSchema,
        enabled: z.boolean().optional(),
        minAmount: positiveMoneySchema.optional(),
        maxAmount: positiveMoneySchema.optional(),
        position: z.number().int().min(1).max(100).optional(),
      })
      .strict(),
    response: z.object({ channel: operatorPaymentChannelSchema }),
  },
} as const satisfies Record<string, EndpointDefinition>;
