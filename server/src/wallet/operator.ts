import type { WalletAdjustment } from '@app/contract';
import {
  flag,
  intOption,
  need,
  option,
  optional,
  words,
  type OperatorCommand,
  type OperatorHandlers,
} from '../platform/operator-commands.ts';
import type { Adjustments } from './adjustments.ts';

type WalletPath =
  | '/operator/wallet/adjust'
  | '/operator/wallet/adjustments/list'
  | '/operator/wallet/adjustments/approve'
  | '/operator/wallet/adjustments/reject'
  | '/operator/wallet/adjustments/settings/get'
  | '/operator/wallet/adjustments/settings/set';

/**
 * The operator's adjustments of a player's balance (through the ledger, as every move of money),
 * with four eyes above the owner's threshold: see adjustments.ts.
 */
export function walletOperatorHandlers(adjustments: Adjustments): OperatorHandlers<WalletPath> {
  return {
    '/operator/wallet/adjust': (body, { actor }) => adjustments.request(body, actor),
    '/operator/wallet/adjustments/list': async (body) => ({
      adjustments: await adjustments.list({ status: body.status, limit: body.limit ?? 50 }),
    }),
    '/operator/wallet/adjustments/approve': (body, { actor }) => adjustments.approve(body.id, actor),
    '/operator/wallet/adjustments/reject': (body, { actor }) => adjustments.reject(body.id, body.reason, actor),
    '/operator/wallet/adjustments/settings/get': async () => ({ approval: await adjustments.approval() }),
    '/operator/wallet/adjustments/settings/set': async (body) => ({ approval: await adjustments.setApproval(body) }),
  };
}

const STATUSES: ReadonlyArray<WalletAdjustment['status']> = ['applied', 'pending', 'approved', 'rejected'];

export const walletCommands: readonly OperatorCommand[] = [
  {
    name: 'wallet adjust',
    args: '<email|userId> <CURRENCY> <amount> [--bonus] [--announce] [--note <why>]',
    help: [
      'credit (or debit with -amount) through the ledger',
      'and push wallet.balance.update to the player; above the',
      'approval threshold it waits for a second person',
    ],
    run(args, call) {
      const bonus = flag(args, '--bonus');
      const announce = flag(args, '--announce');
      const note = option(args, '--note');
      const [user, currency, amount] = words(args, 3, 'wallet adjust needs <email|userId> <CURRENCY> <amount>');
      return call('/operator/wallet/adjust', {
        user,
        currency: currency.toUpperCase(),
        amount,
        kind: bonus ? 'operatorBonus' : 'cash',
        announce,
        ...(note === undefined ? {} : { note }),
      });
    },
  },
  {
    name: 'wallet adjustments',
    args: '[--status applied|pending|approved|rejected] [--limit <n>]',
    help: 'adjustments, newest first (pending: waiting for a second person)',
    run(args, call) {
      const status = option(args, '--status');
      if (status !== undefined && !(STATUSES as readonly string[]).includes(status))
        throw new Error(`--status is one of ${STATUSES.join(', ')}`);
      return call('/operator/wallet/adjustments/list', {
        ...optional('status', status as WalletAdjustment['status'] | undefined),
        ...optional('limit', intOption(args, '--limit')),
      });
    },
  },
  {
    name: 'wallet approve',
    args: '<adjustmentId>',
    help: "move a pending adjustment's money (not one you asked for)",
    run(args, call) {
      const [id] = words(args, 1, 'wallet approve needs <adjustmentId>');
      return call('/operator/wallet/adjustments/approve', { id });
    },
  },
  {
    name: 'wallet reject',
    args: '<adjustmentId> --reason <text>',
    help: 'refuse a pending adjustment (not one you asked for)',
    run(args, call) {
      const reason = need(option(args, '--reason'), 'wallet reject needs --reason <text>');
      const [id] = words(args, 1, 'wallet reject needs <adjustmentId>');
      return call('/operator/wallet/adjustments/reject', { id, reason });
    },
  },
  {
    name: 'wallet approval',
    args: '[--currency <CUR> --threshold <amount> --window-hours <n>]',
    help: ['when an adjustment waits for a second person (shown', 'without options; all three to change it)'],
    run(args, call) {
      const currency = option(args, '--currency');
      const threshold = option(args, '--threshold');
      const windowHours = intOption(args, '--window-hours');
      if (currency === undefined && threshold === undefined && windowHours === undefined)
        return call('/operator/wallet/adjustments/settings/get', {});
      return call('/operator/wallet/adjustments/settings/set', {
        currency: need(currency, 'wallet approval needs --currency, --threshold and --window-hours').toUpperCase(),
        threshold: need(threshold, 'wallet approval needs --threshold'),
        windowHours: need(windowHours, 'wallet approval needs --window-hours'),
      });
    },
  },
];
