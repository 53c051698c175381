import { intOption, option, UsageError, type OperatorCommand, type OperatorHandlers } from '../platform/operator-commands.ts';
import type { MaintenanceStore } from './service.ts';

type MaintenancePath = '/operator/maintenance/get' | '/operator/maintenance/set';

/** The operator's calls on the maintenance flag. */
export function maintenanceOperatorHandlers(maintenance: Pick<MaintenanceStore, 'get' | 'set'>): OperatorHandlers<MaintenancePath> {
  return {
    '/operator/maintenance/get': async () => ({ maintenance: await maintenance.get() }),
    '/operator/maintenance/set': async (body) => ({
      maintenance: await maintenance.set(body.enabled ? { enabled: true, endTime: body.endTime } : { enabled: false }),
    }),
  };
}

export const maintenanceCommands: readonly OperatorCommand[] = [
  { name: 'maintenance status', run: (_args, call) => call('/operator/maintenance/get', {}) },
  {
    name: 'maintenance on',
    args: '--until <ISO time> | --minutes <n>',
    help: "every /v1 call answers 'maintain' until then",
    run(args, call) {
      const until = option(args, '--until');
      const minutes = intOption(args, '--minutes');
      if (!until && !minutes) throw new UsageError('maintenance on needs --until <ISO time> or --minutes <n>');
      const endTime = until ? new Date(until) : new Date(Date.now() + (minutes ?? 0) * 60_000);
      if (Number.isNaN(endTime.getTime())) throw new UsageError(`"${until}" is not a time`);
      return call('/operator/maintenance/set', { enabled: true, endTime: endTime.toISOString() });
    },
  },
  { name: 'maintenance off', run: (_args, call) => call('/operator/maintenance/set', { enabled: false }) },
];
