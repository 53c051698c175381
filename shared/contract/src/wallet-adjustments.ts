import { z } from 'zod';
import { currencyCodeSchema, emptySchema, idSchema, isoDateTimeSchema, moneySchema, positiveMoneySchema, textSchema } from './common.ts';
import { operatorActorSchema } from './operator-staff.ts';

/*
 * Four eyes on the operator's adjustments of a player's balance. An adjustment whose size, with the
 * player's other adjustments of the last `windowHours`, comes above `threshold` (in the reference
 * currency, through the exchange rates) moves no money when asked: it waits, pending, until a
 * second person approves it (then the ledger moves it) or rejects it. The one who asked can never
 * decide: a member of staff not their own request, the service token (API or CLI) not one it asked.
 */

export const adjustmentKindSchema = z.enum(['cash', 'operatorBonus']);
/** applied: moved when asked (under the threshold); pending: waits for a second person; then approved or rejected. */
export const adjustmentStatusSchema = z.enum(['applied', 'pending', 'approved', 'rejected']);

export const walletAdjustmentSchema = z.object({
  id: z.string(),
  userId: z.string(),
  currency: currencyCodeSchema,
  /** Signed, in the currency's major unit. */
  amount: moneySchema,
  kind: adjustmentKindSchema,
  status: adjustmentStatusSchema,
  /** Its size in the reference currency when asked, as judged against the threshold. */
  referenceAmount: moneySchema,
  referenceCurrency: currencyCodeSchema,
  requestedBy: operatorActorSchema,
  requestedAt: isoDateTimeSchema,
  decidedBy: operatorActorSchema.nullable(),
  decidedAt: isoDateTimeSchema.nullable(),
  /** Why it was rejected. */
  reason: z.string().nullable(),
  /** Why it was asked (the back office asks for it). */
  note: z.string().nullable(),
  /** The ledger transfer that moved it (applied or approved). */
  transactionId: z.string().nullable(),
});
export type WalletAdjustment = z.infer<typeof walletAdjustmentSchema>;

/** When an adjustment needs a second person: the owner's setting. */
export const adjustmentApprovalSchema = z
  .object({
    /** The currency the threshold is in; every adjustment is converted to it through the exchange rates. */
    currency: currencyCodeSchema,
    /** Above this (the adjustment with the player's others of the window), a second person decides. */
    threshold: positiveMoneySchema,
    /** How far back a player's other adjustments count with a new one (so that a large one split in small ones still waits). */
    windowHours: z
      .number()
      .int()
      .min(1)
      .max(24 * 30),
  })
  .strict();
export type AdjustmentApproval = z.infer<typeof adjustmentApprovalSchema>;

const balanceAfterSchema = z.object({
  currency: currencyCodeSchema,
  afterCash: moneySchema,
  afterOperatorBonus: moneySchema,
  transactionId: z.string(),
});

/** The answer of /operator/wallet/adjust: the money moved, or the adjustment waits for a second person. */
export const walletAdjustResponseSchema = z.union([
  balanceAfterSchema.extend({ pending: z.literal(false).optional(), adjustmentId: z.string() }),
  z.object({
    pending: z.literal(true),
    adjustmentId: z.string(),
    currency: currencyCodeSchema,
    amount: moneySchema,
    referenceAmount: moneySchema,
    referenceCurrency: currencyCodeSchema,
  }),
]);

/** The operator API of pending adjustments (part of operatorEndpoints). */
export const walletAdjustmentOperatorEndpoints = {
  '/operator/wallet/adjustments/list': {
    access: 'operator',
    permission: 'wallet.adjust',
    request: z.object({ status: adjustmentStatusSchema.optional(), limit: z.number().int().min(1).max(500).optional() }).strict(),
    response: z.object({ adjustments: z.array(walletAdjustmentSchema) }),
  },
  '/operator/wallet/adjustments/approve': {
    access: 'operator',
    permission: 'wallet.adjust',
    request: z.object({ id: idSchema }).strict(),
    response: balanceAfterSchema.extend({ adjustment: walletAdjustmentSchema }),
  },
  '/operator/wallet/adjustments/reject': {
    access: 'operator',
    permission: 'wallet.adjust',
    request: z.object({ id: idSchema, reason: textSchema.min(1).max(500) }).strict(),
    response: z.object({ adjustment: walletAdjustmentSchema }),
  },
  '/operator/wallet/adjustments/settings/get': {
    access: 'operator',
    permission: 'settings.read',
    request: emptySchema,
    response: z.object({ approval: adjustmentApprovalSchema }),
  },
  '/operator/wallet/adjustments/settings/set': {
    access: 'operator',
    permission: 'settings.manage',
    request: adjustmentApprovalSchema,
    response: z.object({ approval: adjustmentApprovalSchema }),
  },
} as const;
