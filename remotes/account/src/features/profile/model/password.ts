import { z } from 'zod';
import { passwordPolicyViolations, passwordSchema, passwordSettingsSchema, type PasswordSettings } from '@app/contract';
import { messageKey } from '@app/ui/forms';

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
