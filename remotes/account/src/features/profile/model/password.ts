import { z } from 'zod';
import { passwordPolicyViolations, passwordSchema, passwordSettingsSchema, type PasswordSettings } from '@app/contract';
import { messageKey } from '@app/ui/forms';

type PasswordRule = keyof PasswordSettings;

export interface RuleCheck {
  rule: PasswordRule;
  required: number;
  met: boolean;
}

/** The rules as the checklist shows them. */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  'minCharacters',
  'minLowercaseCharacters',
  'minUppercaseCharacters',
  'minDigits',
  'minSpecialCharacters',
];

/**
 * The operator's password rules that apply (a count above 0), each with whether the password
 * meets it. The rules are the platform's own check (`passwordPolicyViolations`), so the checklist
 * ticks exactly what the platform accepts.
 */
export function checkPassword(password: string, settings: PasswordSettings): RuleCheck[] {
  const broken = new Set(passwordPolicyViolations(password, settings));
  return PASSWORD_RULES.filter((rule) => settings[rule] > 0).map((rule) => ({ rule, required: settings[rule], met: !broken.has(rule) }));
}

export interface PasswordFormValues {
  currentPassword: string;
  newPassword: string;
}

/** The change-password form: the current password, and a new one under the operator's rules that differs from it. */
export function passwordFormSchema(settings: PasswordSettings) {
  return z
    .object({
      currentPassword: z.string().min(1, messageKey('account:password.errors.currentRequired')).pipe(passwordSchema),
      newPassword: z
        .string()
        .min(1, messageKey('account:password.errors.newRequired'))
        .pipe(passwordSchema)
        .refine((password) => passwordPolicyViolations(password, settings).length === 0, messageKey('account:password.errors.weak')),
    })
    .refine((values) => values.newPassword !== values.currentPassword, {
      error: messageKey('account:password.errors.same'),
      path: ['newPassword'],
    });
}

/** The rules a PASSWORD_TOO_WEAK refusal names (the operator may have changed them), when it names them. */
export function rulesOfRefusal(meta: Record<string, unknown> | undefined): PasswordSettings | null {
  const parsed = passwordSettingsSchema.safeParse(meta?.passwordSettings);
  return parsed.success ? parsed.data : null;
}
