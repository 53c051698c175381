import { passwordPolicyViolations, passwordSchema, type PasswordSettings } from '@app/contract';

export function passwordAcceptable(password: string, settings: PasswordSettings): boolean {
  return passwordPolicyViolations(password, settings).length === 0;
}

/** A new password under the operator's rules: the platform's schema and the platform's rule check. */
export function newPasswordSchema(settings: PasswordSettings) {
  return passwordSchema.refine((password) => passwordAcceptable(password, settings), 'auth.passwordWeak');
}
