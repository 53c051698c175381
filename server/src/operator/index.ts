import { auditedOperatorHandlers } from '../audit/index.ts';
import type { OperatorHandlers } from '../platform/operator-commands.ts';
import { operatorHandlers, type OperatorDeps } from './service.ts';

export { operatorRoutes } from './routes.ts';
export { processAlive, readOperatorFile, removeOperatorFile, writeOperatorFile } from './token-file.ts';
export type { OperatorHandlers } from '../platform/operator-commands.ts';
export { alertsCommands, createAlerts, type Alerts } from './alerts.ts';
export { backupCommands } from './backup.ts';
export { playersCommands } from './players.ts';

/**
 * What an operator can do, as one handler per operator endpoint (the API and the CLI drive the
 * same); every endpoint that changes something runs in one transaction with its audit entry.
 */
export function createOperator(deps: OperatorDeps): OperatorHandlers {
  return auditedOperatorHandlers(operatorHandlers(deps), {
    db: deps.database.db,
    audit: deps.audit,
    findPlayer: (ref) => deps.users.find(ref),
  });
}
