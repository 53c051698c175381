import type { OperatorSettings } from '../platform/operator-settings.ts';
import { AccountSettingsStore } from './service.ts';

export { settingsRoutes } from './routes.ts';
export { settingsCommands, settingsOperatorHandlers } from './operator.ts';
export { isPasswordExpired, passwordExpiresAt, type AccountSettingsStore } from './service.ts';

/** The operator's account settings (password rules, security settings), kept in the operator's settings rows. */
export function createSettings(deps: { operatorSettings: OperatorSettings }): AccountSettingsStore {
  return new AccountSettingsStore(deps.operatorSettings);
}
