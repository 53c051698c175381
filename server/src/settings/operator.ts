import type { OperatorRequest } from '@app/contract';
import { pairs, UsageError, type OperatorCommand, type OperatorHandlers } from '../platform/operator-commands.ts';
import type { AccountSettingsStore } from './service.ts';

type SettingsPath = '/operator/account-settings/get' | '/operator/account-settings/update';

/** The operator's calls on the account settings. */
export function settingsOperatorHandlers(accountSettings: Pick<AccountSettingsStore, 'get' | 'update'>): OperatorHandlers<SettingsPath> {
  return {
    '/operator/account-settings/get': async () => ({ accountSettings: await accountSettings.get() }),
    '/operator/account-settings/update': async (body) => ({ accountSettings: await accountSettings.update(body) }),
  };
}

function settingValue(raw: string): number | boolean {
  if (raw === 'true' || raw === 'false') return raw === 'true';
  const value = Number(raw);
  if (!Number.isInteger(value)) throw new UsageError(`"${raw}" is neither a whole number nor true/false`);
  return value;
}

export const settingsCommands: readonly OperatorCommand[] = [
  { name: 'settings show', run: (_args, call) => call('/operator/account-settings/get', {}) },
  {
    name: 'settings set',
    args: '<group.field>=<value> ...',
    help: 'e.g. securitySettings.maxPasswordRetries=5',
    run(args, call) {
      const patch: Record<string, Record<string, number | boolean>> = {};
      for (const [key, raw] of pairs(args)) {
        const [section, field, ...extra] = key.split('.');
        if (!section || !field || extra.length > 0) throw new UsageError(`Expected group.field=value, got "${key}"`);
        patch[section] = { ...patch[section], [field]: settingValue(raw) };
      }
      return call('/operator/account-settings/update', patch as OperatorRequest<'/operator/account-settings/update'>);
    },
  },
];
