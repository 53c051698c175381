import { intOption, option, UsageError, type OperatorCommand, type OperatorHandlers } from '../platform/operator-commands.ts';
import type { MaintenanceStore } from './service.ts';

type MaintenancePath = '/operator/maintenance/get' | '/operator/maintenance/set';

/** The operator's calls on the maintenance flag. */
export function maintenanceOperatorHandlers(maintenance: Pick<MaintenanceStore, 'get' | 'set'>): OperatorHandlers<MaintenancePath> {
  return {
    '/operator/maintenance/get': async () => ({ maintenance: await maintenance.get() }),
    '/operator/maintenance/set': async (body) => ({
      maintenance: await maintenance.set(
        body.enabled ? { enabled: true, startTime: body.startTime, endTime: body.endTime } : { enabled: false },
      ),
    }),
  };
}

export const maintenanceCommands: readonly OperatorCommand[] = [
  { name: 'maintenance status', run: (_args, call) => call('/operator/maintenance/get', {}) },
  {
    name: 'maintenance on',
    args: '[--from <ISO time>] --until <ISO time> | --minutes <n>',
    help: ["every /v1 call answers 'maintain' until then", 'with --from it starts by itself at that time (--minutes then counts from it)'],
    run(args, call) {
      const from = option(args, '--from');
      const until = option(args, '--until');
      const minutes = intOption(args, '--minutes');
      if (!until && !minutes) throw new UsageError('maintenance on needs --until <ISO time> or --minutes <n>');
      const startTime = from === undefined ? undefined : new Date(from);
      if (startTime && Number.isNaN(startTime.getTime())) throw new UsageError(`"${from}" is not a time`);
      const endTime = until ? new Date(until) : new Date((startTime?.getTime() ?? Date.now()) + (minutes ?? 0) * 60_000);
      if (Number.isNaN(endTime.getTime())) throw new UsageError(`"${until}" is not a time`);
      return call('/operator/maintenance/set', {
        enabled: true,
        ...(startTime ? { startTime: startTime.toISOString() } : {}),
        endTime: endTime.toISOString(),
      });
    },
  },
  { name: 'maintenance off', run: (_args, call) => call('/operator/maintenance/set', { enabled: false }) },
];
