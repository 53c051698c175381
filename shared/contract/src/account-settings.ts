import type { AccountSettings } from './settings.ts';

// The account settings' defaults and their whole reading, without zod: the host's first load reads
// them (the shared settings state and the start-up calls), and zod is a singleton the host only
// provides lazily, with the first page that needs it. The bounds are those of the contract's schemas
// in settings.ts; a test holds the two together.

export const DEFAULT_ACCOUNT_SETTINGS: AccountSettings = {
  passwordSettings: { minCharacters: 8, minUppercaseCharacters: 0, minLowercaseCharacters: 1, minSpecialCharacters: 0, minDigits: 1 },
  securitySettings: { maxPasswordRetries: 0, passwordExpiryDays: 0, passwordHistoryLimits: 0 },
  gameSettings: { noGameWithoutDeposit: true, minGameKycLevel: 0 },
  paymentSettings: { minDepositKycLevel: 0, minWithdrawKycLevel: 0 },
};

type Check = (value: unknown) => boolean;
const whole =
  (min: number, max: number): Check =>
  (value) =>
    Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
const count = whole(0, 1000);
const flag: Check = (value) => typeof value === 'boolean';

const CHECKS: { [G in keyof AccountSettings]: { [F in keyof AccountSettings[G]]: Check } } = {
  passwordSettings: {
    minCharacters: whole(1, 256),
    minUppercaseCharacters: count,
    minLowercaseCharacters: count,
    minSpecialCharacters: count,
    minDigits: count,
  },
  securitySettings: { maxPasswordRetries: count, passwordExpiryDays: count, passwordHistoryLimits: count },
  gameSettings: { noGameWithoutDeposit: flag, minGameKycLevel: count },
  paymentSettings: { minDepositKycLevel: count, minWithdrawKycLevel: count },
};

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

/**
 * The account settings from an answer (or anything stored), whole: every group and field the
 * answer leaves out, or sends in a shape the contract does not accept, takes the spec's default
 * (section 3). The one reading of the settings the app uses, so that a partial answer never
 * reaches sign-up, the password reset, the security reminder or the KYC gates.
 */
export function parseAccountSettings(sent: unknown): AccountSettings {
  const source = record(sent);
  const settings: Record<string, Record<string, unknown>> = {};
  for (const [groupName, checks] of Object.entries(CHECKS) as [keyof AccountSettings, Record<string, Check>][]) {
    const groupSent = record(source[groupName]);
    const group: Record<string, unknown> = { ...DEFAULT_ACCOUNT_SETTINGS[groupName] };
    for (const [field, check] of Object.entries(checks)) if (check(groupSent[field])) group[field] = groupSent[field];
    settings[groupName] = group;
  }
  return settings as unknown as AccountSettings;
}
