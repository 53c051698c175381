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
