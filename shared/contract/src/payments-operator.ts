import { z } from 'zod';
import { idSchema, textSchema } from './common.ts';
import type { EndpointDefinition } from './endpoint-definition.ts';
import { transactionSchema } from './wallet.ts';

/** A withdrawal as the operator reviews it: the player's transaction and whose it is. */
export const reviewedWithdrawalSchema = transactionSchema.extend({ userId: z.string() });

/** The operator's review of withdrawals: the queue, approve (pays out) and reject (returns the amount). */
export const paymentsOperatorEndpoints = {
  '/operator/withdrawals/list': {
    access: 'operator',
    permission: 'withdrawals.decide',
    request: z.object({ limit: z.number().int().min(1).max(200).optional() }).strict(),
    response: z.object({ withdrawals: z.array(reviewedWithdrawalSchema) }),
  },
  '/operator/withdrawals/approve': {
    access: 'operator',
    permission: 'withdrawals.decide',
    request: z.object({ transactionId: idSchema }).strict(),
    response: z.object({ transaction: transactionSchema }),
  },
  '/operator/withdrawals/reject': {
    access: 'operator',
    permission: 'withdrawals.decide',
    request: z
      .object({
        transactionId: idSchema,
        /** Shown to the player on the withdrawal's progress. */
        reason: textSchema.trim().min(3).max(300),
      })
      .strict(),
    response: z.object({ transaction: transactionSchema }),
  },
} as const satisfies Record<string, EndpointDefinition>;
