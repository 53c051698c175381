import type { OperatorHandlers } from '../platform/operator-commands.ts';
import { operatorHandlers, type OperatorDeps } from './service.ts';

export { operatorRoutes } from './routes.ts';
export { processAlive, readOperatorFile, removeOperatorFile, writeOperatorFile } from './token-file.ts';
export type { OperatorHandlers } from '../platform/operator-commands.ts';
export { alertsCommands, createAlerts, type Alerts } from './alerts.ts';
export { backupCommands } from './backup.ts';

/** What an operator can do, as one handler per operator endpoint (the API and the CLI drive the same). */
export function createOperator(deps: OperatorDeps): OperatorHandlers {
  return operatorHandlers(deps);
}
