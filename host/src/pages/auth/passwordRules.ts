import { passwordPolicyViolations, passwordSchema, type PasswordSettings } from '@app/contract';

type PasswordRule = keyof PasswordSettings;

export interface RuleCheck {
  rule: PasswordRule;
  required: number;
  met: boolean;
}

const ORDER: PasswordRule[] = ['minCharacters', 'minLowercaseCharacters', 'minUppercaseCharacters', 'minDigits', 'minSpecialCharacters'];

/**
 * The operator's password rules that apply (a count above 0), each with whether the password
 * meets it. The rules are the platform's own check (`passwordPolicyViolations`), so the checklist
 * ticks exactly what the platform accepts.
 */
export function checkPassword(password: string, settings: PasswordSettings): RuleCheck[] {
  const broken = new Set(passwordPolicyViolations(password, settings));
  return ORDER.filter((rule) => settings[rule] > 0).map((rule) => ({ rule, required: settings[rule], met: !broken.has(rule) }));
}

export function passwordAcceptable(password: string, settings: PasswordSettings): boolean {
  return passwordPolicyViolations(password, settings).length === 0;
}

/** A new password under the operator's rules: the platform's schema and the platform's rule check. */
export function newPasswordSchema(settings: PasswordSettings) {
  return passwordSchema.refine((password) => passwordAcceptable(password, settings), 'auth.passwordWeak');
}
