import {
  flag,
  numberOption,
  option,
  optional,
  words,
  UsageError,
  type OperatorCommand,
  type OperatorHandlers,
} from '../platform/operator-commands.ts';
import type { PaymentChannels } from './service.ts';

type ChannelsPath = '/operator/payment-channels/list' | '/operator/payment-channels/set';

/** The operator's calls on the payment channels: every one, and a change of one. */
export function channelsOperatorHandlers(channels: Pick<PaymentChannels, 'all' | 'change'>): OperatorHandlers<ChannelsPath> {
  return {
    '/operator/payment-channels/list': async () => ({ channels: await channels.all() }),
    '/operator/payment-channels/set': async (body) => ({ channel: await channels.change(body) }),
  };
}

export const channelsCommands: readonly OperatorCommand[] = [
  {
    name: 'payments channels',
    help: 'every deposit and withdrawal channel per currency, disabled ones too',
    run: (_args, call) => call('/operator/payment-channels/list', {}),
  },
  {
    name: 'payments channel set',
    args: '<channelId> <CURRENCY> [--enable|--disable] [--min <amount>] [--max <amount>] [--position <n>]',
    help: [
      'a channel on or off for players, its smallest and largest amount',
      "(in its currency) and its place among the currency's channels",
      'of its direction (1 first); from the next call on',
    ],
    run(args, call) {
      const enable = flag(args, '--enable');
      const disable = flag(args, '--disable');
      if (enable && disable) throw new UsageError('Give --enable or --disable, not both');
      const minAmount = option(args, '--min');
      const maxAmount = option(args, '--max');
      const position = numberOption(args, '--position');
      const usage = 'payments channel set needs <channelId> <CURRENCY> and --enable, --disable, --min, --max or --position';
      const [channelId, currency] = words(args, 2, usage);
      if (!enable && !disable && minAmount === undefined && maxAmount === undefined && position === undefined) throw new UsageError(usage);
      return call('/operator/payment-channels/set', {
        channelId,
        currency: currency.toUpperCase(),
        ...(enable || disable ? { enabled: enable } : {}),
        ...optional('minAmount', minAmount),
        ...optional('maxAmount', maxAmount),
        ...optional('position', position),
      });
    },
  },
];
