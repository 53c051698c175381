import type { OperatorSettings } from '../platform/operator-settings.ts';
import { MaintenanceStore } from './service.ts';

export { maintenanceGuard } from './routes.ts';
export { maintenanceCommands, maintenanceOperatorHandlers } from './operator.ts';
export type { MaintenanceStore } from './service.ts';

/** The operator's maintenance flag, kept in the operator's settings rows. */
export function createMaintenance(deps: { operatorSettings: OperatorSettings }): MaintenanceStore {
  return new MaintenanceStore(deps.operatorSettings);
}
