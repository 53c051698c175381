import { accountSettingsSchema, DEFAULT_ACCOUNT_SETTINGS, type AccountSettings, type AccountSettingsPatch } from '@app/contract';
import type { OperatorSettings } from '../platform/operator-settings.ts';

const KEY = 'accountSettings';

/** The operator's account settings (spec section 3), defaulting to the spec's values. */
export class AccountSettingsStore {
  readonly #settings: OperatorSettings;

  constructor(settings: OperatorSettings) {
    this.#settings = settings;
  }

  async get(): Promise<AccountSettings> {
    const stored = (await this.#settings.read(KEY)) as Partial<AccountSettings> | undefined;
    return merge(DEFAULT_ACCOUNT_SETTINGS, stored ?? {});
  }

  async update(patch: AccountSettingsPatch): Promise<AccountSettings> {
    const next = accountSettingsSchema.parse(merge(await this.get(), patch));
    await this.#settings.write(KEY, next);
    return next;
  }
}

function merge(base: AccountSettings, patch: AccountSettingsPatch | Partial<AccountSettings>): AccountSettings {
  return {
    passwordSettings: { ...base.passwordSettings, ...patch.passwordSettings },
    securitySettings: { ...base.securitySettings, ...patch.securitySettings },
    gameSettings: { ...base.gameSettings, ...patch.gameSettings },
    paymentSettings: { ...base.paymentSettings, ...patch.paymentSettings },
  };
}

/** When the password expires under passwordExpiryDays (null when expiry is off). */
export function passwordExpiresAt(changedAt: Date, settings: AccountSettings): Date | null {
  const days = settings.securitySettings.passwordExpiryDays;
  return days > 0 ? new Date(changedAt.getTime() + days * 86_400_000) : null;
}

export function isPasswordExpired(changedAt: Date, settings: AccountSettings, now = Date.now()): boolean {
  const expiresAt = passwordExpiresAt(changedAt, settings);
  return expiresAt !== null && expiresAt.getTime() <= now;
}
