import { UsageError, words, type OperatorCommand, type OperatorHandlers } from '../platform/operator-commands.ts';
import type { Bonus } from './service.ts';

type BonusPath = '/operator/deposit-rewards/get' | '/operator/deposit-rewards/set' | '/operator/bonus/expire';

/** The operator's calls on the deposit rewards and on expired bonus money. */
export function bonusOperatorHandlers(
  bonus: Pick<Bonus, 'depositRewards' | 'setDepositRewards' | 'expireDue'>,
): OperatorHandlers<BonusPath> {
  return {
    '/operator/deposit-rewards/get': (body) => bonus.depositRewards(body.currency),
    '/operator/deposit-rewards/set': (body) => bonus.setDepositRewards(body),
    '/operator/bonus/expire': async () => ({ expired: await bonus.expireDue() }),
  };
}

export const bonusCommands: readonly OperatorCommand[] = [
  {
    name: 'deposit-rewards list',
    args: '[<CURRENCY>]',
    help: 'the deposit-reward sequences',
    run: (args, call) => call('/operator/deposit-rewards/get', args[0] ? { currency: args[0] } : {}),
  },
  {
    name: 'deposit-rewards set',
    args: '<CURRENCY> <match%>:<maxBonus>:<minDeposit>:<wagering> ...',
    help: "the 1st, 2nd, 3rd ... deposit's reward (none: removes them)",
    run(args, call) {
      const [currency] = words(args, 1, 'deposit-rewards set needs <CURRENCY> and its steps');
      const steps = args.slice(1);
      const rewards = steps.map((step, index) => {
        const [match, maxBonus, minDeposit, wagering] = step.split(':');
        if (!match || !maxBonus || !minDeposit || !wagering)
          throw new UsageError(`Expected <match%>:<maxBonus>:<minDeposit>:<wagering>, got "${step}"`);
        return { sequence: index + 1, matchPercent: Number(match), maxBonus, minDeposit, wageringMultiplier: Number(wagering) };
      });
      return call('/operator/deposit-rewards/set', { currency, rewards });
    },
  },
  {
    name: 'bonus expire',
    help: 'take back expired bonus money now (the server does it hourly)',
    run: (_args, call) => call('/operator/bonus/expire', {}),
  },
];
