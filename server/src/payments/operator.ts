import { intOption, need, option, words, type OperatorCommand, type OperatorHandlers } from '../platform/operator-commands.ts';
import type { Withdrawals } from './withdrawals.ts';

type PaymentsPath = '/operator/withdrawals/list' | '/operator/withdrawals/approve' | '/operator/withdrawals/reject';

/** The operator's review of withdrawals. */
export function paymentsOperatorHandlers(payments: {
  withdrawals: Pick<Withdrawals, 'reviewing' | 'decide'>;
  /** The players' emails, which the queue shows with each withdrawal. */
  emailsOf(userIds: readonly string[]): Promise<Map<string, string>>;
}): OperatorHandlers<PaymentsPath> {
  const { withdrawals } = payments;
  return {
    '/operator/withdrawals/list': async (body) => {
      const page = await withdrawals.reviewing(body.limit ?? 50, body.cursor, body.user);
      const emails = await payments.emailsOf(page.withdrawals.map((withdrawal) => withdrawal.userId));
      return {
        withdrawals: page.withdrawals.map((withdrawal) => ({ ...withdrawal, email: emails.get(withdrawal.userId) ?? '' })),
        nextCursor: page.nextCursor,
      };
    },
    '/operator/withdrawals/approve': async (body) => ({
      transaction: await withdrawals.decide(body.transactionId, { approve: true }),
    }),
    '/operator/withdrawals/reject': async (body) => ({
      transaction: await withdrawals.decide(body.transactionId, { approve: false, reason: body.reason }),
    }),
  };
}

export const paymentsCommands: readonly OperatorCommand[] = [
  {
    name: 'withdrawals list',
    args: '[--limit N] [--cursor C]',
    help: 'withdrawals waiting for review, oldest first (--cursor: the nextCursor of the page before)',
    run(args, call) {
      const limit = intOption(args, '--limit');
      const cursor = option(args, '--cursor');
      return call('/operator/withdrawals/list', { ...(limit ? { limit } : {}), ...(cursor ? { cursor } : {}) });
    },
  },
  {
    name: 'withdrawals approve',
    args: '<transactionId>',
    help: 'approve and pay out a withdrawal',
    run(args, call) {
      const [transactionId] = words(args, 1, 'withdrawals approve needs <transactionId>');
      return call('/operator/withdrawals/approve', { transactionId });
    },
  },
  {
    name: 'withdrawals reject',
    args: '<transactionId> --reason "…"',
    help: 'reject a withdrawal (the amount goes back to cash)',
    run(args, call) {
      const reason = option(args, '--reason');
      const usage = 'withdrawals reject needs <transactionId> --reason "<text the player sees>"';
      const [transactionId] = words(args, 1, usage);
      return call('/operator/withdrawals/reject', { transactionId, reason: need(reason, usage) });
    },
  },
];
