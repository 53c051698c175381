import { operatorHandlers, type OperatorDeps, type OperatorHandlers } from './service.ts';

export { operatorRoutes } from './routes.ts';
export { readOperatorFile, removeOperatorFile, writeOperatorFile } from './token-file.ts';
export type { OperatorHandlers } from './service.ts';
export { createAlerts, type Alerts } from './alerts.ts';

/** What an operator can do, as one handler per operator endpoint (the API and the CLI drive the same). */
export function createOperator(deps: OperatorDeps): OperatorHandlers {
  return operatorHandlers(deps);
}
