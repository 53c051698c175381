import { z } from 'zod';
import { idSchema, pageCursorSchema, textSchema } from './common.ts';
import type { EndpointDefinition } from './endpoint-definition.ts';
import { transactionSchema } from './wallet.ts';

/** A withdrawal as the operator reviews it: the player's transaction and whose it is. */
export const reviewedWithdrawalSchema = transactionSchema.extend({ userId: z.string() });
/** A withdrawal in the review queue, with its player's email. */
export const queuedWithdrawalSchema = reviewedWithdrawalSchema.extend({ email: z.string() });

/** The operator's review of withdrawals: the queue, approve (pays out) and reject (returns the amount). */
export const paymentsOperatorEndpoints = {
  '/operator/withdrawals/list': {
    access: 'operator',
    permission: 'withdrawals.decide',
    /**
     * The withdrawals waiting for review, oldest first (ties by id), `limit` (50) a page; with
     * `cursor` (the previous page's nextCursor) the page after that one: one decided meanwhile
     * shifts nothing, one made meanwhile comes on a later page. With `user` (a player's id), only
     * that player's.
     */
    request: z
      .object({ limit: z.number().int().min(1).max(200).optional(), cursor: pageCursorSchema.optional(), user: z.uuid().optional() })
      .strict(),
    response: z.object({ withdrawals: z.array(queuedWithdrawalSchema), nextCursor: pageCursorSchema.nullable() }),
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
