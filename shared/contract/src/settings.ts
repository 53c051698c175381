import { z } from 'zod';

const count = z.number().int().min(0).max(1000);

/** Operator-level account settings (spec section 3), with the spec's defaults. */
export const passwordSettingsSchema = z.object({
  minCharacters: z.number().int().min(1).max(256),
  minUppercaseCharacters: count,
  minLowercaseCharacters: count,
  minSpecialCharacters: count,
  minDigits: count,
});
export const securitySettingsSchema = z.object({
  /** Failed sign-ins in a row that lock the account; 0 is off. */
  maxPasswordRetries: count,
  /** Days after which a password must be changed; 0 is off. */
  passwordExpiryDays: count,
  /** How many previous passwords a new one may not repeat; 0 is off. */
  passwordHistoryLimits: count,
});
export const gameSettingsSchema = z.object({
  noGameWithoutDeposit: z.boolean(),
  minGameKycLevel: count,
});
export const paymentSettingsSchema = z.object({
  minDepositKycLevel: count,
  minWithdrawKycLevel: count,
});
export const accountSettingsSchema = z.object({
  passwordSettings: passwordSettingsSchema,
  securitySettings: securitySettingsSchema,
  gameSettings: gameSettingsSchema,
  paymentSettings: paymentSettingsSchema,
});
export type PasswordSettings = z.infer<typeof passwordSettingsSchema>;
export type AccountSettings = z.infer<typeof accountSettingsSchema>;

export const DEFAULT_ACCOUNT_SETTINGS: AccountSettings = {
  passwordSettings: { minCharacters: 8, minUppercaseCharacters: 0, minLowercaseCharacters: 1, minSpecialCharacters: 0, minDigits: 1 },
  securitySettings: { maxPasswordRetries: 0, passwordExpiryDays: 0, passwordHistoryLimits: 0 },
  gameSettings: { noGameWithoutDeposit: true, minGameKycLevel: 0 },
  paymentSettings: { minDepositKycLevel: 0, minWithdrawKycLevel: 0 },
};

/** Each field of one group as sent, where it is valid; the spec's default where it is missing or not valid. */
function groupWithDefaults<T extends Record<string, unknown>>(schema: z.ZodObject, defaults: T, sent: unknown): T {
  const source = sent !== null && typeof sent === 'object' ? (sent as Record<string, unknown>) : {};
  const group: Record<string, unknown> = { ...defaults };
  for (const [field, fieldSchema] of Object.entries(schema.shape)) {
    const parsed = (fieldSchema as z.ZodType).safeParse(source[field]);
    if (parsed.success) group[field] = parsed.data;
  }
  return group as T;
}

/**
 * The account settings from an answer (or anything stored), whole: every group and field the
 * answer leaves out, or sends in a shape the contract does not accept, takes the spec's default
 * (section 3). The one reading of the settings the app uses, so that a partial answer never
 * reaches sign-up, the password reset, the security reminder or the KYC gates.
 */
export function parseAccountSettings(sent: unknown): AccountSettings {
  const source = sent !== null && typeof sent === 'object' ? (sent as Record<string, unknown>) : {};
  return {
    passwordSettings: groupWithDefaults(passwordSettingsSchema, DEFAULT_ACCOUNT_SETTINGS.passwordSettings, source['passwordSettings']),
    securitySettings: groupWithDefaults(securitySettingsSchema, DEFAULT_ACCOUNT_SETTINGS.securitySettings, source['securitySettings']),
    gameSettings: groupWithDefaults(gameSettingsSchema, DEFAULT_ACCOUNT_SETTINGS.gameSettings, source['gameSettings']),
    paymentSettings: groupWithDefaults(paymentSettingsSchema, DEFAULT_ACCOUNT_SETTINGS.paymentSettings, source['paymentSettings']),
  };
}

/** A partial change to the account settings (operator API and CLI). */
export const accountSettingsPatchSchema = z
  .object({
    passwordSettings: passwordSettingsSchema.partial().strict(),
    securitySettings: securitySettingsSchema.partial().strict(),
    gameSettings: gameSettingsSchema.partial().strict(),
    paymentSettings: paymentSettingsSchema.partial().strict(),
  })
  .partial()
  .strict();
export type AccountSettingsPatch = z.infer<typeof accountSettingsPatchSchema>;

/** Which rules a password breaks under the given settings (empty when it is acceptable). */
export function passwordPolicyViolations(password: string, settings: PasswordSettings): Array<keyof PasswordSettings> {
  const chars = [...password];
  const countOf = (test: (ch: string) => boolean) => chars.filter(test).length;
  const violations: Array<keyof PasswordSettings> = [];
  if (chars.length < settings.minCharacters) violations.push('minCharacters');
  if (countOf((ch) => /\p{Lu}/u.test(ch)) < settings.minUppercaseCharacters) violations.push('minUppercaseCharacters');
  if (countOf((ch) => /\p{Ll}/u.test(ch)) < settings.minLowercaseCharacters) violations.push('minLowercaseCharacters');
  if (countOf((ch) => /\p{Nd}/u.test(ch)) < settings.minDigits) violations.push('minDigits');
  if (countOf((ch) => !/[\p{L}\p{Nd}\s]/u.test(ch)) < settings.minSpecialCharacters) violations.push('minSpecialCharacters');
  return violations;
}
