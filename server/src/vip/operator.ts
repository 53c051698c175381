import { numberOption, option, optional, UsageError, type OperatorCommand, type OperatorHandlers } from '../platform/operator-commands.ts';
import type { Vip } from './service.ts';

type VipPath = '/operator/vip/settings/get' | '/operator/vip/levels/set' | '/operator/vip/level/update' | '/operator/vip/rules/update';

/** The operator's calls on the VIP programme: its ladder and its rules (with the bonus rules it sets). */
export function vipOperatorHandlers(vip: Pick<Vip, 'settings' | 'setLevels' | 'updateLevel' | 'updateRules'>): OperatorHandlers<VipPath> {
  return {
    '/operator/vip/settings/get': async () => ({ settings: await vip.settings() }),
    '/operator/vip/levels/set': (body) => vip.setLevels(body),
    '/operator/vip/level/update': (body) => vip.updateLevel(body),
    '/operator/vip/rules/update': (body) => vip.updateRules(body),
  };
}

/** The highest stake while bonus money is wagering ("none" lifts it) and the shares per kind of game. */
function bonusWageringOptions(args: string[]): { bonusMaxStake?: string | null; bonusContribution?: Record<string, number> } {
  const maxStake = option(args, '--bonus-max-stake');
  const contribution = {
    ...optional('slots', numberOption(args, '--count-slots')),
    ...optional('table', numberOption(args, '--count-table')),
    ...optional('live', numberOption(args, '--count-live')),
    ...optional('originals', numberOption(args, '--count-originals')),
    ...optional('sports', numberOption(args, '--count-sports')),
  };
  return {
    ...(maxStake !== undefined ? { bonusMaxStake: maxStake === 'none' ? null : maxStake } : {}),
    ...(Object.keys(contribution).length > 0 ? { bonusContribution: contribution } : {}),
  };
}

export const vipCommands: readonly OperatorCommand[] = [
  {
    name: 'vip show',
    help: 'the VIP ladder (thresholds in USD wagered, benefits) and rules',
    run: (_args, call) => call('/operator/vip/settings/get', {}),
  },
  {
    name: 'vip level',
    args: [
      '<n> [--name <name>] [--threshold <USD>] [--rakeback <percent>] [--level-up-bonus <USD>]',
      '    [--weekly <percent>] [--monthly <percent>]',
    ],
    help: 'change one level (rakeback: the share of the house edge)',
    run(args, call) {
      const name = option(args, '--name');
      const threshold = option(args, '--threshold');
      const levelUpBonus = option(args, '--level-up-bonus');
      const benefits = {
        ...optional('levelUpBonus', levelUpBonus),
        ...optional('rakebackPercent', numberOption(args, '--rakeback', true)),
        ...optional('weeklyPercent', numberOption(args, '--weekly', true)),
        ...optional('monthlyPercent', numberOption(args, '--monthly', true)),
      };
      const level = Number(args[0]);
      if (!Number.isInteger(level) || level < 0) throw new UsageError('vip level needs the level number');
      return call('/operator/vip/level/update', {
        level,
        ...optional('name', name),
        ...optional('threshold', threshold),
        ...(Object.keys(benefits).length > 0 ? { benefits } : {}),
      });
    },
  },
  {
    name: 'vip rules',
    args: [
      '[--min-cash <percent>] [--max-cash <percent>] [--default-cash <percent>] [--wagering <multiple>]',
      '[--bonus-expiry-days <n>] [--quote-seconds <n>] [--bonus-max-stake <USD>|none]',
      '[--count-slots <percent>] [--count-table <percent>] [--count-live <percent>]',
      '[--count-originals <percent>] [--count-sports <percent>]',
    ],
    help: [
      "the reward slider's bounds, the bonus wagering multiple,",
      'how long bonus money lasts, how long a claim quote holds,',
      'the highest stake while bonus money is wagering and the',
      'share of a stake that counts towards it per kind of game',
    ],
    run: (args, call) =>
      call('/operator/vip/rules/update', {
        ...optional('minCashPercent', numberOption(args, '--min-cash')),
        ...optional('maxCashPercent', numberOption(args, '--max-cash')),
        ...optional('defaultCashPercent', numberOption(args, '--default-cash')),
        ...optional('bonusWageringMultiplier', numberOption(args, '--wagering')),
        ...optional('bonusExpiryDays', numberOption(args, '--bonus-expiry-days')),
        ...optional('claimQuoteSeconds', numberOption(args, '--quote-seconds')),
        ...bonusWageringOptions(args),
      }),
  },
];
