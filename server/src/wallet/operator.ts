import { randomUUID } from 'node:crypto';
import { toMinor } from '@app/contract';
import { ApiError } from '../http/errors.ts';
import type { Ledger } from '../ledger/index.ts';
import type { EventBus } from '../platform/bus.ts';
import { flag, words, type OperatorCommand, type OperatorHandlers } from '../platform/operator-commands.ts';
import { balancePayload } from './balance-updates.ts';

/** The operator's adjustment of a player's balance (through the ledger, as every move of money). */
export function walletOperatorHandlers(deps: {
  ledger: Pick<Ledger, 'transferNow' | 'decimals'>;
  bus: Pick<EventBus, 'publish'>;
  /** The account named by id or email (USER_NOT_FOUND when there is none). */
  findUser(ref: string): Promise<{ id: string }>;
}): OperatorHandlers<'/operator/wallet/adjust'> {
  const { ledger, bus } = deps;
  return {
    '/operator/wallet/adjust': async (body) => {
      const user = await deps.findUser(body.user);
      const decimals = await ledger.decimals(body.currency);
      let minor: bigint;
      try {
        minor = toMinor(body.amount, decimals);
      } catch {
        throw new ApiError('VALIDATION_FAILED', `The amount does not fit ${body.currency} (${decimals} decimals)`);
      }
      if (minor === 0n) throw new ApiError('VALIDATION_FAILED', 'The amount must not be zero');
      const player = { type: body.kind === 'operatorBonus' ? 'player_operator_bonus' : 'player_cash', userId: user.id } as const;
      const house = { type: 'house' } as const;
      // One transfer on its own; wallet.balance.update follows once it is made (the ledger reports the move).
      const { transferId, balances } = await ledger.transferNow({
        from: minor > 0n ? house : player,
        to: minor > 0n ? player : house,
        currency: body.currency,
        amount: minor > 0n ? minor : -minor,
        kind: 'adjustment',
        reference: `adjustment:${randomUUID()}`,
      });
      const row = balances.find((entry) => entry.userId === user.id);
      if (!row) throw new Error('the balance row is missing after a transfer');
      const balance = balancePayload(row, decimals);
      if (body.announce) {
        const positive = !body.amount.startsWith('-');
        await bus.publish(user.id, {
          m: 'payment.settle',
          p: {
            type: positive ? 'deposit' : 'withdraw',
            amount: body.amount.replace(/^-/, ''),
            currency: balance.currency,
            status: 'success',
          },
        });
      }
      return { ...balance, transactionId: transferId };
    },
  };
}

export const walletCommands: readonly OperatorCommand[] = [
  {
    name: 'wallet adjust',
    args: '<email|userId> <CURRENCY> <amount> [--bonus] [--announce]',
    help: ['credit (or debit with -amount) through the ledger', 'and push wallet.balance.update to the player'],
    run(args, call) {
      const bonus = flag(args, '--bonus');
      const announce = flag(args, '--announce');
      const [user, currency, amount] = words(args, 3, 'wallet adjust needs <email|userId> <CURRENCY> <amount>');
      return call('/operator/wallet/adjust', {
        user,
        currency: currency.toUpperCase(),
        amount,
        kind: bonus ? 'operatorBonus' : 'cash',
        announce,
      });
    },
  },
];
